import { WIZARD_STEPS, type StepNumber } from "../model/wizard-data";
import { useWizardActions } from "../state/wizard-context";
import { primaryButton, secondaryButton } from "./buttons";
import { ArrowIcon } from "./icons";

/**
 * "Zurück" and the step's own "Weiter zu …" (a submit: the step validates first).
 *
 * "Weiter" calls `onNext` from its click and cancels the browser's form
 * submission: before a submit event Chrome reads every control of the form for
 * autofill (7–25 ms at 4× for step 1, inside the click that reveals the next
 * step). Enter in a field still works: implicit submission clicks this button.
 */
export function StepActions({ step, onNext }: { step: StepNumber; onNext: () => void }) {
  const { back } = useWizardActions();
  return (
    // Wrapping: with 200 % text the two no longer fit side by side, and "Weiter" went off screen.
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:flex-wrap sm:justify-between">
      <button type="button" onClick={back} disabled={step === 1} className={secondaryButton}>
        <ArrowIcon direction="left" />
        Zurück
      </button>
      <button
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onNext();
        }}
        className={`${primaryButton} sm:ml-auto`}
      >
        {WIZARD_STEPS[step - 1]!.next}
        <ArrowIcon />
      </button>
    </div>
  );
}
