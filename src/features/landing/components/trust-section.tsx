import { StaticHtml } from "~/components/ui/deferred-hydration";
import { FiveStarsIcon } from "~/components/ui/icons";
import { trust } from "~/content/landing";
import { CtaLink } from "./cta-link";
import { sectionContainer, sectionHeading, sectionLead } from "./section-styles";

export function TrustSection() {
  return (
    <section aria-labelledby="vertrauen-titel" className="bg-white py-16 md:py-24">
      <div className={sectionContainer}>
        <h2 id="vertrauen-titel" className={sectionHeading}>
          {trust.title}
        </h2>
        <p className={sectionLead}>{trust.subtitle}</p>
        <StaticHtml>
          {/* On a phone one badge per row, its caption beside it: three columns of ~85 px broke
              "Bewertungsportal" and "Markenpartner" inside the word. */}
          <ul className="mt-12 grid max-w-xs gap-4 min-[420px]:max-w-none min-[420px]:grid-cols-3 sm:gap-8">
            {trust.badges.map((badge) => (
              <li
                key={badge.src}
                className="flex min-w-0 items-center gap-4 min-[420px]:flex-col min-[420px]:items-start min-[420px]:gap-3"
              >
                <img
                  src={badge.src}
                  alt={badge.alt}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className="size-20 shrink-0 min-[420px]:size-24 sm:size-36 md:size-40"
                />
                <span className="min-w-0 text-base font-semibold hyphens-auto [overflow-wrap:anywhere] text-slate-800 min-[420px]:text-sm sm:text-base">
                  {badge.caption}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-12 grid grid-cols-1 gap-4 md:grid-cols-2">
            <p className="rounded-2xl bg-brand-50 p-6 text-lg font-semibold text-brand-900">{trust.experience}</p>
            <div className="rounded-2xl bg-brand-50 p-6">
              <div className="flex text-gold-500" role="img" aria-label={trust.starsLabel}>
                <FiveStarsIcon size={28} />
              </div>
              <p className="mt-2 text-lg font-semibold text-brand-900">{trust.continuousReviews}</p>
            </div>
          </div>
        </StaticHtml>
        <div className="mt-10">
          <CtaLink />
        </div>
      </div>
    </section>
  );
}
