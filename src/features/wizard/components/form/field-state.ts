import { get, useFormState, type FieldErrors } from "react-hook-form";
import { errorIdOf, hintIdOf } from "~/components/ui/field";

/** Stable element id of a wizard field; the failed-submit focus looks fields up by it. */
export const fieldId = (name: string) => `feld-${name}`;
export const errorId = (name: string) => errorIdOf(fieldId(name));
export const hintId = (name: string) => hintIdOf(fieldId(name));

/**
 * A field's error, shown only once the field was touched or a submit was
 * tried (SPEC §4). Subscribes to this one field, so typing elsewhere does not
 * re-render it.
 */
export function useFieldError(name: string): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const message = (get(errors, name) as FieldErrors[string] | undefined)?.message;
  const touched = Boolean(get(touchedFields, name));
  return typeof message === "string" && (touched || isSubmitted) ? message : undefined;
}
