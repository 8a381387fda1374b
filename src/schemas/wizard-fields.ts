import { isBlank, isEmail, PHONE_LENGTH } from "./field-rules";
import { tidyEmail, tidyHandelsregister, tidyPhone, tidyPlz, tidyUstid } from "./tidy-input";
import { WIZARD_LIMITS } from "./wizard-enums";
import { fieldMessages } from "./wizard-messages";
import * as z from "./zod-mini";

/**
 * Field rules shared by the wizard's step schemas (SPEC §5). The patterns
 * mirror private.is_* in supabase/migrations/20261121000100_private_helpers.sql
 * so that whatever the wizard accepts is never refused on submit.
 */

export const PLZ_PATTERN = /^[0-9]{5}$/;
export const USTID_PATTERN = /^DE[0-9]{9}$/;
export const HANDELSREGISTER_PATTERN = /^HR[AB] ?[0-9]+$/;
/**
 * SPEC §5 step 4: 7–20 characters of digits, spaces, hyphens and parentheses,
 * optionally after one leading plus. Stricter than ./fields.ts (which, like
 * the server, also allows slashes), because the spec says so for the wizard.
 */
export const PHONE_PATTERN = new RegExp(`^(?=.{${PHONE_LENGTH.min},${PHONE_LENGTH.max}}$)\\+?[0-9 ()-]+$`);
// Letters include Latin accented ones (U+00C0–U+024F without × and ÷) for umlaut domains, as on the server.
const ALNUM = "0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F";
const LABEL = `[${ALNUM}](?:[${ALNUM}-]{0,61}[${ALNUM}])?`;
export const HOSTNAME_PATTERN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);

export const isHostname = (value: string) => value.length <= 253 && HOSTNAME_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(value);

/** Free text the server caps at `max` characters. */
export const optionalText = (max: number) => z.string().check(z.maxLength(max, fieldMessages.tooLong(max)));

/** Required and not only whitespace. */
export const requiredText = (max: number, message: string = fieldMessages.required) =>
  z.string().check(
    z.refine((value) => !isBlank(value), message),
    z.maxLength(max, fieldMessages.tooLong(max)),
  );

/** One of the offered values; '' (nothing chosen yet) fails with `message`. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = fieldMessages.required,
) => z.string().check(z.refine((value) => (values as readonly string[]).includes(value), message));

/** One of the offered values or nothing. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .check(z.refine((value) => value === "" || (values as readonly string[]).includes(value), fieldMessages.choose));

export const plzField = z.string().check(
  z.refine((value) => !isBlank(value), fieldMessages.required),
  z.refine((value) => isBlank(value) || PLZ_PATTERN.test(tidyPlz(value)), fieldMessages.plz),
);

/** Optional: blank passes, anything else must match once tidied (tidy-input.ts), as it is sent. */
const optionalPattern = (pattern: RegExp, tidy: (value: string) => string, message: string, max: number) =>
  z.string().check(
    z.refine((value) => isBlank(value) || pattern.test(tidy(value)), message),
    z.maxLength(max, fieldMessages.tooLong(max)),
  );

export const ustidField = optionalPattern(USTID_PATTERN, tidyUstid, fieldMessages.ustid, 30);
export const handelsregisterField = optionalPattern(
  HANDELSREGISTER_PATTERN,
  tidyHandelsregister,
  fieldMessages.handelsregister,
  30,
);

export const requiredEmailField = z.string().check(
  z.refine((value) => !isBlank(value), fieldMessages.required),
  z.refine((value) => isBlank(value) || isEmail(tidyEmail(value)), fieldMessages.email),
);

/** Optional: blank passes; otherwise judged tidied, as it is sent and as the server judges it. */
export const optionalEmailField = z
  .string()
  .check(z.refine((value) => isBlank(value) || isEmail(tidyEmail(value)), fieldMessages.email));
export const optionalPhoneField = z
  .string()
  .check(z.refine((value) => isBlank(value) || isPhone(tidyPhone(value)), fieldMessages.phone));

/** Founding year: optional; if given, a whole year from 1700 up to the current year. */
export function isFoundingYear(value: string, today: Date = new Date()): boolean {
  if (!/^[0-9]{1,4}$/.test(value.trim())) return false;
  const year = Number(value.trim());
  return year >= WIZARD_LIMITS.minYear && year <= today.getFullYear();
}

export const gruendungsjahrField = z
  .string()
  .check(z.refine((value) => isBlank(value) || isFoundingYear(value), fieldMessages.gruendungsjahr));

// ---- Deadline window (SPEC §5 step 5: 14 to 42 days from today) ----
// Plain Date arithmetic instead of date-fns' parse/format: those two alone
// are ~10 kB gzip in the wizard's first load, for one fixed format.

/** Local midnight of `date`'s day (date-fns startOfDay). */
const startOfDay = (date: Date) => {
  const day = new Date(date);
  day.setHours(0, 0, 0, 0);
  return day;
};

/** `days` calendar days later, same time of day (date-fns addDays, also across DST). */
const addDays = (date: Date, days: number) => {
  const later = new Date(date);
  later.setDate(later.getDate() + days);
  return later;
};

export function deadlineWindow(today: Date = new Date()) {
  const start = startOfDay(today);
  return {
    earliest: addDays(start, WIZARD_LIMITS.deadlineMinDays),
    latest: addDays(start, WIZARD_LIMITS.deadlineMaxDays),
  };
}

export function isDeadlineSelectable(date: Date, today: Date = new Date()): boolean {
  const { earliest, latest } = deadlineWindow(today);
  const day = startOfDay(date);
  return day >= earliest && day <= latest;
}

/** The stored dd.MM.yyyy text as a date (local midnight), or null when it is no real date. */
export function parseDeadline(value: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: that maps years 0–99 to 1900–1999.
  date.setFullYear(year, month - 1, day);
  // 31.02. or month 13 roll over into another date: not a real date.
  const real = year > 0 && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, "0");

export const formatDeadline = (date: Date) =>
  `${pad(date.getDate(), 2)}.${pad(date.getMonth() + 1, 2)}.${pad(date.getFullYear(), 4)}`;

export const deadlineField = z.string().check(
  z.refine((value) => {
    if (value === "") return true;
    const date = parseDeadline(value);
    return date !== null && isDeadlineSelectable(date);
  }, fieldMessages.deadline),
);
