import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  adoptUploadLists,
  PROGRESS_CLEAR_MS,
  PROGRESS_RENDER_MS,
  resetUploadTrackers,
  uploadTracker,
  UploadTracker,
} from "./upload-tracker";

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

  it("adds a finished upload to a list replaced from outside, also while its widget is not mounted", () => {
    resetUploadTrackers();
    const file = (id: string) => ({
      id,
      fileName: `${id}.jpg`,
      size: 1,
      mimeType: "image/jpeg",
      url: `u/${id}`,
      path: id,
    });
    const tracker = uploadTracker("images", "session-x");
    const onChange = vi.fn();
    tracker.sync([file("alt")], onChange);
    const key = tracker.start("gross.jpg");
    // The visitor left the step; another device's copy with its own image was taken over.
    adoptUploadLists("session-x", {
      uploaded_images: [file("alt"), file("vom-handy")],
      uploaded_texts: [],
      texte_status: "",
    });
    tracker.succeed(key, file("gross"));
    expect(onChange).toHaveBeenLastCalledWith([file("alt"), file("vom-handy"), file("gross")]);
  });

  it("drops a text upload still running when the replaced state has the texts written instead", () => {
    resetUploadTrackers();
    const tracker = uploadTracker("texts", "session-y");
    const onChange = vi.fn();
    tracker.sync([], onChange);
    const key = tracker.start("texte.pdf");
    adoptUploadLists("session-y", { uploaded_images: [], uploaded_texts: [], texte_status: "texte-erstellen" });
    const entry = { id: "t", fileName: "texte.pdf", size: 1, mimeType: "application/pdf", url: "u/t", path: "t" };
    expect(tracker.succeed(key, entry)).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });
});
