import { prefersReducedMotion } from "~/lib/reduced-motion";
import { fieldId } from "../components/form/field-state";

/** SPEC §2: the focus follows 300 ms after the scroll starts, so it doesn't cut the smooth scroll short. */
export const FOCUS_DELAY_MS = 300;

/** The invalid field that comes first on the page (errors arrive in schema order, not DOM order). */
export function firstInvalidField(names: readonly string[], doc: Document = document) {
  const found = names
    .map((name) => ({ name, element: doc.getElementById(fieldId(name)) }))
    .filter((entry): entry is { name: string; element: HTMLElement } => entry.element !== null);
  found.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found[0] ?? null;
}

export function scrollToAndFocus(element: HTMLElement) {
  element.scrollIntoView?.({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "center" });
  window.setTimeout(() => element.focus({ preventScroll: true }), FOCUS_DELAY_MS);
}
