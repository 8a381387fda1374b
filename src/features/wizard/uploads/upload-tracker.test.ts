import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  adoptUploadLists,
  PROGRESS_CLEAR_MS,
  PROGRESS_RENDER_MS,
  resetUploadTrackers,
  uploadsRunning,
  uploadTracker,
  UploadTracker,
} from "./upload-tracker";
import { deferred, entry } from "../testing/upload-harness";

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

  it("puts a preview drawn after the start on the upload and on its stored entry, and revokes one nobody shows", () => {
    const revoked: string[] = [];
    vi.stubGlobal("URL", Object.assign(Object.create(URL), { revokeObjectURL: (url: string) => revoked.push(url) }));
    try {
      const tracker = new UploadTracker();
      const listener = vi.fn();
      tracker.subscribe(listener);

      // Drawn while uploading: the item shows it, and the stored entry takes it over.
      const early = tracker.start("early.jpg");
      tracker.setPreview(early, "blob:early");
      expect(tracker.getSnapshot().find((item) => item.key === early)?.previewUrl).toBe("blob:early");
      tracker.succeed(early, entry("early.jpg", { id: "early" }));
      expect(tracker.previewOf("early")).toBe("blob:early");

      // Drawn after the upload was stored and its item went: the entry gets it, and the widget hears of it.
      const late = tracker.start("late.jpg");
      tracker.succeed(late, entry("late.jpg", { id: "late" }));
      expect(tracker.tileKeyOf("late")).toBe(late);
      expect(tracker.previewOf("late")).toBeUndefined();
      const calls = listener.mock.calls.length;
      tracker.setPreview(late, "blob:late");
      expect(tracker.previewOf("late")).toBe("blob:late");
      expect(listener.mock.calls.length).toBe(calls + 1);

      // Drawn after the visitor cancelled the upload: nobody shows it.
      const gone = tracker.start("gone.jpg");
      tracker.cancel(gone);
      tracker.setPreview(gone, "blob:gone");
      expect(revoked).toEqual(["blob:gone"]);
    } finally {
      vi.unstubAllGlobals();
    }
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

  it("keeps the order the files were picked in, in the list and on screen, whichever upload ends first", () => {
    const tracker = new UploadTracker();
    const onChange = vi.fn();
    const before = entry("von-gestern.jpg");
    tracker.sync([before], onChange);
    const [gross, klein, mittel] = ["gross.jpg", "klein.jpg", "mittel.jpg"].map((name) => tracker.start(name));
    const rows = () =>
      tracker.inPickOrder(
        tracker.files,
        tracker.getSnapshot().filter((item) => item.status !== "done"),
        {
          file: (file) => `${file.fileName} gespeichert`,
          pending: (item) => `${item.fileName} lädt`,
        },
      );

    tracker.succeed(klein!, entry("klein.jpg"));
    expect(onChange).toHaveBeenLastCalledWith([before, entry("klein.jpg")]);
    expect(rows()).toEqual([
      "von-gestern.jpg gespeichert",
      "gross.jpg lädt",
      "klein.jpg gespeichert",
      "mittel.jpg lädt",
    ]);

    tracker.succeed(mittel!, entry("mittel.jpg"));
    tracker.succeed(gross!, entry("gross.jpg"));
    expect(onChange).toHaveBeenLastCalledWith([before, entry("gross.jpg"), entry("klein.jpg"), entry("mittel.jpg")]);
    expect(rows()).toEqual([
      "von-gestern.jpg gespeichert",
      "gross.jpg gespeichert",
      "klein.jpg gespeichert",
      "mittel.jpg gespeichert",
    ]);
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

  it("cancels one upload: its request is aborted, its item goes, and nothing of it lands in the list", async () => {
    resetUploadTrackers();
    const tracker = uploadTracker("images", "session-z");
    const onChange = vi.fn();
    tracker.sync([], onChange);
    const send = { haengt: deferred<never>(), laeuft: deferred<ReturnType<typeof stored>>() };
    const stored = (name: string) => ({
      id: name,
      fileName: name,
      size: 1,
      mimeType: "image/jpeg",
      url: `u/${name}`,
      path: `p/${name}`,
    });
    const signals: Record<string, AbortSignal | undefined> = {};
    const removeStored = vi.fn(async () => {});
    const upload = (name: "haengt" | "laeuft") => {
      const key = tracker.start(`${name}.jpg`);
      const outcome = tracker.upload(
        key,
        ({ signal }) => {
          signals[name] = signal;
          signal?.addEventListener("abort", () => send[name].reject(new Error("aborted")));
          return send[name].promise;
        },
        removeStored,
      );
      return { key, outcome };
    };
    const stuck = upload("haengt");
    const other = upload("laeuft");
    expect(uploadsRunning("session-z")).toBe(true);

    tracker.cancel(stuck.key);
    expect(signals.haengt?.aborted).toBe(true);
    expect(tracker.getSnapshot().map((item) => item.fileName)).toEqual(["laeuft.jpg"]);
    expect(await stuck.outcome).toBe("discarded");
    // The other file goes on and lands.
    expect(signals.laeuft?.aborted).toBe(false);
    send.laeuft.resolve(stored("laeuft.jpg"));
    expect(await other.outcome).toBe("stored");
    expect(onChange).toHaveBeenLastCalledWith([stored("laeuft.jpg")]);
    expect(uploadsRunning("session-z")).toBe(false);
    vi.runAllTimers();
    expect(tracker.getSnapshot()).toEqual([]);
  });

  it("deletes a file that was stored just as the visitor cancelled it, instead of listing it", async () => {
    const tracker = new UploadTracker();
    const onChange = vi.fn();
    tracker.sync([], onChange);
    const key = tracker.start("spaet.pdf");
    const late = deferred<{
      id: string;
      fileName: string;
      size: number;
      mimeType: string;
      url: string;
      path: string;
    }>();
    const removeStored = vi.fn(async () => {});
    // A transport that no longer listens to the abort (the answer was already on its way).
    const outcome = tracker.upload(key, () => late.promise, removeStored);
    tracker.cancel(key);
    late.resolve({ id: "s", fileName: "spaet.pdf", size: 1, mimeType: "application/pdf", url: "u/s", path: "p/s" });
    expect(await outcome).toBe("discarded");
    await Promise.resolve();
    expect(removeStored).toHaveBeenCalledWith("p/s");
    expect(onChange).not.toHaveBeenCalled();
  });
});
