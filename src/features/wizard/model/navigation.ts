import { step1Schema } from "~/schemas/wizard-step-1";
import { step2Schema } from "~/schemas/wizard-step-2";
import { step3Schema } from "~/schemas/wizard-step-3";
import { step4Schema } from "~/schemas/wizard-step-4";
import { step5Schema } from "~/schemas/wizard-step-5";
import { fitsBranche } from "./page-packages";
import { sameAnswer, WIZARD_STEPS, type StepNumber, type WizardData } from "./wizard-data";

/** Navigation rules of SPEC §4 as plain functions over the wizard state. */

export type NavigationState = {
  data: WizardData;
  currentStep: StepNumber;
  completedSteps: readonly StepNumber[];
};

const schemas = { 1: step1Schema, 2: step2Schema, 3: step3Schema, 4: step4Schema, 5: step5Schema } as const;

export const LAST_STEP = WIZARD_STEPS.length as StepNumber;

type FormStepNumber = keyof typeof schemas;
/**
 * Step 3 also reads step 1's branch: its package must be one that branch is offered. A visitor
 * who changed the branch after choosing "Restaurant" had sent the restaurant's pages for a
 * consultancy. Step 3 then counts as incomplete, and showing it drops the package and
 * recomputes the pages (contentDefaults).
 */
const otherStepsFields: Partial<Record<FormStepNumber, (keyof WizardData)[]>> = { 3: ["branche"] };
const holdsAcrossSteps = (step: FormStepNumber, data: WizardData) =>
  step !== 3 || fitsBranche(data.seitenpaket, data.branche);

const stepFields = Object.fromEntries(
  Object.entries(schemas).map(([step, schema]) => [
    step,
    [
      ...(Object.keys(schema.shape) as (keyof WizardData)[]),
      ...(otherStepsFields[Number(step) as FormStepNumber] ?? []),
    ],
  ]),
) as Record<FormStepNumber, (keyof WizardData)[]>;

/**
 * The last verdict per step and what it was based on. The step buttons ask on
 * every keystroke, which changes one step's fields only: the other schemas
 * need no new parse. The day is part of the key because the founding year and
 * deadline rules depend on today.
 */
const lastVerdicts = new Map<FormStepNumber, { day: string; values: unknown[]; valid: boolean }>();

/** Whether a step's fields pass its schema; the summary (6) has no fields of its own. */
export function isStepValid(step: StepNumber, data: WizardData): boolean {
  if (step === 6) return true;
  const day = new Date().toDateString();
  const values = stepFields[step].map((field) => data[field]);
  const last = lastVerdicts.get(step);
  if (last && last.day === day && last.values.every((value, index) => sameAnswer(value, values[index]))) {
    return last.valid;
  }
  const valid = schemas[step].safeParse(data).success && holdsAcrossSteps(step, data);
  lastVerdicts.set(step, { day, values, valid });
  return valid;
}

/** The first step before `target` whose fields do not validate, or null. */
export function firstInvalidStepBefore(target: StepNumber, data: WizardData): StepNumber | null {
  for (const { number } of WIZARD_STEPS) {
    if (number >= target) break;
    if (!isStepValid(number, data)) return number;
  }
  return null;
}

export type StepAccess = { allowed: true } | { allowed: false; blockingStep: StepNumber };

/**
 * A step button works if its step is at or below the current one and completed,
 * or if all earlier steps validate; otherwise the first incomplete step is named.
 */
export function stepAccess(target: StepNumber, state: NavigationState): StepAccess {
  if (target <= state.currentStep && state.completedSteps.includes(target)) return { allowed: true };
  const blockingStep = firstInvalidStepBefore(target, state.data);
  return blockingStep === null ? { allowed: true } : { allowed: false, blockingStep };
}

export type StepStatus = "current" | "completed" | "open" | "locked";

/** Whether each step's fields validate, in step order; each schema is parsed once. */
export const stepValidity = (data: NavigationState["data"]): boolean[] =>
  WIZARD_STEPS.map(({ number }) => isStepValid(number, data));

/**
 * How each step button looks: current blue, completed green, locked grey with a lock.
 * `valid` is stepValidity of the data, possibly a frame old (see useStepValidity).
 */
export function stepStatuses(
  state: Pick<NavigationState, "currentStep" | "completedSteps">,
  valid: readonly boolean[],
): StepStatus[] {
  return WIZARD_STEPS.map(({ number }) => {
    if (number === state.currentStep) return "current";
    const completed = state.completedSteps.includes(number);
    const allowed = (number <= state.currentStep && completed) || valid.slice(0, number - 1).every(Boolean);
    if (!allowed) return "locked";
    return completed ? "completed" : "open";
  });
}

export const previousStep = (step: StepNumber): StepNumber => Math.max(1, step - 1) as StepNumber;
export const nextStep = (step: StepNumber): StepNumber => Math.min(LAST_STEP, step + 1) as StepNumber;

export const stepName = (step: StepNumber) => WIZARD_STEPS[step - 1]!.name;
