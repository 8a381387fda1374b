/** The id of every page's <main>: the skip link's target, and where focus goes when nothing else can take it. */
export const MAIN_CONTENT_ID = "inhalt";

/**
 * Puts the focus at the start of the page's content, for when the control that had it is gone
 * or never was one (a dialog that opened by itself): without this it falls to <body>, and a
 * keyboard or screen-reader user starts again from the top of the page (WCAG 2.4.3).
 */
export function focusMainContent(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}
