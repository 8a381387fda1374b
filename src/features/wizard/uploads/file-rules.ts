import { formatGermanNumber } from "~/lib/german-number";
import { fileExtension } from "./sanitize-file-name";

/**
 * Client-side file rules of SPEC §5 (steps 2–4) and §9. The buckets enforce
 * the same limits on the server (supabase/migrations/*_storage_buckets.sql).
 */
export const MB = 1024 * 1024;

export type LogoRules = { maxBytes: number; mimeTypes: readonly string[]; accept: string };

/** The design step's logo (SPEC §5 step 2): JPG, PNG, GIF or SVG. */
export const LOGO_RULES = {
  maxBytes: 10 * MB,
  mimeTypes: ["image/jpeg", "image/png", "image/gif", "image/svg+xml"],
  accept: ".jpg,.jpeg,.png,.gif,.svg,image/jpeg,image/png,image/gif,image/svg+xml",
} as const satisfies LogoRules;

export const TEXT_RULES = {
  maxBytes: 10 * MB,
  maxFiles: 10,
  mimeTypes: [
    "application/pdf",
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "text/plain",
  ],
  accept: ".pdf,.doc,.docx,.txt",
} as const;

export const IMAGE_RULES = {
  maxBytes: 25 * MB,
  maxFiles: 50,
  /**
   * SPEC §5 only asks for image/*. The image bucket is stricter: it refuses
   * SVG (a document that can carry script) and formats no browser displays, so
   * those are refused here already instead of failing after the upload.
   */
  mimeTypes: [
    "image/jpeg",
    "image/png",
    "image/gif",
    "image/webp",
    "image/avif",
    "image/heic",
    "image/heif",
    "image/bmp",
    "image/tiff",
  ],
  accept: "image/*",
} as const;

/**
 * The logo widget of step 1 takes any image up to 10 MB (SPEC §5 step 2, last
 * sentence): the formats of the design step plus the photo formats of the
 * image bucket. The logo bucket allows the same list.
 */
export const STEP1_LOGO_RULES = {
  maxBytes: 10 * MB,
  mimeTypes: [...new Set<string>([...LOGO_RULES.mimeTypes, ...IMAGE_RULES.mimeTypes])],
  accept: "image/*",
} as const satisfies LogoRules;

/**
 * Some systems report no type for a file (e.g. .docx without Word installed,
 * HEIC on Windows). The buckets check the type the upload declares, so it is
 * inferred from the extension then.
 */
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
};

/** The MIME type of a file, from the browser or else from its extension ('' when unknown). */
export function effectiveType(file: Pick<File, "name" | "type">): string {
  const declared = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (declared && declared !== "application/octet-stream") return declared;
  return TYPE_BY_EXTENSION[fileExtension(file.name)] ?? declared;
}

/** The file with its effective type, so the upload declares a type the bucket accepts. */
export function withEffectiveType(file: File): File {
  const type = effectiveType(file);
  if (!type || type === file.type) return file;
  return new File([file], file.name, { type, lastModified: file.lastModified });
}

/**
 * "empty": a file of 0 bytes. It uploads without complaint and the agency receives nothing; it
 * comes from a cloud drive's placeholder of a file not yet downloaded, or an export that failed.
 * A check of the client only: Storage tests its policies before the bytes arrive, so no policy
 * sees the size, and the buckets know a maximum only.
 */
export type LogoProblem = "type" | "size" | "empty";
export function checkLogo(
  file: Pick<File, "name" | "type" | "size">,
  rules: LogoRules = LOGO_RULES,
): LogoProblem | null {
  if (!rules.mimeTypes.includes(effectiveType(file))) return "type";
  if (file.size > rules.maxBytes) return "size";
  if (file.size === 0) return "empty";
  return null;
}

export type TextProblem = "type" | "size" | "empty";
export function checkTextFile(file: Pick<File, "name" | "type" | "size">): TextProblem | null {
  if (!(TEXT_RULES.mimeTypes as readonly string[]).includes(effectiveType(file))) return "type";
  if (file.size > TEXT_RULES.maxBytes) return "size";
  if (file.size === 0) return "empty";
  return null;
}

/** "type": not an image at all; "format": an image of a kind the bucket refuses (SVG, icons). */
export type ImageProblem = "type" | "format" | "size" | "empty";
export function checkImage(file: Pick<File, "name" | "type" | "size">): ImageProblem | null {
  const type = effectiveType(file);
  if (!type.startsWith("image/")) return "type";
  if (!(IMAGE_RULES.mimeTypes as readonly string[]).includes(type)) return "format";
  if (file.size > IMAGE_RULES.maxBytes) return "size";
  if (file.size === 0) return "empty";
  return null;
}

/** "1,5 MB", "820 KB" – for file lists and the summary. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return "";
  // A no-break space: number and unit never part at a line end.
  if (bytes < 1024) return `${bytes}\u00a0B`;
  const format = (value: number) => formatGermanNumber(value, 1);
  // Rounded to one decimal, 1,023.96 KB would read "1.024 KB": such a size is shown in MB.
  if (bytes / 1024 < 1023.95) return `${format(bytes / 1024)}\u00a0KB`;
  return `${format(bytes / MB)}\u00a0MB`;
}
