/**
 * Generic field rules shared by the application form and the wizard, without
 * zod: the wizard validates with zod/mini and must not pull in classic zod
 * just for these predicates (see docs/decisions/021). Each pattern mirrors
 * private.is_* in supabase/migrations/20261121000100_private_helpers.sql, so
 * input the client accepts is never refused by a CHECK constraint on insert.
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
/** How the wizard compares names the visitor typed (pages, fonts): trimmed, ignoring case. */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase("de");
/** No two of `names` the same under nameKey. */
export const hasDistinctNames = (names: readonly string[]) => new Set(names.map(nameKey)).size === names.length;
export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isHttpUrl = (value: string) => value.length <= URL_MAX && HTTP_URL_PATTERN.test(value);

/** People type "www.beispiel.de"; the server wants a scheme. */
export const withScheme = (value: string) => (value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`);
