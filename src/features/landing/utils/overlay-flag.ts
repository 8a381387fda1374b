import { site } from "~/content/site";

/** SPEC §2: where closing the overlay is remembered ("azubi-overlay-closed-2025"). */
export const OVERLAY_CLOSED_KEY = `azubi-overlay-closed-${site.offer.year}`;
/** SPEC §2: dispatched on window when the overlay is closed. */
export const OVERLAY_CLOSED_EVENT = "azubi-overlay-closed";

// Storage can be missing or throw (private mode, blocked cookies, quota): the
// flag then lives for this page view only and the site keeps working.
let closedThisPageView = false;

export function isOverlayClosed(): boolean {
  if (closedThisPageView) return true;
  try {
    return window.localStorage.getItem(OVERLAY_CLOSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function rememberOverlayClosed() {
  closedThisPageView = true;
  try {
    window.localStorage.setItem(OVERLAY_CLOSED_KEY, "true");
  } catch {
    // see above
  }
  window.dispatchEvent(new Event(OVERLAY_CLOSED_EVENT));
}

/** For tests: forget the in-memory flag. */
export function resetOverlayFlagForTests() {
  closedThisPageView = false;
}

export function subscribeOverlayFlag(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === OVERLAY_CLOSED_KEY) onChange();
  };
  window.addEventListener(OVERLAY_CLOSED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(OVERLAY_CLOSED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
