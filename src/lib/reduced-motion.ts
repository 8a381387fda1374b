/** Whether the visitor asked the system for less motion (WCAG 2.3.3); false where media queries are unknown. */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
