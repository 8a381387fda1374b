/** Tells screen-reader users that a link opens a new tab (WCAG 3.2.5 advisory); sighted users see the icon or context. */
export function NewTabHint() {
  return <span className="sr-only"> (öffnet in einem neuen Tab)</span>;
}
