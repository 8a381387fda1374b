import { toast } from "~/components/ui/toast";
import { toastMessages } from "~/schemas/wizard-messages";
import { stepAccess, stepName } from "../model/navigation";
import type { StepNumber } from "../model/wizard-data";
import type { WizardStore } from "../state/wizard-store";

/**
 * Opens `target` if SPEC §4's step-button rule allows it, else names the first incomplete step
 * in a toast. The step buttons and the browser's Back and Forward (step-history.ts) ask this.
 */
export function openStep(store: WizardStore, target: StepNumber): boolean {
  const access = stepAccess(target, store.getState());
  if (access.allowed) {
    store.actions.goToStep(target);
    return store.getState().currentStep === target;
  }
  const message = toastMessages.lockedStep(access.blockingStep, stepName(access.blockingStep));
  toast.error(message.title, { description: message.description });
  return false;
}
