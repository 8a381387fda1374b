import { Link } from "react-router";
import { paths } from "~/content/paths";
import { StaticHtml } from "~/components/ui/deferred-hydration";
import { ChevronDownIcon, PhoneIcon } from "~/components/ui/icons";
import { telHref } from "~/content/campaign";
import { landingFaqItems } from "~/content/faq-highlights";
import { faqSection } from "~/content/landing";
import { site } from "~/content/site";
import { CtaLink } from "./cta-link";
import { narrowColumn, sectionContainer, sectionHeading, sectionLead } from "./section-styles";

/**
 * The short FAQ of the landing page. Native <details> with a shared name open
 * one at a time without any JavaScript; the full accordion is on its own page.
 */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-titel" className="bg-slate-50 py-16 md:py-24">
      <div className={sectionContainer}>
        <div className={narrowColumn}>
          <h2 id="faq-titel" className={sectionHeading}>
            {faqSection.title}
          </h2>
          <p className={sectionLead}>{faqSection.lead}</p>
          <StaticHtml className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-6">
            {landingFaqItems.map((item) => (
              <details key={item.id} name="faq" className="group py-1">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDownIcon className="shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <div className="pb-4 text-slate-700">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            ))}
          </StaticHtml>
          <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white md:flex-row md:items-center md:justify-between">
            <p>
              {faqSection.morePrefix}{" "}
              {/* inline-block, not inline-flex: a flex box sits on its icon's bottom edge, which
                  lifted the number about 3 px above the opening hours after it. An inline block
                  sits on its text's baseline and, like the flex box, keeps the number together. */}
              <a href={telHref} className="inline-block font-bold text-gold-400 underline underline-offset-4">
                <PhoneIcon width={18} height={18} className="mr-1.5 inline-block align-[-0.2em]" />
                {site.contact.phone}
              </a>{" "}
              <span className="text-blue-100">({site.contact.phoneHours})</span>
            </p>
            <CtaLink className="shrink-0" />
          </div>
          <p className="mt-6">
            <Link
              to={paths.faq}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {faqSection.moreLink}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
