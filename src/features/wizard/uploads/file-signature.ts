import { effectiveType } from "./file-rules";

/**
 * Whether a picked file's first bytes fit the type its name or the browser
 * gave it. The type alone comes from the name: a PDF renamed "Foto.jpg", or a
 * phone's broken export, would upload as an image and reach the agency as a
 * file nobody can open. Only the client can tell: Storage checks the type an
 * upload declares, never its bytes.
 *
 * The checks are lenient where real files differ from the textbook: any known
 * image format passes for any image type (a PNG named .jpg still is an
 * image), Word files may be ZIP (DOCX), OLE (DOC, or a DOCX with a password)
 * or RTF, and plain text is never refused.
 */

/** Enough for every signature below; an SVG's `<svg` may follow a long comment or doctype. */
const HEAD_BYTES = 4096;

/** The first `length` bytes of a file; null when the browser cannot read it (the upload then reports its own error). */
export async function readHead(file: Blob, length = HEAD_BYTES): Promise<Uint8Array | null> {
  try {
    // Every browser the build targets (Vite's default, baseline widely available) has Blob.arrayBuffer.
    return new Uint8Array(await file.slice(0, length).arrayBuffer());
  } catch {
    return null;
  }
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const textOf = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

/** The brands of an ISO media file's `ftyp` box that mark a still image (HEIF, HEIC, AVIF), not a video. */
const IMAGE_BRANDS = new Set([
  "mif1",
  "mif2",
  "msf1",
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "hevm",
  "hevs",
  "avif",
  "avis",
]);

function isIsoImage(head: Uint8Array): boolean {
  if (!startsWith(head, ascii("ftyp"), 4)) return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(head.length, boxSize || head.length);
  // Major brand at 8, minor version at 12, compatible brands from 16.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    if (IMAGE_BRANDS.has(textOf(head, at, at + 4))) return true;
  }
  return false;
}

/** JPEG, PNG, GIF, WebP, BMP, TIFF, HEIF/HEIC, AVIF: the raster formats the image bucket takes. */
export function looksLikeRasterImage(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a]) ||
    startsWith(head, ascii("GIF87a")) ||
    startsWith(head, ascii("GIF89a")) ||
    (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) ||
    startsWith(head, ascii("BM")) ||
    startsWith(head, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(head, [0x49, 0x49, 0x2b, 0x00]) ||
    startsWith(head, [0x4d, 0x4d, 0x00, 0x2b]) ||
    isIsoImage(head)
  );
}

/**
 * The type a file's first bytes name, for a file neither its name nor the browser types: a PNG
 * saved without extension (a Mac screenshot renamed, a download from a web app) has none, and
 * was refused as "no image". Only formats with an unmistakable signature; a ZIP or OLE file may
 * be many things, so Word files still need their extension. '' when the bytes name nothing.
 */
export function typeOfHead(head: Uint8Array): string {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, ...ascii("PNG\r\n"), 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("GIF87a")) || startsWith(head, ascii("GIF89a"))) return "image/gif";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (isIsoImage(head)) return textOf(head, 8, 12) === "avif" ? "image/avif" : "image/heic";
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (looksLikeSvg(head)) return "image/svg+xml";
  return "";
}

/** `files` with a type from their bytes where neither name nor browser gave one (typeOfHead). */
export async function withSniffedTypes(files: File[]): Promise<File[]> {
  return Promise.all(
    files.map(async (file) => {
      const known = effectiveType(file);
      if (known !== "" && known !== "application/octet-stream") return file;
      const head = await readHead(file);
      const type = head ? typeOfHead(head) : "";
      return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
    }),
  );
}

/** An SVG document: text whose first element is `<svg` (after an XML declaration, comments or a doctype). */
export function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8").decode(head).replace(/^\uFEFF/, "");
  // A doctype may carry an internal subset in brackets, with ">" inside (Illustrator's entity declarations).
  const start = text.replace(/^(\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)*/i, "");
  return /^<svg[\s>/]/i.test(start);
}

/** A PDF: readers accept its `%PDF-` anywhere in the first kilobyte. */
export function looksLikePdf(head: Uint8Array): boolean {
  return textOf(head, 0, Math.min(head.length, 1024)).includes("%PDF-");
}

/** A Word document: DOCX (ZIP), DOC or a password-protected DOCX (OLE), or RTF saved as .doc. */
export function looksLikeWord(head: Uint8Array): boolean {
  return (
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ||
    startsWith(head, ascii("{\\rtf"))
  );
}

/** Whether `head` fits `type`; types without a check (plain text) always fit. */
export function headFitsType(head: Uint8Array, type: string): boolean {
  if (type === "image/svg+xml") return looksLikeSvg(head);
  if (type.startsWith("image/")) return looksLikeRasterImage(head);
  if (type === "application/pdf") return looksLikePdf(head);
  if (
    type === "application/msword" ||
    type === "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
  )
    return looksLikeWord(head);
  return true;
}

/** Whether the file's content fits its effective type (file-rules.ts); an unreadable file is left to the upload. */
export async function contentFitsType(file: File): Promise<boolean> {
  const head = await readHead(file);
  return head === null || headFitsType(head, effectiveType(file));
}

/** The files whose content fits their type, in their order; `refuse` is told of each other one. */
export async function keepFittingContent(files: File[], refuse: (file: File) => void): Promise<File[]> {
  const fits = await Promise.all(files.map(contentFitsType));
  const kept: File[] = [];
  for (const [index, file] of files.entries()) {
    if (fits[index]) kept.push(file);
    else refuse(file);
  }
  return kept;
}
