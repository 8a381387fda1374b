import { afterEach, describe, expect, it, vi } from "vitest";
import { makesThumbnails, THUMBNAIL_WIDTH, thumbnailOf } from "./thumbnail";

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
    Object.assign(Object.create(URL), {
      createObjectURL: (blob: Blob) =>
        blob instanceof File ? `blob:original/${blob.name}` : `blob:small/${blob.type}`,
    }),
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("thumbnailOf", () => {
  it("draws one picked image at a time, at the tile's width, as a small JPEG or (may be transparent) PNG", async () => {
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

  it("is not used where the browser has no createImageBitmap", () => {
    vi.stubGlobal("createImageBitmap", undefined);
    expect(makesThumbnails()).toBe(false);
  });
});
