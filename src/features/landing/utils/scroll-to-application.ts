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
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}
