import type { FocusEvent, MouseEvent } from "react";
import { controlClass, inputLimit } from "~/components/ui/field";
import { secondaryButton } from "../buttons";
import { ADD_CONTROL } from "~/lib/focus-after-removal";

type AddRowProps = {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Adds the typed text (or says why not); Enter, the button, or leaving the row. */
  onAdd: () => void;
  buttonLabel: string;
  invalid: boolean;
  describedBy?: string;
  placeholder?: string;
};

/**
 * An input with its add button, for names that become list items (custom
 * pages, custom fonts). Text typed but not added would be lost on "Weiter":
 * leaving the row for elsewhere on the page adds it. Moving to the button adds
 * nothing yet (its click will), nor does leaving for another app or a dialog
 * (the visitor comes back to the field).
 */
export function AddRow({
  id,
  value,
  onValueChange,
  onAdd,
  buttonLabel,
  invalid,
  describedBy,
  placeholder,
}: AddRowProps) {
  function leave(event: FocusEvent<HTMLElement>) {
    if (leftForPage(event) && value.trim() !== "") onAdd();
  }

  return (
    // Side by side from 420 px; below, the button's label left the input ~60 px. Where both do not
    // fit (200 % text), the button goes below the input instead of past the screen's edge.
    <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:flex-wrap">
      <input
        id={id}
        {...ADD_CONTROL}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onAdd();
          }
        }}
        onBlur={leave}
        maxLength={inputLimit(100)}
        placeholder={placeholder}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${controlClass(invalid)} min-w-0 flex-1 min-[420px]:basis-48`}
      />
      <button
        type="button"
        onMouseDown={keepInputFocus}
        onClick={onAdd}
        onBlur={leave}
        className={`${secondaryButton} px-4 py-2`}
      >
        {buttonLabel}
      </button>
    </div>
  );
}

/**
 * Did the focus leave this control and its siblings for somewhere else on the
 * page, by the visitor's doing? Not when the whole window lost the focus
 * (another app or tab) and not when a dialog took it (it gives it back on closing).
 */
function leftForPage(event: FocusEvent<HTMLElement>): boolean {
  if (!document.hasFocus()) return false;
  const next = event.relatedTarget;
  if (next instanceof Element && next.closest('[role="dialog"], [role="alertdialog"]')) return false;
  return !event.currentTarget.parentElement?.contains(next);
}

/**
 * A press on the add button leaves the focus in the input. Safari and Firefox
 * on macOS and iOS do not focus a pressed button, so the input's blur would
 * tell of a move to nowhere, add the text, and the click would then try to add
 * an empty one.
 */
function keepInputFocus(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}
