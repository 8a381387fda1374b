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
  url: "Bitte geben Sie eine gültige Internetadresse ein (z.\u00a0B. https://www.beispiel.de).",
  tooLong: (max: number) => `Bitte kürzen Sie Ihre Eingabe auf höchstens ${max} Zeichen.`,
  /** Not in SPEC §8: a value of a kind no rule expects (zod-config.ts). */
  invalid: "Bitte prüfen Sie diese Angabe.",
} as const;

export const EMAIL_MAX = 254;
export const URL_MAX = 2048;

/** A local part, an @ and a domain of two or more non-empty labels (no "firma..de"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** SPEC §5: a phone number has 7 to 20 characters. */
export const PHONE_LENGTH = { min: 7, max: 20 } as const;
/** 7–20 characters of digits, spaces, hyphens, parentheses and slashes, optionally after one leading plus. */
export const PHONE_PATTERN = new RegExp(`^(?=.{${PHONE_LENGTH.min},${PHONE_LENGTH.max}}$)\\+?[0-9 ()/-]+$`);
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@.]+(:[0-9]{1,5})?([/?#]\S*)?$/i;

/**
 * Characters that show nothing: the whitespace trim() removes, control characters, Unicode's
 * default-ignorable code points (soft hyphen, zero-width space and joiners, direction marks,
 * variation selectors, Hangul fillers, tags) and the braille blank. They paste from chat apps,
 * and a name of only these looks empty to the agency. The same set as private.is_blank in
 * supabase/migrations/20261126000100_blank_means_nothing_visible.sql; tests/database.test.ts
 * compares the two.
 */
const INVISIBLE: readonly (readonly [first: number, last: number])[] = [
  [0x0000, 0x0020], // C0 controls, tab, line breaks, space
  [0x007f, 0x00a0], // DEL, C1 controls (U+0085 too, which trim() keeps), no-break space
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160], // Hangul fillers
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f], // spaces, zero-width space and joiners, direction marks
  [0x2028, 0x202f],
  [0x205f, 0x206f], // word joiner, invisible operators
  [0x2800, 0x2800], // braille pattern blank
  [0x3000, 0x3000],
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff], // tags, variation selectors supplement
];
const showsNothing = (codePoint: number) => INVISIBLE.some(([first, last]) => codePoint >= first && codePoint <= last);
/** No visible character: empty, or only whitespace and invisible characters (see INVISIBLE). */
export function isBlank(value: string): boolean {
  for (const character of value) if (!showsNothing(character.codePointAt(0)!)) return false;
  return true;
}
/** How the wizard compares names the visitor typed (pages, fonts): trimmed, ignoring case. */
export const nameKey = (name: string) => name.trim().toLocaleLowerCase("de");
/** No two of `names` the same under nameKey. */
export const hasDistinctNames = (names: readonly string[]) => new Set(names.map(nameKey)).size === names.length;
export const isEmail = (value: string) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
export const isPhone = (value: string) => PHONE_PATTERN.test(value);
export const isHttpUrl = (value: string) => value.length <= URL_MAX && HTTP_URL_PATTERN.test(value);

/** People type "www.beispiel.de"; the server wants a scheme. */
export const withScheme = (value: string) => (value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`);
