import type { FocusEvent, MouseEvent } from "react";

/**
 * Did the focus leave this control and its siblings (an input with its add
 * button) for somewhere else on the page, by the visitor's doing? Not when the
 * whole window lost the focus (another app or tab: the visitor comes back to
 * the same field) and not when a dialog took it (it gives it back on closing).
 */
export function leftForPage(event: FocusEvent<HTMLElement>): boolean {
  if (!document.hasFocus()) return false;
  const next = event.relatedTarget;
  if (next instanceof Element && next.closest('[role="dialog"], [role="alertdialog"]')) return false;
  return !event.currentTarget.parentElement?.contains(next);
}

/**
 * For an add button next to its input: a press leaves the focus in the input.
 * Safari and Firefox on macOS and iOS do not focus a pressed button, so the
 * input's blur would tell of a move to nowhere, add the text, and the click
 * would then try to add an empty one.
 */
export function keepInputFocus(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}
