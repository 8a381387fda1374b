import type { ComponentProps, ReactNode } from "react";
import {
  describedBy,
  FieldErrorLine,
  fieldFrameClass,
  fieldHintClass,
  fieldLabelClass,
  hintIdOf,
  RequiredMark,
} from "~/components/ui/field";

type FieldsetFrameProps = Omit<ComponentProps<"fieldset">, "id"> & {
  /** The group's first control's id (the one a failed submit focuses): hint and error ids derive from it. */
  controlId: string;
  legend: string;
  /** "spoken" where no control states it itself (toggle buttons; a radio group has aria-required). */
  required?: boolean | "spoken";
  hint?: ReactNode;
  error?: string;
};

/**
 * A FieldFrame for a group of controls (radio cards, toggle buttons): the legend in the label's
 * place, and the same hint, error line and spacing, so that groups and single fields follow each
 * other at one distance (design review L4). The group is described by its hint and error.
 */
export function FieldsetFrame({ controlId, legend, required, hint, error, children, ...fieldset }: FieldsetFrameProps) {
  return (
    <fieldset
      // As a FieldFrame's: an error that appears while the focus is in the group is announced.
      data-field
      aria-describedby={describedBy(controlId, Boolean(hint), error)}
      {...fieldset}
      className={fieldFrameClass}
    >
      <legend className={fieldLabelClass}>
        {legend}
        {required && <RequiredMark spoken={required === "spoken"} />}
      </legend>
      {hint && (
        <p id={hintIdOf(controlId)} className={fieldHintClass}>
          {hint}
        </p>
      )}
      {children}
      <FieldErrorLine id={controlId} error={error} />
    </fieldset>
  );
}
