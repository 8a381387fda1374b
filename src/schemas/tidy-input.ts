import { PHONE_LENGTH } from "./field-rules";

/**
 * What visitors paste, tidied before it is judged, shown and stored. A tax office letter
 * prints the VAT id as "DE 123 456 789", web pages put no-break spaces into phone numbers,
 * and a domain comes from the address bar as "https://www.beispiel.de/". Each is what the
 * visitor meant, so the wizard takes it in the one form the rules (SPEC §5) and the
 * database's checks expect, instead of refusing it with a format message. A field shows
 * its tidied value once it is left (TextField); the schemas judge the tidied value, and the
 * briefing carries it (tidyAnswers), so a step sent with Enter before a blur is covered.
 */

/** Spaces of every kind (no-break, narrow, ideographic …) and dashes other than the hyphen. */
const SPACES = /\s+/g;
/**
 * Format characters: direction marks (U+202A…), zero-width spaces, the BOM. Contact apps wrap a
 * copied number or address in them; invisible, they break a mail client's or phone's use of it.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const DASHES = /[\u2010-\u2015\u2212]/g;

/**
 * Blanks and format characters at either end of a text: what trim() removes (\s, tabs and no-break
 * spaces too), and a zero-width space or a direction mark behind a name copied from a chat app.
 * (Not the tag characters, which end some flag emoji.)
 */
const EDGE = "[\\s\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\ufeff]+";
const EDGE_INVISIBLE = new RegExp(`^${EDGE}|${EDGE}$`, "g");

/**
 * Any free text as the agency should get it: composed (NFC, so "Müller" typed on a Mac, with a
 * separate ¨, equals "Müller" typed elsewhere when the agency searches or compares) and without
 * blanks or invisible characters at its ends ("Zoë" plus a zero-width space is "Zoë"). Trimmed as
 * the step rules judged it: the server trims only what Postgres' btrim() knows, so "DE123456789"
 * plus a no-break space would pass the wizard and fail the server's pattern if it went as typed.
 */
export const tidyText = (value: string) => value.normalize("NFC").replace(EDGE_INVISIBLE, "");

/** "80 331" → "80331". */
export const tidyPlz = (value: string) => value.replace(SPACES, "");

/** " 1998 " → "1998". */
export const tidyYear = (value: string) => value.trim();

/** "de 123.456.789" → "DE123456789". */
export const tidyUstid = (value: string) => value.replace(/[\s.\-\u2010-\u2015\u2212]/g, "").toUpperCase();

/** "hrb  12345" → "HRB 12345". */
export const tidyHandelsregister = (value: string) => value.replace(SPACES, " ").trim().toUpperCase();

/**
 * "089 / 123–456" → "089 123-456": one kind of space and hyphen, no slash (the wizard's phone rule has none).
 * "+49 (0) 171 …" → "+49 171 …": the trunk 0 is never dialled after a country code. A number whose
 * grouping alone passes the 20 characters of SPEC §5 loses its spaces and hyphens; the digits are
 * what the agency dials. Not an entry with words in it ("030 1234567 (Zentrale)", two numbers with
 * "oder"): step 1's phone is free text, and squeezed it read "0301234567(Zentrale)".
 */
export function tidyPhone(value: string): string {
  const tidy = value
    .replace(FORMAT_CHARACTERS, "")
    .replace(DASHES, "-")
    .replace(/\//g, " ")
    .replace(SPACES, " ")
    .trim()
    .replace(/^(\+[0-9]{1,3}) ?\(0\) ?/, "$1 ");
  return tidy.length > PHONE_LENGTH.max && /^[0-9+() -]+$/.test(tidy) ? tidy.replace(/[ -]/g, "") : tidy;
}

/** " mailto:info@beispiel.de, " → "info@beispiel.de". */
export const tidyEmail = (value: string) =>
  value
    .replace(FORMAT_CHARACTERS, "")
    .trim()
    .replace(/^mailto:/i, "")
    .replace(/[,;.]+$/, "");

/**
 * "https://www.Beispiel.de:443/kontakt?x#y" → "www.beispiel.de". Composed umlauts (macOS
 * pastes "ü" as u + combining diaeresis, which no hostname rule accepts).
 */
export function tidyHostname(value: string): string {
  const host = value
    .normalize("NFC")
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .split(/[/?#]/)[0]!
    .replace(/:[0-9]*$/, "")
    .replace(/\.$/, "");
  return host.toLowerCase();
}

/** The wizard's fields that are tidied, by name. */
export const WIZARD_TIDY: Readonly<Record<string, (value: string) => string>> = {
  plz: tidyPlz,
  gruendungsjahr: tidyYear,
  ustid: tidyUstid,
  handelsregister: tidyHandelsregister,
  email: tidyEmail,
  telefon: tidyPhone,
  kontakt_email: tidyEmail,
  kontakt_telefon: tidyPhone,
  domain_name: tidyHostname,
};

/** `value` of the wizard's field `name`, tidied if that field is. */
export const tidyField = (name: string, value: string) => WIZARD_TIDY[name]?.(value) ?? value;
