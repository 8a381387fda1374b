/**
 * A polite live region only screen readers hear: for changes the page shows without a message
 * of its own (a file uploaded or removed, a page added, the carousel moved). It stays in the
 * page while empty, so a screen reader already watches it when the text arrives.
 */
export function ScreenReaderStatus({ children }: { children: string }) {
  return (
    <p role="status" className="sr-only">
      {children}
    </p>
  );
}
