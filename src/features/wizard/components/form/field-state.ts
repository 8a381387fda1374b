import { useCallback, useSyncExternalStore } from "react";
import { useFormContext, type FieldError } from "react-hook-form";
import { errorIdOf, hintIdOf } from "~/components/ui/field";

/** Stable element id of a wizard field; the failed-submit focus looks fields up by it. */
export const fieldId = (name: string) => `feld-${name}`;
export const errorId = (name: string) => errorIdOf(fieldId(name));
export const hintId = (name: string) => hintIdOf(fieldId(name));

const FIELD_STATE = { errors: true, touchedFields: true, isSubmitted: true } as const;

/** The message a field shows: its error's, once it was touched or a submit was tried (SPEC §4). */
export const visibleError = (error: FieldError | undefined, touched: boolean, submitted: boolean) =>
  typeof error?.message === "string" && (touched || submitted) ? error.message : undefined;

/**
 * A field's error, shown only once the field was touched or a submit was
 * tried (SPEC §4). The field re-renders only when that message changes: not
 * for each validation while the visitor types, nor for a "Weiter" that
 * passes (a form's first submit would otherwise re-render every field of
 * the step in the click, bench:wizard).
 */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState, subscribe } = useFormContext();
  const watchField = useCallback(
    (onChange: () => void) => subscribe({ name, formState: FIELD_STATE, callback: onChange }),
    [subscribe, name],
  );
  const current = () => {
    const { error, isTouched } = getFieldState(name);
    // Read from the form's state, not its formState proxy: reading the proxy subscribes the
    // whole step to the flag, and a submit would re-render all of it.
    return visibleError(error, isTouched, control._formState.isSubmitted);
  };
  return useSyncExternalStore(watchField, current, current);
}
