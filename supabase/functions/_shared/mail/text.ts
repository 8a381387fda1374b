import { formatBerlinDateTime } from "../../../../src/lib/berlin-date-time.ts";
/**
 * Visitor input on its way into a mail: as text, never as markup or as a header line.
 * Pure functions (Deno and Node).
 */

/** Everything a visitor typed goes through this before it touches HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

// C0/C1 controls (NUL included), line and paragraph separators, and the bidi controls that can
// reorder what a reader sees (an RTL override turns "exe.txt" into "txt.exe").
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * One line for a header value (subject, display name): no CR/LF or other control character can
 * start a header of its own; runs of white space become one space; at most `max` characters.
 * The mail library encodes the rest (RFC 2047), so this is the second of two locks.
 */
export function headerText(value: string | null | undefined, max = 120): string {
  const line = (value ?? "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : line;
}

/**
 * A multi-line answer for a text body: line breaks kept (CRLF, CR, U+2028 → LF), every other
 * control character removed, bidi controls included, so a line reads as it was typed.
 */
export function bodyText(value: string | null | undefined): string {
  return (
    (value ?? "")
      .replace(/\r\n|[\r\u2028\u2029\u0085\v\f]/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u0084\u0086-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "")
      .trim()
  );
}

/** A mailbox we may write to: one plain address, nothing a header parser could split. */
export function isMailbox(address: string | null | undefined): address is string {
  return (
    typeof address === "string" &&
    address.length <= 254 &&
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(
      address,
    )
  );
}

/** Only http(s) links become links; anything else (javascript:, data:) stays text. */
export function isWebLink(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

/** yyyy-MM-dd (a date column) → dd.MM.yyyy; anything else as stored. */
export function germanDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? "");
}

/** "21.11.2026, 14:05 Uhr" in German time; an unreadable timestamp as it came. */
export function germanDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatBerlinDateTime(date);
}

/** "1,5 MB" (German decimal comma, no-break space). */
export function fileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes}\u00a0B`;
  const format = (value: number) => value.toFixed(1).replace(".", ",");
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)}\u00a0KB` : `${format(bytes / 1024 / 1024)}\u00a0MB`;
}
