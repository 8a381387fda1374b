/** What the page told canvas-confetti's worker, and when the visitor closed the overlay. */
export type ConfettiLog = { events: ("canvas" | "burst" | "reset" | "resize" | "close")[]; errors: string[] };

/**
 * Runs in the page before its scripts (addInitScript / evaluateOnNewDocument); must be
 * self-contained. canvas-confetti drives its worker only through postMessage, so its
 * messages show whether a burst was fired after the overlay closed and whether the
 * animation was reset; the worker's uncaught errors reach the page as window errors.
 */
export function recordConfetti() {
  const log: ConfettiLog = { events: [], errors: [] };
  (window as unknown as { __confetti: ConfettiLog }).__confetti = log;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, ...args: [message: unknown, transfer?: unknown]) {
    const data = (args[0] ?? {}) as Record<string, unknown>;
    if (data.canvas) log.events.push("canvas");
    else if (data.options) log.events.push("burst");
    else if (data.reset) log.events.push("reset");
    else if (data.resize) log.events.push("resize");
    Reflect.apply(post, this, args);
  } as typeof post;
  addEventListener("error", (event) => log.errors.push(event.message));
  addEventListener("unhandledrejection", (event) => log.errors.push(String(event.reason)));
  const closing = (event: Event) => {
    const onClose =
      (event instanceof KeyboardEvent && event.key === "Escape") ||
      (event.target instanceof Element && event.target.closest('[aria-label="Hinweis schließen"]'));
    if (onClose && document.querySelector('[data-testid="closing-overlay"]')) log.events.push("close");
  };
  addEventListener("keydown", closing, { capture: true });
  addEventListener("click", closing, { capture: true });
}

/** The confetti's faults after closing: empty when none. */
export function confettiFaults(log: ConfettiLog): string[] {
  const faults = log.errors.map((error) => `page error: ${error}`);
  const closedAt = log.events.indexOf("close");
  if (closedAt < 0) return [...faults, "the overlay was not closed"];
  const after = log.events.slice(closedAt + 1);
  const bursts = after.filter((event) => event === "burst").length;
  if (bursts) faults.push(`${bursts} confetti burst(s) fired after closing`);
  if (log.events.includes("canvas") && !after.includes("reset")) faults.push("the confetti was not reset on closing");
  return faults;
}
