import { CheckIcon } from "~/components/ui/icons";
import { price, regularPrice, savingPercent, vatNote } from "~/content/campaign";
import { hero } from "~/content/landing";
import { cx } from "~/lib/cx";
import { CtaLink } from "./cta-link";
import { sectionContainer } from "./section-styles";

/** The offer. Its heading is the page's largest contentful paint, prerendered. */
export function HeroSection() {
  const [before, after] = hero.title.split(price);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_10%,#2563eb_0,transparent_45%),radial-gradient(circle_at_90%_80%,#1e40af_0,transparent_50%)]"
      />
      <div className={cx(sectionContainer, "grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.25fr_1fr]")}>
        {/* min-w-0: a grid item is at least as wide as its longest word, which with wider text
            spacing (WCAG 1.4.12) pushed "professionelle" past a 360 px screen's edge. */}
        <div className="min-w-0">
          <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-gold-400 ring-1 ring-white/20">
            {hero.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold leading-[1.1] tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {before}
            <span className="text-gold-400">{price}</span>
            {after}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-blue-100">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <CtaLink />
          </div>
        </div>
        <div className="min-w-0 rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-black/30 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{hero.priceLabel}</p>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
            <span className="text-5xl font-extrabold text-slate-950">{price}</span>
            <span className="text-xl text-slate-600">
              statt <s>{regularPrice}</s>
            </span>
          </p>
          <p className="mt-3 inline-flex rounded-full bg-gold-400 px-3 py-1 text-sm font-bold text-slate-950">
            Sie sparen {savingPercent}&nbsp;%
          </p>
          <p className="mt-4 font-medium text-slate-800">{hero.hostingLine}</p>
          <ul className="mt-5 space-y-2.5 text-slate-700">
            {hero.points.map((point) => (
              <li key={point} className="flex gap-2.5">
                <CheckIcon className="mt-0.5 shrink-0 text-green-700" />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-slate-600">{vatNote}</p>
        </div>
      </div>
    </section>
  );
}
