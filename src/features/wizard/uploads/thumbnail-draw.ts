/** Width of an image tile's preview in pixels: a tile is at most ~200 CSS px wide, shown at up to 2× density. */
export const THUMBNAIL_WIDTH = 400;
/** The height asked of a scaled decode: a 4:3 photo at the tile's width. */
export const THUMBNAIL_HEIGHT = 300;

/** Formats that may be transparent keep it (PNG); photos become a small JPEG. */
const MAY_BE_TRANSPARENT = new Set(["image/png", "image/gif", "image/webp", "image/avif"]);

/**
 * Formats whose decoder can scale while it decodes: a JPEG's 8 × 8 blocks can be decoded at 1/2,
 * 1/4 or 1/8 of their size. Other formats would be decoded whole either way.
 */
const SCALED_DECODE_TYPES = new Set(["image/jpeg"]);

/**
 * Draws a picked image at the tile's width and encodes it small. Runs in the
 * thumbnail worker (OffscreenCanvas) and, where there is none, on the page.
 * Rejects when the browser cannot decode the image; null when it cannot encode.
 */
export async function drawSmall(file: Blob): Promise<Blob | null> {
  const image = await decodeSmall(file);
  try {
    const height = Math.max(1, Math.round((image.height * THUMBNAIL_WIDTH) / image.width));
    const canvas = canvasOf(THUMBNAIL_WIDTH, height);
    const context = canvas.getContext("2d") as (CanvasDrawImage & Partial<CanvasImageSmoothing>) | null;
    if (!context) return null;
    // A scaled decode still leaves up to 2× to shrink; the default smoothing would alias it.
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, THUMBNAIL_WIDTH, height);
    const type = MAY_BE_TRANSPARENT.has(file.type) ? "image/png" : "image/jpeg";
    return await ("convertToBlob" in canvas
      ? canvas.convertToBlob({ type, quality: 0.85 })
      : new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85)));
  } finally {
    image.close();
  }
}

type Decoded = { source: CanvasImageSource; width: number; height: number; close(): void };

/**
 * The image decoded as small as the browser can. A photo goes through WebCodecs' ImageDecoder
 * with a desired size, so the JPEG decoder scales while it decodes: a 12-megapixel photo comes
 * out at 500 × 375 (1/8) instead of 4000 × 3000, which in the Chromium here took 66–94 ms
 * instead of 142–197 and holds 0.75 MB instead of 48 MB (docs/decisions/033).
 * createImageBitmap decodes the whole image before it resizes; it stays for other formats and
 * for browsers whose decoded frames do not carry the photo's EXIF orientation.
 */
async function decodeSmall(file: Blob): Promise<Decoded> {
  if (await decodesScaled(file.type)) {
    const decoder = new ImageDecoder({
      data: file.stream(),
      type: file.type,
      desiredWidth: THUMBNAIL_WIDTH,
      desiredHeight: THUMBNAIL_HEIGHT,
    });
    try {
      const { image } = await decoder.decode();
      // Display size: a portrait photo stored sideways (EXIF) is as tall as it is shown.
      return {
        source: image,
        width: image.displayWidth,
        height: image.displayHeight,
        close: () => {
          image.close();
          decoder.close();
        },
      };
    } catch (error) {
      decoder.close();
      throw error;
    }
  }
  const bitmap = await createImageBitmap(file, { resizeWidth: THUMBNAIL_WIDTH, resizeQuality: "medium" });
  return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

/**
 * Whether `type` goes through the scaled decode. Only where a decoded frame knows its rotation
 * (VideoFrame.rotation, which drawImage applies): browsers with ImageDecoder but without it
 * would draw a phone's portrait photo lying on its side.
 */
async function decodesScaled(type: string): Promise<boolean> {
  if (!SCALED_DECODE_TYPES.has(type)) return false;
  if (typeof ImageDecoder !== "function" || typeof VideoFrame !== "function") return false;
  if (!("rotation" in VideoFrame.prototype)) return false;
  return ImageDecoder.isTypeSupported(type).catch(() => false);
}

/** A worker has only OffscreenCanvas; a page without it, a canvas element. */
function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement("canvas"), { width, height });
}
