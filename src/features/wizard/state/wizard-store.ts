import type { StepNumber, WizardData } from "../model/wizard-data";
import { previousStep } from "../model/navigation";
import { createSessionId } from "../session/session-id";
import { wizardReducer, type WizardAction, type WizardState } from "./wizard-state";

export type WizardActions = {
  hydrate: (state: WizardState) => void;
  updateFields: (fields: Partial<WizardData>) => void;
  goToStep: (step: StepNumber) => void;
  /** Goes to a step whose fields fail and shows them as a failed "Weiter" does (takeArrivalCheck). */
  reviewStep: (step: StepNumber) => void;
  completeStep: (step: StepNumber, to?: StepNumber) => void;
  markCompleted: (steps: StepNumber[]) => void;
  back: () => void;
  /** Clears everything, new session id, step 1. */
  reset: () => void;
  /**
   * While the briefing is being sent, no step change: an edit made on another step then
   * would miss the briefing, and the thank-you screen would never show.
   */
  holdSteps: (held: boolean) => void;
};

/**
 * The one home of the wizard state: a tiny external store (read with
 * useSyncExternalStore), so a keystroke only re-renders what selected the
 * changed value, not the whole wizard.
 */
export type WizardStore = {
  getState: () => WizardState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: WizardAction) => void;
  actions: WizardActions;
  /**
   * Counts replacements from outside the forms (hydrate, reset): the step
   * forms remount on a new epoch to pick up the replaced data.
   */
  getEpoch: () => number;
  /** Whether `step` was opened by reviewStep and has yet to show its problems; answers true once. */
  takeArrivalCheck: (step: StepNumber) => boolean;
};

export function createWizardStore(initial: WizardState): WizardStore {
  let state = initial;
  let epoch = 0;
  // Not part of WizardState: a one-off request of this page, never saved or restored.
  let arrivalCheck: StepNumber | null = null;
  let stepsHeld = false;
  const move = (step: StepNumber) => {
    if (!stepsHeld) dispatch({ type: "goToStep", step });
  };
  const listeners = new Set<() => void>();

  const dispatch = (action: WizardAction) => {
    const next = wizardReducer(state, action);
    if (action.type === "hydrate" || action.type === "reset") epoch += 1;
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    getEpoch: () => epoch,
    takeArrivalCheck: (step) => {
      if (arrivalCheck !== step) return false;
      arrivalCheck = null;
      return true;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    actions: {
      hydrate: (restored) => dispatch({ type: "hydrate", state: restored }),
      updateFields: (fields) => dispatch({ type: "updateFields", fields }),
      goToStep: move,
      reviewStep: (step) => {
        if (stepsHeld) return;
        arrivalCheck = step;
        move(step);
      },
      completeStep: (step, to) => dispatch({ type: "completeStep", step, to }),
      markCompleted: (steps) => dispatch({ type: "markCompleted", steps }),
      back: () => move(previousStep(state.currentStep)),
      reset: () => dispatch({ type: "reset", sessionId: createSessionId() }),
      holdSteps: (held) => {
        stepsHeld = held;
      },
    },
  };
}
