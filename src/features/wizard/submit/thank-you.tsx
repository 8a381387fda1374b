import { useEffect, useRef } from "react";
import { briefingNextSteps as nextSteps } from "~/content/next-steps";
import { primaryButton } from "../components/buttons";

/** SPEC §2 step 6: shown after a successful submit. */
export function ThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The page from its top: focusing the heading alone scrolled it to the window's edge, with the
    // page's title cut off above it. The focus still moves (screen readers, keyboard).
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="danke-titel"
      className="space-y-6 rounded-xl border border-green-200 bg-green-50 p-4 sm:p-6 md:p-10"
    >
      <h2 id="danke-titel" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-green-900">
        Vielen Dank für Ihre Projektanfrage!
      </h2>
      <p>Ihre Angaben sind bei uns eingegangen. So geht es weiter:</p>
      <ol className="space-y-4">
        {nextSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-green-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => window.location.reload()} className={primaryButton}>
        Neue Anfrage starten
      </button>
    </section>
  );
}
