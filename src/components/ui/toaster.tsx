import { lazy, Suspense, useEffect, useState } from "react";

// sonner (~9 kB gzip) is not needed until something can raise a toast, and
// every toast of SPEC §8 follows a click, a key press or a dropped file. So the toaster is
// mounted on the first such interaction, keeping sonner off the landing
// page's first load. Toasts raised before it mounted are replayed by sonner
// (ToastState.subscribe hands over the active toasts), so none is lost.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));
/**
 * A page that raises toasts anyway and ships sonner itself (the wizard)
 * dispatches this on window when idle: the toaster then mounts right away
 * instead of inside the visitor's first key press.
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
      if (event.key === "Escape") void import("sonner").then(({ toast }) => toast.dismiss());
    };
    window.addEventListener("keydown", dismissOnEscape);
    return () => window.removeEventListener("keydown", dismissOnEscape);
  }, [wanted]);
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
