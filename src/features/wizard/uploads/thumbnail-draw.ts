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
    const type = MAY_BE_TRANSPARENT.has(file.type) ? "image/png" : "image/jpeg";
    if (typeof OffscreenCanvas !== "undefined") {
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      if (!context) return null;
      context.drawImage(bitmap, 0, 0);
      return await canvas.convertToBlob({ type, quality: 0.85 });
    }
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  } finally {
    bitmap.close();
  }
}
