import { get, useFormState, type FieldErrors } from "react-hook-form";

/** Stable element id of a wizard field; the failed-submit focus looks fields up by it. */
export const fieldId = (name: string) => `feld-${name}`;
export const errorId = (name: string) => `${fieldId(name)}-fehler`;
export const hintId = (name: string) => `${fieldId(name)}-hinweis`;

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

/** aria-describedby for a control with an optional hint and a visible error. */
export const describedBy = (name: string, hasHint: boolean, error: string | undefined) =>
  [hasHint ? hintId(name) : "", error ? errorId(name) : ""].filter(Boolean).join(" ") || undefined;

export const controlClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 ${
    invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300"
  }`;
