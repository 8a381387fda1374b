import { useEffect, useRef } from "react";
import { site } from "~/content/site";
import { primaryButton } from "../components/buttons";

const nextSteps = [
  {
    title: `Prüfung innerhalb von ${site.terms.replyWithinHours} Stunden`,
    text: "Wir sehen uns Ihre Angaben genau an und melden uns bei Rückfragen.",
  },
  {
    title: "Detailliertes Angebot per E-Mail",
    text: "Sie erhalten ein individuelles Angebot zu Ihrer neuen Website.",
  },
  {
    title: "Kick-off nach Ihrer Zusage",
    text: "Nehmen Sie das Angebot an, starten wir gemeinsam mit einem Kick-off-Termin.",
  },
  {
    title: `Projektdauer: ${site.terms.projectWeeks} Wochen`,
    text: "So lange dauert es in der Regel von Ihrer Anfrage bis zur fertigen Website.",
  },
];

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
