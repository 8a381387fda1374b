import { useEffect } from "react";
import { openDialog } from "~/components/ui/dialog";
import { openStep } from "../components/open-step";
import { useWizardStore } from "../state/wizard-context";
import { followStepHistory } from "../state/step-history";

/**
 * Back and Forward move between the wizard's steps (step-history.ts) while `enabled`: not after
 * the briefing was sent, whose thank-you screen no step may replace. While a dialog is open they
 * close it as Escape would, and the step stays.
 */
export function useStepHistory(enabled: boolean) {
  const store = useWizardStore();
  useEffect(() => {
    if (!enabled) return;
    return followStepHistory(store, (step) => openStep(store, step), openDialog);
  }, [store, enabled]);
}
