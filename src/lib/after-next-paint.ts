/**
 * Runs `callback` once the browser has painted what changed so far. Secondary
 * feedback (a toast) then does not hold up the frame that shows what the
 * visitor asked for: the next step. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (typeof requestAnimationFrame !== "function") {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs just before that frame's paint; a task queued from it runs after.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
