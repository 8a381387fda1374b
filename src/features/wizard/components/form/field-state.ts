import { useCallback, useRef, useSyncExternalStore } from "react";
import { useFormContext, type FieldError } from "react-hook-form";
import { errorIdOf, hintIdOf } from "~/components/ui/field";
import { afterNextPaint } from "~/lib/after-next-paint";

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
 *
 * An error that a key press in the field itself brings up shows one frame
 * later: the frame of the key press shows what was typed (or deleted) first.
 * An error that goes, or one raised by leaving the field or by "Weiter", shows at once.
 */
export function useFieldError(name: string): string | undefined {
  const { control, getFieldState, subscribe } = useFormContext();
  const current = useCallback(() => {
    const { error, isTouched } = getFieldState(name);
    // Read from the form's state, not its formState proxy: reading the proxy subscribes the
    // whole step to the flag, and a submit would re-render all of it.
    return visibleError(error, isTouched, control._formState.isSubmitted);
  }, [control, getFieldState, name]);
  const shown = useRef<{ message: string | undefined } | null>(null);
  shown.current ??= { message: current() };

  const watchField = useCallback(
    (onChange: () => void) => {
      let cancelLater: (() => void) | undefined;
      const show = (message: string | undefined) => {
        shown.current = { message };
        onChange();
      };
      const update = () => {
        cancelLater?.();
        cancelLater = undefined;
        const next = current();
        if (next === shown.current?.message) return;
        if (shown.current?.message === undefined && isTypingIn(name)) {
          cancelLater = afterNextPaint(() => {
            cancelLater = undefined;
            show(current());
          });
        } else {
          show(next);
        }
      };
      const unsubscribe = subscribe({ name, formState: FIELD_STATE, callback: update });
      // What changed while unsubscribed (a hidden step, the first render).
      update();
      return () => {
        unsubscribe();
        cancelLater?.();
      };
    },
    [subscribe, current, name],
  );
  const snapshot = () => shown.current?.message;
  return useSyncExternalStore(watchField, snapshot, snapshot);
}

const isTypingIn = (name: string) => typeof document !== "undefined" && document.activeElement?.id === fieldId(name);
