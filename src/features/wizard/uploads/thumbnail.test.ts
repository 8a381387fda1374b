// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { THUMBNAIL_WIDTH } from "./thumbnail-draw";
import { answer, type ThumbnailReply, type ThumbnailRequest } from "./thumbnail.worker";

/** createImageBitmap calls that finish when the test says so. */
function deferredBitmaps() {
  const calls: { file: Blob; options: ImageBitmapOptions; resolve: () => void; reject: (error: Error) => void }[] = [];
  vi.stubGlobal(
    "createImageBitmap",
    (file: Blob, options: ImageBitmapOptions) =>
      new Promise((resolve, reject) =>
        calls.push({
          file,
          options,
          resolve: () => resolve({ width: THUMBNAIL_WIDTH, height: 300, close: vi.fn() }),
          reject,
        }),
      ),
  );
  return calls;
}

/** A canvas that "encodes" to a small blob, and object URLs named after what they hold. */
function fakeCanvasAndUrls() {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (callback, type) {
    callback(new Blob(["klein"], { type }));
  });
  vi.stubGlobal(
    "URL",
    class extends URL {
      static createObjectURL = (blob: Blob) =>
        blob instanceof File ? `blob:original/${blob.name}` : `blob:small/${blob.type}`;
    },
  );
}

type FakeWorker = { posted: ThumbnailRequest[]; reply(data: ThumbnailReply): void; fail(): void };

/** A Worker global whose instances record what the page sends and answer when the test says so. */
function fakeWorkers(): FakeWorker[] {
  const made: FakeWorker[] = [];
  class Fake extends EventTarget {
    posted: ThumbnailRequest[] = [];
    constructor() {
      super();
      made.push(this as unknown as FakeWorker);
    }
    postMessage(message: ThumbnailRequest) {
      this.posted.push(message);
    }
    reply(data: ThumbnailReply) {
      this.dispatchEvent(new MessageEvent("message", { data }));
    }
    fail() {
      this.dispatchEvent(new Event("error", { cancelable: true }));
    }
    terminate() {}
  }
  vi.stubGlobal("Worker", Fake);
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      getContext() {
        return { drawImage: vi.fn() };
      }
      convertToBlob({ type }: { type: string }) {
        return Promise.resolve(new Blob(["klein"], { type }));
      }
    },
  );
  return made;
}

/** A fresh module for each test: the worker, once started or failed, lives as long as the page. */
async function thumbnails() {
  vi.resetModules();
  return import("./thumbnail");
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("thumbnailOf", () => {
  it("draws one picked image at a time, at the tile's width, as a small JPEG or (may be transparent) PNG", async () => {
    const { thumbnailOf, makesThumbnails } = await thumbnails();
    const calls = deferredBitmaps();
    fakeCanvasAndUrls();
    expect(makesThumbnails()).toBe(true);
    const photo = thumbnailOf(new File(["x"], "foto.jpg", { type: "image/jpeg" }));
    const logo = thumbnailOf(new File(["x"], "logo.png", { type: "image/png" }));
    await flush();
    // The second waits: only one full-size decode at a time.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toMatchObject({ resizeWidth: THUMBNAIL_WIDTH });
    calls[0]!.resolve();
    expect(await photo).toBe("blob:small/image/jpeg");
    await flush();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await logo).toBe("blob:small/image/png");
  });

  it("gives no preview of an image this browser cannot decode (HEIC in Chrome), and goes on with the next", async () => {
    const { thumbnailOf } = await thumbnails();
    const calls = deferredBitmaps();
    fakeCanvasAndUrls();
    const heic = thumbnailOf(new File(["x"], "iphone.heic", { type: "image/heic" }));
    const next = thumbnailOf(new File(["x"], "foto.jpg", { type: "image/jpeg" }));
    await flush();
    calls[0]!.reject(new Error("InvalidStateError"));
    expect(await heic).toBeUndefined();
    await flush();
    calls[1]!.resolve();
    expect(await next).toBe("blob:small/image/jpeg");
  });

  it("draws in a worker where there is one: the page passes the file and makes the URL of what comes back", async () => {
    const { thumbnailOf } = await thumbnails();
    const workers = fakeWorkers();
    fakeCanvasAndUrls();
    const photo = thumbnailOf(new File(["x"], "foto.jpg", { type: "image/jpeg" }));
    const heic = thumbnailOf(new File(["x"], "iphone.heic", { type: "image/heic" }));
    await flush();
    expect(workers).toHaveLength(1);
    const [worker] = workers;
    // One at a time here too.
    expect(worker!.posted.map(({ file }) => file.name)).toEqual(["foto.jpg"]);
    worker!.reply({ id: worker!.posted[0]!.id, small: new Blob(["klein"], { type: "image/jpeg" }) });
    expect(await photo).toBe("blob:small/image/jpeg");
    await flush();
    worker!.reply({ id: worker!.posted[1]!.id, small: undefined });
    expect(await heic).toBeUndefined();
    expect(workers).toHaveLength(1);
  });

  it("draws on the page when the worker cannot start, also the image it was drawing", async () => {
    const { thumbnailOf } = await thumbnails();
    const calls = deferredBitmaps();
    const workers = fakeWorkers();
    fakeCanvasAndUrls();
    const photo = thumbnailOf(new File(["x"], "foto.jpg", { type: "image/jpeg" }));
    await flush();
    workers[0]!.fail();
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    expect(await photo).toBe("blob:small/image/jpeg");
    // And from then on without a worker.
    const next = thumbnailOf(new File(["x"], "zwei.jpg", { type: "image/jpeg" }));
    await flush();
    expect(workers).toHaveLength(1);
    calls[1]!.resolve();
    expect(await next).toBe("blob:small/image/jpeg");
  });

  it("is not used where the browser has no createImageBitmap", async () => {
    const { makesThumbnails } = await thumbnails();
    vi.stubGlobal("createImageBitmap", undefined);
    expect(makesThumbnails()).toBe(false);
  });
});

describe("the thumbnail worker", () => {
  it("answers with the small image, or with nothing for an image it cannot decode", async () => {
    const calls = deferredBitmaps();
    fakeWorkers(); // for its OffscreenCanvas
    const drawn = answer({ id: 7, file: new File(["x"], "logo.png", { type: "image/png" }) });
    const broken = answer({ id: 8, file: new File(["x"], "kaputt.jpg", { type: "image/jpeg" }) });
    await flush();
    calls[0]!.resolve();
    calls[1]!.reject(new Error("InvalidStateError"));
    const reply = await drawn;
    expect(reply.id).toBe(7);
    expect(reply.small?.type).toBe("image/png");
    expect(await broken).toEqual({ id: 8, small: undefined });
  });
});
