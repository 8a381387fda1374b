import { BACK_TO_SUMMARY, WIZARD_STEPS, type StepNumber } from "../model/wizard-data";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { primaryButton, secondaryButton } from "./buttons";
import { ArrowIcon } from "./icons";

/**
 * "Zurück" and the step's own "Weiter zu …" (a submit: the step validates first).
 *
 * "Weiter" calls `onNext` from its click and cancels the browser's form
 * submission: before a submit event Chrome reads every control of the form for
 * autofill (7–25 ms at 4× for step 1, inside the click that reveals the next
 * step). Enter in a field still works: implicit submission clicks this button.
 *
 * Once the visitor has reached the summary (step 5 completed), steps 1–4 also offer
 * "Zurück zur Zusammenfassung" (`onSummary`): after "Bearbeiten" on a summary card it takes one
 * click back instead of a "Weiter" through every later step. It validates as "Weiter" does.
 */
export function StepActions({
  step,
  onNext,
  onSummary,
}: {
  step: StepNumber;
  onNext: () => void;
  onSummary?: () => void;
}) {
  const { back } = useWizardActions();
  // "Weiter" on step 5 leads to the summary: completed, it has been reached.
  const summaryReached = useWizardState((state) => state.completedSteps.includes(5));
  const toSummary = onSummary !== undefined && summaryReached;
  return (
    // Wrapping: with 200 % text the two no longer fit side by side, and "Weiter" went off screen.
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:flex-wrap sm:justify-between">
      <button type="button" onClick={back} disabled={step === 1} className={secondaryButton}>
        <ArrowIcon direction="left" />
        Zurück
      </button>
      {toSummary && (
        // A plain button: Enter in a field still submits with "Weiter", the form's first submit button.
        <button type="button" onClick={onSummary} className={`${secondaryButton} sm:ml-auto`}>
          {BACK_TO_SUMMARY}
        </button>
      )}
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onNext();
        }}
        className={`${primaryButton} ${toSummary ? "" : "sm:ml-auto"}`}
      >
        {WIZARD_STEPS[step - 1]!.next}
        <ArrowIcon />
      </button>
    </div>
  );
}
