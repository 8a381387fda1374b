import { useEffect, type MouseEvent, type RefObject } from "react";

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

/** Marks the controls that stand in one place in turn (an upload's "Abbrechen", then its file's "Entfernen"). */
export const FOCUS_SLOT_ATTRIBUTE = "data-focus-slot";
export const focusSlot = (slot: string) => ({ [FOCUS_SLOT_ATTRIBUTE]: slot });

/**
 * A control that turns into another (an upload that finishes turns its
 * "Abbrechen" into the file's "Entfernen") is a new element, and the browser
 * drops the focus to <body> when the old one goes (WCAG 2.4.3). Inside
 * `container`, controls of one place share a focus slot (focusSlot): when the
 * focused one leaves the page, its successor in the slot takes the focus.
 * Nothing moves if the visitor has gone on elsewhere, or the slot is empty
 * (then removeButton's rule applies).
 */
export function useFocusSlots(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const slotOf = (target: EventTarget | null) =>
      target instanceof Element
        ? (target.closest(`[${FOCUS_SLOT_ATTRIBUTE}]`)?.getAttribute(FOCUS_SLOT_ATTRIBUTE) ?? null)
        : null;
    // The slot of the control that has the focus, kept when that control leaves the page.
    let slot: string | null = null;
    const onFocusIn = (event: FocusEvent) => {
      slot = slotOf(event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target instanceof Element ? event.target : null;
      const lost = slotOf(left);
      // A control taken off the page may report a blur too: only a real move away (the control
      // still there, no other control taken up since) forgets the slot.
      queueMicrotask(() => {
        if (left?.isConnected && slot === lost) slot = null;
      });
    };
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!slot || (active && active !== document.body)) return;
      const successor = Array.from(root.querySelectorAll<HTMLElement>(`[${FOCUS_SLOT_ATTRIBUTE}]`)).find(
        (control) => control.getAttribute(FOCUS_SLOT_ATTRIBUTE) === slot,
      );
      successor?.focus();
    });
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      observer.disconnect();
    };
  }, [container]);
}
