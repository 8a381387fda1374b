import type { ReactNode } from "react";
import { FormProvider, type UseFormReturn, type FieldValues } from "react-hook-form";
import { WIZARD_STEPS, type StepNumber } from "../model/wizard-data";
import { StepActions } from "./step-actions";

type StepCardProps<T extends FieldValues> = {
  step: StepNumber;
  form: UseFormReturn<T>;
  onSubmit: () => void;
  /** Steps 1–4: "Weiter" straight back to the summary, once the visitor has been there. */
  onSubmitToSummary?: () => void;
  intro: string;
  children: ReactNode;
};

/** The frame of steps 1–5: title, intro, the step's form and its Back/Next buttons. */
export function StepCard<T extends FieldValues>({
  step,
  form,
  onSubmit,
  onSubmitToSummary,
  intro,
  children,
}: StepCardProps<T>) {
  const title = WIZARD_STEPS[step - 1]!.title;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={`schritt-${step}-titel`} className="space-y-4 sm:space-y-8">
        <div>
          <h3
            id={`schritt-${step}-titel`}
            className="text-lg leading-6 font-bold text-slate-900 sm:text-xl sm:leading-7"
          >
            {title}
          </h3>
          {/* The key to the asterisk ends the intro: on a line of its own ("Pflichtfelder sind mit *
              markiert.") it pushed the step's first question further down a phone's first screen
              (design review M2). */}
          <p className="mt-1 text-sm text-slate-600 sm:text-base">
            {intro}{" "}
            <span className="whitespace-nowrap">
              <span className="text-red-700">*</span> Pflichtfeld
            </span>
          </p>
        </div>
        {children}
        <StepActions step={step} onNext={onSubmit} onSummary={onSubmitToSummary} />
      </form>
    </FormProvider>
  );
}

/**
 * Fields side by side from `sm` up (two equal columns unless `columns` says
 * otherwise), stacked on a phone with the same space as in a FieldGroup.
 */
export function FieldRow({ columns = "sm:grid-cols-2", children }: { columns?: string; children: ReactNode }) {
  // grid-cols-1 is minmax(0, 1fr): an implicit column is as wide as its longest word, and with 200 %
  // text "Handelsregisternummer" pushed the field past a phone's edge.
  return <div className={`grid grid-cols-1 gap-x-5 gap-y-3 ${columns}`}>{children}</div>;
}

/** A titled group of fields inside a step. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // A card from `sm` up. On a phone a heading over the fields, which keep the card's padding as
    // width: larger and bolder than a field's label, and a rule beside it (the fieldset's top
    // border, which the legend interrupts) marks where the group begins.
    <fieldset className="space-y-3 border-t border-slate-300 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-slate-50/60 sm:p-6">
      <legend className="mb-2 max-w-full pr-3 text-base font-bold hyphens-auto wrap-break-word text-slate-900 sm:mb-0 sm:px-1 sm:font-semibold">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}
