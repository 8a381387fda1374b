import { MAIN_CONTENT_ID } from "~/components/layout/main-content";
import { telHref } from "~/content/campaign";
import { faqGroups } from "~/content/faq";
import { faqPage } from "~/content/pages";
import { site } from "~/content/site";
import { FaqAccordion } from "./faq-accordion";

export function FaqPage() {
  return (
    <main id={MAIN_CONTENT_ID} className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-6 py-12 md:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 md:text-4xl">{faqPage.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{faqPage.lead}</p>
        <nav aria-label={faqPage.topicsLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#gruppe-${group.id}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10">
          <FaqAccordion />
        </div>
        <p className="mt-12 rounded-2xl bg-brand-900 p-6 text-white">
          {faqPage.contactPrefix}{" "}
          <a href={telHref} className="font-bold text-gold-400 underline underline-offset-4">
            {site.contact.phone}
          </a>{" "}
          ({site.contact.phoneHours}) {faqPage.contactOr}{" "}
          <a href={`mailto:${site.contact.email}`} className="font-bold text-gold-400 underline underline-offset-4">
            {site.contact.email}
          </a>
          .
        </p>
      </div>
    </main>
  );
}
