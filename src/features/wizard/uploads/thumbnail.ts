import { drawSmall } from "./thumbnail-draw";
import { previewUrlOf } from "./upload-tracker";
import type { ThumbnailReply, ThumbnailRequest } from "./thumbnail.worker";

/** Whether this browser can draw a picked image small (createImageBitmap and a canvas that encodes). */
export const makesThumbnails = () =>
  typeof createImageBitmap === "function" &&
  typeof document !== "undefined" &&
  typeof HTMLCanvasElement !== "undefined" &&
  typeof HTMLCanvasElement.prototype.toBlob === "function";

let queue: Promise<unknown> = Promise.resolve();

/**
 * A small preview of a picked image, as an object URL. Showing the file
 * itself made the page load every picked file whole into its memory (a
 * trace of 21 photos: 125 MB), which a phone with 50 photos of up to 25 MB
 * cannot afford. The image is decoded as small as the browser can
 * (thumbnail-draw.ts); one at a time, so at most one decode is held at once. An image this
 * browser cannot decode (HEIC in Chrome, a broken file) gets no preview: its
 * `<img>` could not show it either, and would load it whole.
 */
export function thumbnailOf(file: File): Promise<string | undefined> {
  const made = queue.then(() => smallUrlOf(file)).catch(() => undefined);
  queue = made;
  return made;
}

async function smallUrlOf(file: File): Promise<string | undefined> {
  const drawer = worker();
  const small = await (drawer ? inWorker(drawer, file) : drawSmall(file));
  if (small === undefined) return undefined;
  return small ? URL.createObjectURL(small) : previewUrlOf(file);
}

// ── The worker ──────────────────────────────────────────────────────────
// createImageBitmap reads the whole file in the thread that calls it: on the
// page, bench:upload's 21 files kept the main thread busy for 1.1 s of data-pipe
// reads while the visitor may be typing. In a worker the page only passes a
// reference to the file.

type Pending = { id: number; resolve: (small: Blob | null | undefined) => void; reject: (error: unknown) => void };

let thumbnailWorker: Worker | null | undefined;
let pending: Pending | undefined;
let nextId = 0;

/** The worker, started on first use; null where there is none or it failed. */
function worker(): Worker | null {
  if (thumbnailWorker !== undefined) return thumbnailWorker;
  thumbnailWorker = null;
  if (typeof Worker !== "function" || typeof OffscreenCanvas !== "function") return null;
  try {
    const started = new Worker(new URL("./thumbnail.worker.ts", import.meta.url), { type: "module" });
    started.addEventListener("message", (event: MessageEvent<ThumbnailReply>) => {
      if (event.data.id !== pending?.id) return;
      pending.resolve(event.data.small);
      pending = undefined;
    });
    // A worker that cannot load (a blocked script, an old browser) leaves drawing to the page.
    started.addEventListener("error", (event) => {
      event.preventDefault();
      started.terminate();
      thumbnailWorker = null;
      pending?.reject(new Error("thumbnail worker failed"));
      pending = undefined;
    });
    thumbnailWorker = started;
  } catch {
    thumbnailWorker = null;
  }
  return thumbnailWorker;
}

function inWorker(drawer: Worker, file: File): Promise<Blob | null | undefined> {
  return new Promise<Blob | null | undefined>((resolve, reject) => {
    pending = { id: ++nextId, resolve, reject };
    drawer.postMessage({ id: pending.id, file } satisfies ThumbnailRequest);
  }).catch(() => drawSmall(file));
}
