// @vitest-environment node
// Node's Blob has stream(), which ImageDecoder is given; the canvas and the decoders are stand-ins.
import { afterEach, describe, expect, it, vi } from "vitest";
import { drawSmall, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from "./thumbnail-draw";

type Drawn = { source: unknown; args: number[] };

/** An OffscreenCanvas that records its size and what was drawn, and "encodes" to a small blob. */
function fakeCanvas() {
  const canvases: { width: number; height: number; drawn: Drawn[]; smoothing?: string }[] = [];
  vi.stubGlobal(
    "OffscreenCanvas",
    class {
      record: (typeof canvases)[number];
      constructor(width: number, height: number) {
        this.record = { width, height, drawn: [] };
        canvases.push(this.record);
      }
      getContext() {
        const record = this.record;
        return {
          set imageSmoothingQuality(quality: string) {
            record.smoothing = quality;
          },
          drawImage: (source: unknown, ...args: number[]) => record.drawn.push({ source, args }),
        };
      }
      convertToBlob({ type }: { type: string }) {
        return Promise.resolve(new Blob(["klein"], { type }));
      }
    },
  );
  return canvases;
}

/** createImageBitmap answering with a bitmap of the requested width and 3:4 proportions. */
function fakeBitmaps() {
  const bitmap = { width: THUMBNAIL_WIDTH, height: 533, close: vi.fn() };
  const createImageBitmap = vi.fn(async () => bitmap);
  vi.stubGlobal("createImageBitmap", createImageBitmap);
  return { createImageBitmap, bitmap };
}

/**
 * WebCodecs stand-ins: an ImageDecoder whose first frame is a photo stored sideways (coded
 * 500 × 375, shown 375 × 500), and a VideoFrame with or without the rotation it carries.
 */
function fakeDecoder({ rotation = true, supported = true, fails = false } = {}) {
  const frame = { displayWidth: 375, displayHeight: 500, codedWidth: 500, codedHeight: 375, close: vi.fn() };
  const made: { init: ImageDecoderInit; close: ReturnType<typeof vi.fn> }[] = [];
  class FakeImageDecoder {
    static isTypeSupported = vi.fn(async () => supported);
    close = vi.fn();
    constructor(init: ImageDecoderInit) {
      made.push({ init, close: this.close });
    }
    async decode() {
      if (fails) throw new DOMException("Failed to decode frame at index 0", "EncodingError");
      return { image: frame, complete: true };
    }
  }
  class FakeVideoFrame {}
  if (rotation) Object.defineProperty(FakeVideoFrame.prototype, "rotation", { get: () => 0 });
  vi.stubGlobal("ImageDecoder", FakeImageDecoder);
  vi.stubGlobal("VideoFrame", FakeVideoFrame);
  return { frame, made };
}

const photo = () => new File(["jpeg bytes"], "hochkant.jpg", { type: "image/jpeg" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("drawSmall", () => {
  it("decodes a JPEG scaled down while decoding, and draws it upright at the tile's width", async () => {
    const canvases = fakeCanvas();
    const { createImageBitmap } = fakeBitmaps();
    const { frame, made } = fakeDecoder();

    const small = await drawSmall(photo());

    expect(made).toHaveLength(1);
    expect(made[0]!.init).toMatchObject({
      type: "image/jpeg",
      desiredWidth: THUMBNAIL_WIDTH,
      desiredHeight: THUMBNAIL_HEIGHT,
    });
    expect(made[0]!.init.data).toBeInstanceOf(ReadableStream);
    expect(createImageBitmap).not.toHaveBeenCalled();
    // Shown 375 × 500: drawn 400 wide and as tall as that keeps the proportions, smoothed.
    expect(canvases).toEqual([
      { width: THUMBNAIL_WIDTH, height: 533, smoothing: "high", drawn: [{ source: frame, args: [0, 0, 400, 533] }] },
    ]);
    expect(small?.type).toBe("image/jpeg");
    expect(frame.close).toHaveBeenCalled();
    expect(made[0]!.close).toHaveBeenCalled();
  });

  it("rejects (no preview) when the decoder cannot read the file, and closes the decoder", async () => {
    fakeCanvas();
    fakeBitmaps();
    const { made } = fakeDecoder({ fails: true });
    await expect(drawSmall(photo())).rejects.toThrow(/decode/);
    expect(made[0]!.close).toHaveBeenCalled();
  });

  it.each([
    ["frames do not carry their rotation", { rotation: false }],
    ["the decoder does not take JPEG", { supported: false }],
  ])("lets createImageBitmap decode where %s", async (_, options) => {
    const canvases = fakeCanvas();
    const { createImageBitmap, bitmap } = fakeBitmaps();
    const { made } = fakeDecoder(options);

    await drawSmall(photo());

    expect(made).toHaveLength(0);
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), { resizeWidth: 400, resizeQuality: "medium" });
    expect(canvases[0]!.drawn).toEqual([{ source: bitmap, args: [0, 0, 400, 533] }]);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it("draws other formats with createImageBitmap (only a JPEG decodes scaled), keeping PNG for transparency", async () => {
    fakeCanvas();
    const { createImageBitmap } = fakeBitmaps();
    const { made } = fakeDecoder();
    const small = await drawSmall(new File(["png bytes"], "logo.png", { type: "image/png" }));
    expect(made).toHaveLength(0);
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
    expect(small?.type).toBe("image/png");
  });

  it("uses createImageBitmap where there is no ImageDecoder", async () => {
    fakeCanvas();
    const { createImageBitmap } = fakeBitmaps();
    await drawSmall(photo());
    expect(createImageBitmap).toHaveBeenCalledTimes(1);
  });
});
