import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import type * as z from "zod/mini";
import { afterNextPaint } from "~/lib/after-next-paint";
import { toastMessages } from "~/schemas/wizard-messages";
import { sameAnswer, type StepNumber, type WizardData } from "../model/wizard-data";
import { invalidStepToast } from "../model/step-toasts";
import { useWizardStore } from "../state/wizard-context";
import { firstInvalidField, scrollToAndFocus } from "./focus-first-invalid";

type StepSchema = z.ZodMiniObject;

/** The toast of a failed "Weiter" (SPEC §8), one at a time. */
const INVALID_STEP_TOAST_ID = "invalid-step";
type ValuesOf<S extends StepSchema> = z.input<S> & FieldValues;

type StepFormOptions<S extends StepSchema> = {
  step: StepNumber;
  schema: S;
  /** Initial values; by default the schema's fields as stored. */
  defaults?: (data: WizardData) => ValuesOf<S>;
};

/**
 * One react-hook-form per step. The form holds the fields while the step is
 * shown and writes every change straight into the wizard store (cheap: the
 * store wakes only the components whose slice changed). A valid "Weiter"
 * completes the step; an invalid one raises the step's toast and moves the
 * focus to the first invalid field.
 */
export function useStepForm<S extends StepSchema>({ step, schema, defaults }: StepFormOptions<S>) {
  const store = useWizardStore();
  const fields = Object.keys(schema.shape);
  const valuesOf = (data: WizardData) =>
    (defaults
      ? defaults(data)
      : Object.fromEntries(fields.map((key) => [key, data[key as keyof WizardData]]))) as ValuesOf<S>;
  const form = useForm<ValuesOf<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<ValuesOf<S>>,
    defaultValues: valuesOf(store.getState().data) as DefaultValues<ValuesOf<S>>,
    // SPEC §4: a field is validated on its first blur, then on every change.
    mode: "onTouched",
    reValidateMode: "onChange",
    // Focus moves only after the scroll (see scrollToAndFocus).
    shouldFocusError: false,
  });

  useLayoutEffect(() => {
    // A step rendered ahead of time (hidden, step-content.tsx) took its values when it mounted;
    // by the time it is shown, an earlier step may have changed what they derive from (the logo
    // of step 1 answers step 2's logo question). Runs before the step is painted.
    const readAgain = () => {
      const current = valuesOf(store.getState().data);
      const shown = form.getValues();
      if (!Object.keys(current).every((key) => sameAnswer(current[key], shown[key]))) form.reset(current);
    };
    readAgain();
    // A step woken ahead (step-content.tsx) runs this before it is shown: it reads again in the
    // step change that shows it, before React renders it.
    let currentStep = store.getState().currentStep;
    return store.subscribe(() => {
      const { currentStep: next } = store.getState();
      if (next === currentStep) return;
      // What a failed "Weiter" of the step left behind says nothing about the next one.
      if (currentStep === step) toast.dismiss(INVALID_STEP_TOAST_ID);
      currentStep = next;
      if (next === step) readAgain();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per showing; valuesOf is derived from the props
  }, [form, store]);

  useEffect(() => {
    // Derived defaults (e.g. recomputed pages) reach the store even if the visitor changes nothing.
    store.actions.updateFields(form.getValues() as Partial<WizardData>);
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        const root = name?.split(".")[0];
        const fields = root ? { [root]: form.getValues(root as never) } : form.getValues();
        store.actions.updateFields(fields as Partial<WizardData>);
      },
    });
  }, [form, store]);

  const showProblems = (errors: object) => {
    const invalid = fields.filter((field) => field in errors);
    const first = firstInvalidField(invalid);
    const message = invalidStepToast(step, first?.name ?? invalid[0]);
    // One toast however often "Weiter" fails: the next failure replaces it (and restarts its time).
    toast.error(message.title, { description: message.description, id: INVALID_STEP_TOAST_ID });
    if (first) scrollToAndFocus(first.element);
  };

  const submitTo = (to?: StepNumber) =>
    form.handleSubmit(() => {
      toast.dismiss(INVALID_STEP_TOAST_ID);
      store.actions.completeStep(step, to);
      afterNextPaint(() => toast.success(toastMessages.saved.title));
    }, showProblems);
  const onSubmit = submitTo();
  /** As "Weiter", but straight back to the summary (StepActions). */
  const onSubmitToSummary = submitTo(6);

  useEffect(() => {
    // Sent here by the summary because this step's fields fail (reviewStep): shown as a failed
    // "Weiter" shows them, without completing the step if they pass by now. After the step's first
    // paint, so that the scroll to the field starts from the step's heading (WizardShell).
    if (store.takeArrivalCheck(step)) afterNextPaint(() => void form.handleSubmit(() => undefined, showProblems)());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per showing of the step
  }, [form, store, step]);

  return { form, onSubmit, onSubmitToSummary };
}
