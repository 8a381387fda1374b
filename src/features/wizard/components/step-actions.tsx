import { WIZARD_STEPS, type StepNumber } from "../model/wizard-data";
import { useWizardActions } from "../state/wizard-context";
import { primaryButton, secondaryButton } from "./buttons";
import { ArrowIcon } from "./icons";

/** "Zurück" and the step's own "Weiter zu …" (a submit: the step validates first). */
export function StepActions({ step }: { step: StepNumber }) {
  const { back } = useWizardActions();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
      <button type="button" onClick={back} disabled={step === 1} className={secondaryButton}>
        <ArrowIcon direction="left" />
        Zurück
      </button>
      <button type="submit" className={primaryButton}>
        {WIZARD_STEPS[step - 1]!.next}
        <ArrowIcon />
      </button>
    </div>
  );
}
