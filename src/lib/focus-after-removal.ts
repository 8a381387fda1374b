import type { MouseEvent } from "react";

/** Marks the buttons that take their list item away, so focus can find the next one. */
export const REMOVE_BUTTON = { "data-remove": "" } as const;
export const REMOVE_BUTTON_SELECTOR = "[data-remove]";
/** Marks the control beside a list that adds to it (a picker button, an input): focus goes there when the list is empty. */
export const ADD_CONTROL = { "data-add": "" } as const;
export const ADD_CONTROL_SELECTOR = "[data-add]:not(:disabled)";

/** A removal may wait for the server (a text file is deleted from storage first). */
const GIVE_UP_MS = 30_000;

/**
 * A button that removes its own list item takes the focus with it, and the
 * browser drops it to <body> (WCAG 2.4.3: a keyboard or screen-reader user
 * loses their place). Call it from the button's click: once the item has left
 * the page, focus goes to the remove button now in its place, else the one
 * before it, else the control beside the list that adds items. Nothing moves
 * if the item stays (a failed delete keeps it) or the visitor has gone on
 * elsewhere meanwhile.
 */
export function focusNextAfterRemoval(button: HTMLElement) {
  const item = button.closest("li");
  const list = item?.parentElement;
  // The list goes when its last item does; the widget around it stays.
  const widget = list?.parentElement;
  if (!item || !list || !widget) return;
  const index = Array.prototype.indexOf.call(list.children, item);
  const started = performance.now();
  const check = () => {
    if (item.isConnected) {
      if (performance.now() - started < GIVE_UP_MS) requestAnimationFrame(check);
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active !== button) return;
    const remaining = list.isConnected ? Array.from(list.querySelectorAll<HTMLElement>(REMOVE_BUTTON_SELECTOR)) : [];
    const add = widget.querySelector<HTMLElement>(ADD_CONTROL_SELECTOR);
    (remaining[index] ?? remaining[index - 1] ?? add)?.focus();
  };
  requestAnimationFrame(check);
}

/** The props of a list item's remove button: marked, and focus goes on once `remove` took the item away. */
export function removeButton(remove: () => void) {
  return {
    ...REMOVE_BUTTON,
    onClick: (event: MouseEvent<HTMLElement>) => {
      focusNextAfterRemoval(event.currentTarget);
      remove();
    },
  };
}
