/** Width of an image tile's preview in pixels: a tile is at most ~200 CSS px wide, shown at up to 2× density. */
export const THUMBNAIL_WIDTH = 400;

/** Formats that may be transparent keep it (PNG); photos become a small JPEG. */
const MAY_BE_TRANSPARENT = new Set(["image/png", "image/gif", "image/webp", "image/avif"]);

/**
 * Draws a picked image at the tile's width and encodes it small. Runs in the
 * thumbnail worker (OffscreenCanvas) and, where there is none, on the page.
 * Rejects when the browser cannot decode the image; null when it cannot encode.
 */
export async function drawSmall(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file, { resizeWidth: THUMBNAIL_WIDTH, resizeQuality: "medium" });
  try {
    const canvas = canvasOf(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d") as CanvasDrawImage | null;
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const type = MAY_BE_TRANSPARENT.has(file.type) ? "image/png" : "image/jpeg";
    return await ("convertToBlob" in canvas
      ? canvas.convertToBlob({ type, quality: 0.85 })
      : new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85)));
  } finally {
    bitmap.close();
  }
}

/** A worker has only OffscreenCanvas; a page without it, a canvas element. */
function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement("canvas"), { width, height });
}
