import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, toast } from "./toast";

// sonner (~9 kB gzip) is not needed until something can raise a toast, and
// every toast of SPEC §8 follows a click, a key press or a dropped file. So the toaster is
// mounted on the first such interaction, keeping sonner off the landing
// page's first load. Toasts raised before it mounted are replayed by sonner
// (ToastState.subscribe hands over the active toasts), so none is lost.
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));
/**
 * A page that raises toasts anyway (the wizard) dispatches this on window when idle: sonner
 * and the toaster then load right away instead of inside the visitor's first key press.
 */
export const TOASTER_WANTED = "app:toaster-wanted";
const INTERACTIONS = ["pointerdown", "keydown", "dragenter", "drop", TOASTER_WANTED] as const;
/** sonner names its close button "Close toast" unless told otherwise. */
const TOAST_OPTIONS = { closeButtonAriaLabel: "Benachrichtigung schließen" };

/** The one toaster of the app; German toasts of SPEC §8 are raised with `toast` from sonner. */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);
  // Escape dismisses every toast: a toast at the top can cover the control that has the focus
  // (the header's, on a phone), and an error toast stays 10 s; this reveals it without moving
  // the focus (WCAG 2.4.11). Inside a dialog, Escape closes the dialog as well.
  useEffect(() => {
    if (!wanted) return;
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") toast.dismiss();
    };
    window.addEventListener("keydown", dismissOnEscape);
    return () => window.removeEventListener("keydown", dismissOnEscape);
  }, [wanted]);
  useToastsGiveWayToFocus(wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* dir given: without it sonner reads getComputedStyle(<html>) on every render, a forced style recalculation. */}
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel="Benachrichtigungen"
        toastOptions={TOAST_OPTIONS}
        dir="ltr"
      />
    </Suspense>
  );
}

/**
 * A toast sits at the top of the screen, where on a phone the step buttons and the header's links
 * are too, and an error toast stays 10 s: a keyboard user tabbing back up met a focused control
 * wholly hidden under it (WCAG 2.4.11). So when Tab or Shift+Tab moves the focus onto something a
 * toast covers, the toasts go, as with Escape. Only for Tab: a failed "Weiter" focuses its first
 * field and raises its toast together, and that toast must stay to be read.
 */
function useToastsGiveWayToFocus(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let tabbing = false;
    const noteKey = (event: KeyboardEvent) => {
      tabbing = event.key === "Tab";
    };
    const giveWay = (event: FocusEvent) => {
      const target = event.target;
      const byTab = tabbing;
      tabbing = false;
      if (!byTab || !(target instanceof Element) || target.closest("[data-sonner-toaster]")) return;
      const toasts = [...document.querySelectorAll("[data-sonner-toast]")].map((toast) =>
        toast.getBoundingClientRect(),
      );
      if (!toasts.some((box) => overlaps(box, target.getBoundingClientRect()))) return;
      toast.dismiss();
    };
    window.addEventListener("keydown", noteKey, { capture: true });
    document.addEventListener("focusin", giveWay);
    return () => {
      window.removeEventListener("keydown", noteKey, { capture: true });
      document.removeEventListener("focusin", giveWay);
    };
  }, [active]);
}

type Box = Pick<DOMRect, "left" | "right" | "top" | "bottom">;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
