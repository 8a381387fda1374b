import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { ChevronLeftIcon, ChevronRightIcon, ExternalIcon, FiveStarsIcon } from "~/components/ui/icons";
import { StaticHtml } from "~/components/ui/deferred-hydration";
import { reviews, specialOfferCta } from "~/content/landing";
import { site } from "~/content/site";
import { cx } from "~/lib/cx";
import { prefersReducedMotion } from "~/lib/reduced-motion";
import { testimonials } from "~/content/testimonials";
import type { CarouselApi } from "./reviews-carousel-binder";
import { CtaLink } from "./cta-link";
import { sectionContainer, sectionHeading, sectionLead } from "./section-styles";

// The carousel engine is fetched when the section comes near the viewport, so
// it is not part of the landing page's first load (the slides are plain HTML).
const CarouselBinder = lazy(() => import("./reviews-carousel-binder"));

export function ReviewsSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  const onApi = useCallback((next: CarouselApi) => setApi(next), []);
  // Below the medium breakpoint the only way through the carousel would be a swipe, a path
  // gesture; the previous/next buttons show from that breakpoint on (SPEC §2). So phones get one
  // button that lists every review, one below the other (WCAG 2.5.1), and puts the carousel back.
  const [listed, setListed] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasListed = useRef(false);
  useEffect(() => {
    // Back to one slide, the button would be far above the place the visitor scrolled to.
    if (!listed && wasListed.current) toggleRef.current?.scrollIntoView({ block: "nearest" });
    wasListed.current = listed;
  }, [listed]);
  // Buttons and arrow keys move the row without a word: a status says where it went.
  const [shown, setShown] = useState("");
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setShown(reviews.shownStatus(api.selectedScrollSnap() + 1, testimonials.length));
    api.on("select", onSelect);
    return () => void api.off("select", onSelect);
  }, [api]);
  // Under prefers-reduced-motion the slides change at once (Embla's jump) instead of sliding.
  const showPrevious = () => api?.scrollPrev(prefersReducedMotion());
  const showNext = () => api?.scrollNext(prefersReducedMotion());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      showPrevious();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      showNext();
    }
  };

  const arrowClass =
    "flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50";

  return (
    <section ref={sectionRef} aria-labelledby="bewertungen-titel" className="bg-slate-50 py-16 md:py-24">
      <div className={sectionContainer}>
        <h2 id="bewertungen-titel" className={sectionHeading}>
          {reviews.title}
        </h2>
        <p className={sectionLead}>{reviews.lead}</p>

        {/* SPEC §2: the arrow keys navigate, so the region itself takes focus
            (the slides hold nothing focusable, the buttons hide on phones). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="region"
          aria-roledescription="Karussell"
          aria-label={reviews.carouselLabel}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="mt-10 rounded-2xl"
        >
          <div
            ref={setViewport}
            id={listId}
            className={
              listed
                ? "overflow-hidden max-md:[&>ul]:flex-col max-md:[&>ul]:gap-4 max-md:[&>ul>li]:basis-auto"
                : "overflow-hidden"
            }
            data-testid="reviews-viewport"
          >
            {/* Plain HTML, never hydrated: Embla moves these nodes itself. */}
            <StaticHtml as="ul" className="-ml-4 flex touch-pan-y">
              {testimonials.map((review, index) => (
                <li
                  key={review.name}
                  aria-roledescription="Folie"
                  aria-label={`${index + 1} von ${testimonials.length}`}
                  className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
                  data-testid="review-slide"
                >
                  <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <div className="text-gold-500" role="img" aria-label={reviews.starsLabel}>
                      <FiveStarsIcon size={20} />
                    </div>
                    <blockquote className="mt-4 grow text-slate-800">„{review.bewertung}“</blockquote>
                    <figcaption className="mt-5 border-t border-slate-100 pt-4">
                      <span className="block font-semibold text-slate-950">{review.name}</span>
                      <span className="block text-sm text-slate-600">{review.business}</span>
                      <span className="mt-1 block text-xs font-medium uppercase tracking-wide text-brand-700">
                        {site.reviewSourceLabel}
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </StaticHtml>
          </div>
          {/* Below the slides, not over their edges: the cards keep the heading's left edge and
              no arrow covers a card's text, at every width from the medium breakpoint on. */}
          <div className="mt-6 hidden justify-end gap-3 md:flex">
            <button type="button" aria-label={reviews.previous} onClick={showPrevious} className={arrowClass}>
              <ChevronLeftIcon />
            </button>
            <button type="button" aria-label={reviews.next} onClick={showNext} className={arrowClass}>
              <ChevronRightIcon />
            </button>
          </div>
          <ScreenReaderStatus>{shown}</ScreenReaderStatus>
        </div>
        {/* Listed, the 30 reviews are some 9,000 px tall: the button to put them back stays at the
            screen's bottom edge while they pass, not only at their end. */}
        <div className={cx("mt-6 flex md:hidden", listed && "sticky bottom-4 z-10")}>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={listed}
            aria-controls={listId}
            onClick={() => setListed((now) => !now)}
            className={buttonClass("secondary", "md", listed ? "shadow-lg" : undefined)}
          >
            {listed ? reviews.showFewer : reviews.showAll(testimonials.length)}
          </button>
        </div>

        <div className="mt-10 flex flex-col items-start gap-5">
          <a
            href={site.reviewSearchUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {reviews.searchLink}
            <ExternalIcon width={18} height={18} />
            <NewTabHint />
          </a>
          <CtaLink>{specialOfferCta}</CtaLink>
        </div>
      </div>
      {wanted && viewport && (
        <Suspense fallback={null}>
          <CarouselBinder viewport={viewport} onApi={onApi} listed={listed} />
        </Suspense>
      )}
    </section>
  );
}
