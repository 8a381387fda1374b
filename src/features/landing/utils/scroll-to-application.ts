import { prefersReducedMotion } from "~/lib/reduced-motion";

/** SPEC §1: the application section's anchor. */
export const APPLICATION_ID = "bewerbungsformular";

/**
 * Smoothly scrolls to the application section (instantly under
 * prefers-reduced-motion) and moves focus there, as an anchor jump would.
 * Without the section on the page the link's own href takes over.
 */
export function scrollToApplication(event: { preventDefault(): void }) {
  const target = document.getElementById(APPLICATION_ID);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = prefersReducedMotion();
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
  if (!reduceMotion) landWhenScrollEnds(target);
}

/**
 * A smooth scroll aims at where the section was when it started. Sections on the way
 * that change height meanwhile (a deferred part hydrating) move the form, and the scroll
 * then ends short (seen in e2e under load, when sections still skipped their layout). One instant correction when it ends lands on the form (a
 * no-op when it got there). It is dropped if the visitor takes over the scrolling, or
 * if no scroll came (already there), so it never moves the page later on its own.
 */
function landWhenScrollEnds(target: HTMLElement) {
  const takeover = ["wheel", "touchstart", "keydown"] as const;
  const land = () => {
    stop();
    target.scrollIntoView({ block: "start" });
  };
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener("scrollend", land);
    takeover.forEach((type) => window.removeEventListener(type, stop));
  };
  const timer = setTimeout(stop, 3000);
  window.addEventListener("scrollend", land);
  takeover.forEach((type) => window.addEventListener(type, stop, { passive: true }));
}
