/**
 * Runs `callback` once the browser has painted what changed so far. Secondary
 * feedback (a toast) then does not hold up the frame that shows what the
 * visitor asked for: the next step.
 */
export function afterNextPaint(callback: () => void) {
  if (typeof requestAnimationFrame !== "function") return void setTimeout(callback, 0);
  // A frame callback runs just before that frame's paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(callback, 0));
}
