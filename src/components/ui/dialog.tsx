import * as RadixDialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ComponentProps, type RefObject } from "react";
import { focusMainContent } from "~/components/layout/main-content";
import { cx } from "~/lib/cx";
import { CloseIcon } from "./icons";

/**
 * Radix Dialog, styled once. Radix moves focus in, traps it, hides the rest of
 * the page from assistive technology and closes on Escape and on a click on
 * the backdrop. On close, focus goes back to the element that had it when the
 * dialog opened (Radix itself returns it only to a `Dialog.Trigger`, which our
 * dialogs opened from toolbars, timers and page clicks do not have), or, when
 * none had it or it is gone, to the start of the page's content.
 */
export const Dialog = RadixDialog.Root;
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;

type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /** A centred card, or the whole viewport. */
  layout?: "card" | "fullscreen";
  /** The backdrop's look, instead of the default dim. */
  overlayClassName?: string;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Without the corner close button (a dialog that must be answered with one of its own buttons). */
  closable?: boolean;
  /** The close button's place and colours, instead of the default ones. */
  closeClassName?: string;
};

const layouts = {
  card: "left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl sm:p-8",
  fullscreen: "inset-0",
};

export function DialogContent({
  layout = "card",
  className,
  overlayClassName,
  closeLabel = "Schließen",
  closable = true,
  closeClassName,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      {/* A look given replaces the default: two background utilities on one element would leave
          the choice to the order of Tailwind's CSS (the closing overlay's 95 % lost to the 70 %). */}
      <RadixDialog.Overlay className={cx("fixed inset-0 z-50", overlayClassName ?? "bg-slate-950/70")} />
      <RadixDialog.Content
        className={cx("fixed z-50 overflow-y-auto focus:outline-none", layouts[layout], className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const target = returnFocusTo.current;
          // Opened by itself (on load, by a timer), or its opener is gone: the page's content.
          if (target?.isConnected) target.focus();
          else focusMainContent();
        }}
        // Radix's focus trap moves the focus without scrolling when Tab wraps from the last control
        // to the first: in a dialog taller than the screen the focused one stayed out of view
        // (WCAG 2.4.11). The nearest scroll that shows it.
        onFocusCapture={(event) => (event.target as HTMLElement).scrollIntoView?.({ block: "nearest" })}
        {...props}
      >
        <RememberFocus intoRef={returnFocusTo} />
        {children}
        {closable && (
          <RadixDialog.Close
            aria-label={closeLabel}
            className={cx(
              "absolute rounded-full p-2",
              closeClassName ?? "right-3 top-3 text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            <CloseIcon width={22} height={22} />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * Mounted with the open dialog: notes what had focus, before Radix moves it in
 * (its focus scope does that in an effect; layout effects run first).
 */
function RememberFocus({ intoRef }: { intoRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    intoRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [intoRef]);
  return null;
}

/**
 * One of the site's dialogs is open: for the browser's Back and Forward, which address it before
 * the page behind it (a phone's Back button closes an overlay).
 */
export const openDialog = {
  isOpen: (doc: Document = document) =>
    doc.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null,
  /** Does what Escape does: closes the topmost dialog, unless it must be answered (`onEscapeKeyDown`). */
  dismiss: (doc: Document = document) =>
    doc.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true })),
};
