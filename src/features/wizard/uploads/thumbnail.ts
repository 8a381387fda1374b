import { previewUrlOf } from "./upload-tracker";

/** Width of an image tile's preview in pixels: a tile is at most ~200 CSS px wide, shown at up to 2× density. */
export const THUMBNAIL_WIDTH = 400;

/** Formats that may be transparent keep it (PNG); photos become a small JPEG. */
const MAY_BE_TRANSPARENT = new Set(["image/png", "image/gif", "image/webp", "image/avif"]);

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
 * cannot afford. The browser decodes the image off the main thread at the
 * tile's size; one image at a time, so only one full-size decode is held at
 * once. An image this browser cannot decode (HEIC in Chrome, a broken file)
 * gets no preview: its `<img>` could not show it either, and would load it whole.
 */
export function thumbnailOf(file: File): Promise<string | undefined> {
  const made = queue.then(() => drawSmall(file)).catch(() => undefined);
  queue = made;
  return made;
}

async function drawSmall(file: File): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file, { resizeWidth: THUMBNAIL_WIDTH, resizeQuality: "medium" });
  try {
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d");
    if (!context) return previewUrlOf(file);
    context.drawImage(bitmap, 0, 0);
    const type = MAY_BE_TRANSPARENT.has(file.type) ? "image/png" : "image/jpeg";
    const small = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    return small ? URL.createObjectURL(small) : previewUrlOf(file);
  } finally {
    bitmap.close();
  }
}
