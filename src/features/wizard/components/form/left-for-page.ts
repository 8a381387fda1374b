import type { FocusEvent } from "react";

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
