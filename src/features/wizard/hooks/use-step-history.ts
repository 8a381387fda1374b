import { useEffect } from "react";
import { openStep } from "../components/open-step";
import { useWizardStore } from "../state/wizard-context";
import { followStepHistory } from "../state/step-history";

/**
 * Back and Forward move between the wizard's steps (step-history.ts) while `enabled`: not after
 * the briefing was sent, whose thank-you screen no step may replace.
 */
export function useStepHistory(enabled: boolean) {
  const store = useWizardStore();
  useEffect(() => {
    if (!enabled) return;
    return followStepHistory(store, (step) => openStep(store, step));
  }, [store, enabled]);
}
