/**
 * Runs `callback` once the browser has painted what changed so far. Secondary
 * feedback (a toast) then does not hold up the frame that shows what the
 * visitor asked for: the next step. Returns a function that cancels it.
 *
 * A hidden page paints no frames (requestAnimationFrame waits until it is shown
 * again), so there the callback runs without waiting: an autosave queued behind
 * it must not stall while the visitor is in another tab.
 */
export function afterNextPaint(callback: () => void): () => void {
  const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function" || hidden()) {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs just before that frame's paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    document.removeEventListener("visibilitychange", onHidden);
    timer = setTimeout(callback, 0);
  });
  function onHidden() {
    if (!hidden()) return;
    cancelAnimationFrame(frame);
    document.removeEventListener("visibilitychange", onHidden);
    timer = setTimeout(callback, 0);
  }
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener("visibilitychange", onHidden);
    clearTimeout(timer);
  };
}
