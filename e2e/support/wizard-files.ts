import { randomBytes } from "node:crypto";
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { PNG } from "pngjs";

/**
 * Test files for the wizard's uploads, made in memory (no binaries in the
 * repository). The shape is what setInputFiles takes.
 */
export type TestFile = { name: string; mimeType: string; buffer: Buffer };

export const MB = 1024 * 1024;

/** A real PNG: `width`×`height` pixels of one colour with a diagonal stripe, so files differ by content. */
export function pngFile(name: string, width: number, height: number, [r, g, b]: [number, number, number]): TestFile {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const stripe = Math.abs(x - y) < 3;
      png.data[i] = stripe ? 255 - r : r;
      png.data[i + 1] = stripe ? 255 - g : g;
      png.data[i + 2] = stripe ? 255 - b : b;
      png.data[i + 3] = 255;
    }
  }
  return { name, mimeType: "image/png", buffer: PNG.sync.write(png) };
}

/** A real JPEG, encoded by the browser's canvas (Node has no JPEG encoder among our dependencies). */
export async function jpegFile(page: Page, name: string, width = 64, height = 48): Promise<TestFile> {
  return { name, mimeType: "image/jpeg", buffer: await canvasJpeg(page, width, height, "gradient") };
}

/**
 * A portrait photo as phones store it: the pixels lying on their side (`width` × `height`,
 * landscape, left half red and right half blue) with EXIF orientation 6, "turn 90° clockwise to
 * show". Shown upright it is `height` wide and `width` tall, red above and blue below.
 */
export async function sidewaysPortraitJpeg(page: Page, name: string, width = 1600, height = 1200): Promise<TestFile> {
  const jpeg = await canvasJpeg(page, width, height, "halves");
  // APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112, SHORT) = 6.
  const exif = Buffer.from([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00,
    0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  return { name, mimeType: "image/jpeg", buffer: Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]) };
}

/** A canvas painted with an orange gradient, or red (left) and blue (right) halves, as JPEG. */
async function canvasJpeg(page: Page, width: number, height: number, paint: "gradient" | "halves"): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, pattern]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      if (pattern === "gradient") {
        const gradient = context.createLinearGradient(0, 0, w, h);
        gradient.addColorStop(0, "#f59e0b");
        gradient.addColorStop(1, "#7c2d12");
        context.fillStyle = gradient;
        context.fillRect(0, 0, w, h);
      } else {
        context.fillStyle = "#dc2626";
        context.fillRect(0, 0, w / 2, h);
        context.fillStyle = "#1d4ed8";
        context.fillRect(w / 2, 0, w / 2, h);
      }
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no JPEG"))), "image/jpeg", 0.9),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""));
    },
    [width, height, paint] as const,
  );
  return Buffer.from(base64, "base64");
}

/**
 * `size` bytes that begin as a JPEG does (start of image, a JFIF segment) and go on as noise: the
 * widgets' content check takes them for a photo, no decoder makes a picture of them (so no
 * preview is drawn), and no two are alike. For uploads where only the bytes' count matters.
 */
export function noiseJpeg(size: number): Buffer {
  const jfif = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([jfif, randomBytes(size - jfif.length)]);
}

/** The classic 1×1 GIF (43 bytes). */
export function gifFile(name: string): TestFile {
  const bytes = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  return { name, mimeType: "image/gif", buffer: bytes };
}

export function textFile(name: string, text: string): TestFile {
  return { name, mimeType: "text/plain", buffer: Buffer.from(text, "utf8") };
}

/** A minimal but valid one-page PDF (with a correct cross-reference table) showing `line` (ASCII). */
export function pdfFile(name: string, line: string): TestFile {
  const escaped = line.replace(/[\\()]/g, "\\$&");
  const content = `BT /F1 18 Tf 72 760 Td (${escaped}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(pdf, "latin1") };
}

/**
 * A file of `bytes` zero bytes on disk, by path: for the size limits, which look at size and type
 * only. The browser reads it from disk and takes the type from the extension. Tens of megabytes
 * handed over as a buffer went through the DevTools protocol as base64: 45 MB took up to 90 s on a
 * busy machine.
 */
export function fileOfSize(name: string, bytes: number): string {
  const path = join(mkdtempSync(join(tmpdir(), "e2e-datei-")), name);
  writeFileSync(path, "");
  truncateSync(path, bytes);
  return path;
}
