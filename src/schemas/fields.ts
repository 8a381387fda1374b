import { z } from "zod";

// zod compiles object parsers with `new Function` unless told not to; our CSP
// has no 'unsafe-eval', so that probe is refused and reported as a violation
// (Lighthouse: "inspector-issues"). Every schema module imports this file, so
// the setting is in place before the first parse.
z.config({ jitless: true });

/**
 * Generic field rules shared by the application form and the wizard. Each
 * pattern mirrors private.is_* in
 * supabase/migrations/20261121000100_private_helpers.sql, so input the client
 * accepts is never refused by a CHECK constraint on insert.
 */

export const fieldMessages = {
  required: "Dieses Feld ist erforderlich.",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  phone: "Bitte geben Sie eine gültige Telefonnummer ein.",
  url: "Bitte geben Sie eine gültige Internetadresse ein (z. B. https://www.beispiel.de).",
  tooLong: (max: number) => `Bitte kürzen Sie Ihre Eingabe auf höchstens ${max} Zeichen.`,
} as const;

export const EMAIL_MAX = 254;
export const URL_MAX = 2048;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
/** 7–20 characters of digits, spaces, hyphens, parentheses and slashes, optionally after one leading plus. */
export const PHONE_PATTERN = /^(?=.{7,20}$)\+?[0-9 ()/-]+$/;
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@.]+(:[0-9]{1,5})?([/?#]\S*)?$/i;

export const isBlank = (value: string) => value.trim() === "";
export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isHttpUrl = (value: string) => value.length <= URL_MAX && HTTP_URL_PATTERN.test(value);

/** People type "www.beispiel.de"; the server wants a scheme. */
export const withScheme = (value: string) => (value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`);

/** Required, trimmed, at most `max` characters (the server's btrim(x) <> '' and length checks). */
export const requiredText = (max: number) =>
  z.string().trim().min(1, fieldMessages.required).max(max, fieldMessages.tooLong(max));

export const requiredEmail = z.string().trim().min(1, fieldMessages.required).refine(isEmail, fieldMessages.email);

export const requiredPhone = z.string().trim().min(1, fieldMessages.required).refine(isPhone, fieldMessages.phone);

/** Optional http(s) URL: blank becomes null (the column is nullable), a missing scheme becomes https://. */
export const optionalHttpUrl = z
  .string()
  .trim()
  .transform(withScheme)
  .refine((value) => value === "" || isHttpUrl(value), fieldMessages.url)
  .transform((value) => (value === "" ? null : value));
