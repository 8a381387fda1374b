/**
 * Runs `callback` when the browser is idle, at the latest after `timeout` ms;
 * where there is no requestIdleCallback (Safari, jsdom) after `fallbackDelay`
 * ms. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }) {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(id);
}
