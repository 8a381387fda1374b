import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_CLEAR_MS, PROGRESS_RENDER_MS, UploadTracker } from "./upload-tracker";

describe("UploadTracker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells the widget about progress at most every 100 ms, and about a finished upload at once", () => {
    const tracker = new UploadTracker();
    const a = tracker.start("a.png");
    const b = tracker.start("b.png");
    const listener = vi.fn();
    tracker.subscribe(listener);
    const progressOf = (key: string) => tracker.getSnapshot().find((item) => item.key === key)?.progress;

    tracker.progress(a, 0.1);
    expect(listener).toHaveBeenCalledTimes(1);
    tracker.progress(b, 0.2);
    tracker.progress(a, 0.3);
    // Held back, but already in the snapshot the next render reads.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(progressOf(a)).toBe(0.3);

    vi.advanceTimersByTime(PROGRESS_RENDER_MS);
    expect(listener).toHaveBeenCalledTimes(2);

    tracker.progress(b, 0.5);
    const entry = { id: "e-a", fileName: "a.png", size: 1, mimeType: "image/png", url: "https://x.test/a", path: "a" };
    tracker.succeed(a, entry, PROGRESS_CLEAR_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(progressOf(b)).toBe(0.5);
    // The success carried the held-back progress: no extra render for it.
    vi.advanceTimersByTime(PROGRESS_RENDER_MS);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
