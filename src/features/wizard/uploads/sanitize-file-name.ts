const TRANSLITERATION: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
  ẞ: "SS",
  æ: "ae",
  Æ: "Ae",
  ø: "o",
  Ø: "O",
  œ: "oe",
  Œ: "Oe",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
};

const MAX_EXTENSION_LENGTH = 10;

function toAscii(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/[äöüÄÖÜßẞæÆøØœŒłŁđĐ]/g, (char) => TRANSLITERATION[char] ?? "")
      // é → e + combining accent, then the accent is dropped.
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
  );
}

function clean(text: string): string {
  return toAscii(text)
    .replace(/\s+/g, "-")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".");
}

/**
 * Splits "Angebot 2025.final.PDF" into ["Angebot 2025.final", "PDF"]. Only 1–10
 * letters or digits after the last dot count as an extension; a leading dot
 * (".env") does not.
 */
export function splitExtension(fileName: string): [base: string, extension: string] {
  const dot = fileName.lastIndexOf(".");
  const extension = fileName.slice(dot + 1);
  if (dot <= 0 || !new RegExp(`^[A-Za-z0-9]{1,${MAX_EXTENSION_LENGTH}}$`).test(extension)) return [fileName, ""];
  return [fileName.slice(0, dot), extension];
}

/** The lower-case extension of a file name ('' when there is none). */
export function fileExtension(fileName: string): string {
  return splitExtension(fileName)[1].toLowerCase();
}

/**
 * A storage-safe version of a visitor's file name: umlauts transliterated,
 * other accents dropped, whitespace → '-', only [A-Za-z0-9._-], at most
 * `maxLength` characters, the extension kept (lower-cased). Object keys with
 * spaces or non-ASCII characters need URL-encoding everywhere they are used and
 * some storage backends reject them, so the key never carries the raw name;
 * the upload entry keeps the visitor's name for display.
 */
export function sanitizeFileName(fileName: string, maxLength = 100): string {
  const extension = fileExtension(fileName);
  const [rawBase] = extension ? splitExtension(fileName) : [fileName];
  const suffix = extension ? `.${extension}` : "";
  const room = Math.max(1, maxLength - suffix.length);
  let base = clean(rawBase).replace(/^[.\-_]+|[.\-_]+$/g, "");
  base = base.slice(0, room).replace(/[.\-_]+$/g, "");
  return `${base || "datei"}${suffix}`;
}

/**
 * Control and text-direction characters: a name like "Rechnung<U+202E>fdp.exe" shows as
 * "Rechnungexe.pdf", and the agency's staff open what the summary names. Mirrored by
 * private.is_plain_file_name (…_plain_file_names.sql).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const HIDDEN_IN_NAMES = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The name of an uploaded file as the briefing shows it: as picked, without those characters. */
export function plainFileName(fileName: string): string {
  return fileName.replace(HIDDEN_IN_NAMES, "") || "Datei";
}
