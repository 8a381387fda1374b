import { withoutNul } from "~/lib/without-nul";
import { emptyWizardData, sameAnswer, WIZARD_STEPS, type StepNumber, type WizardData } from "../model/wizard-data";
import { nextStep } from "../model/navigation";

/**
 * Everything the wizard knows, as one JSON-serialisable object: this is what
 * the session layer persists (localStorage and wizard_sessions) and restores
 * with `hydrate`.
 */
export type WizardState = {
  sessionId: string;
  data: WizardData;
  currentStep: StepNumber;
  completedSteps: StepNumber[];
};

export type WizardAction =
  /** Replaces everything, e.g. with a restored session. */
  | { type: "hydrate"; state: WizardState }
  | { type: "updateFields"; fields: Partial<WizardData> }
  | { type: "goToStep"; step: StepNumber }
  /** A successful "Weiter": the step is completed, and the wizard moves on (to `to`, by default the next step). */
  | { type: "completeStep"; step: StepNumber; to?: StepNumber }
  /** Marks steps completed that another device completed (no move, the forms stay as they are). */
  | { type: "markCompleted"; steps: StepNumber[] }
  /** Clears everything and starts over on step 1 with a new session id. */
  | { type: "reset"; sessionId: string };

export function initialWizardState(sessionId: string): WizardState {
  return { sessionId, data: emptyWizardData(), currentStep: 1, completedSteps: [] };
}

const isStepNumber = (value: unknown): value is StepNumber => WIZARD_STEPS.some((step) => step.number === value);

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "hydrate": {
      const { sessionId, data, currentStep, completedSteps } = action.state;
      return {
        sessionId,
        // Fields added to WizardData after the copy was saved get their defaults.
        data: { ...emptyWizardData(), ...data },
        currentStep: isStepNumber(currentStep) ? currentStep : 1,
        completedSteps: [...new Set((completedSteps ?? []).filter(isStepNumber))].sort(),
      };
    }
    case "updateFields": {
      // Whatever the visitor typed is stored, saved and sent without U+0000 (Postgres refuses it).
      const fields = withoutNul(action.fields);
      const changed = (Object.keys(fields) as (keyof WizardData)[]).some(
        (key) => !sameAnswer(state.data[key], fields[key]),
      );
      // Unchanged state keeps its identity, so subscribers are not woken per keystroke for nothing.
      return changed ? { ...state, data: { ...state.data, ...fields } } : state;
    }
    case "goToStep":
      return state.currentStep === action.step ? state : { ...state, currentStep: action.step };
    case "completeStep":
      return {
        ...state,
        currentStep: action.to ?? nextStep(action.step),
        completedSteps: state.completedSteps.includes(action.step)
          ? state.completedSteps
          : [...state.completedSteps, action.step].sort(),
      };
    case "markCompleted": {
      const added = action.steps.filter((step) => isStepNumber(step) && !state.completedSteps.includes(step));
      return added.length === 0 ? state : { ...state, completedSteps: [...state.completedSteps, ...added].sort() };
    }
    case "reset":
      return initialWizardState(action.sessionId);
  }
}
