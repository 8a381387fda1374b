import { focusStepHeading } from "../components/step-header";
import { sessionMessages } from "./messages";

/**
 * Stays while this tab's session is over elsewhere (sent or reset in another tab or on another
 * device): before, a toast said so for 15 s, and then "Weiter" went on announcing "Fortschritt
 * automatisch gespeichert" while nothing was saved, and a reload lost everything typed since.
 */
export function EndedElsewhereNotice({ onContinue }: { onContinue: () => void }) {
  const { title, notice, continueAsNew } = sessionMessages.goneElsewhere;
  return (
    <section
      aria-labelledby="entwurf-beendet-titel"
      className="mb-6 flex flex-col items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row"
    >
      <div role="alert" className="flex-1 space-y-1">
        <h2 id="entwurf-beendet-titel" className="font-semibold">
          {title}
        </h2>
        <p className="text-sm">{notice}</p>
      </div>
      <button
        type="button"
        onClick={() => {
          // The notice goes with its button: the visitor goes on at the step (WCAG 2.4.3).
          focusStepHeading();
          onContinue();
        }}
        className="rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-amber-100"
      >
        {continueAsNew}
      </button>
    </section>
  );
}
