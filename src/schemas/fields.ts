import { fieldMessages, isBlank, isEmail, isHttpUrl, isPhone, withScheme } from "./field-rules";
import { tidyEmail, tidyPhone } from "./tidy-input";
import * as z from "./zod-mini";

export * from "./field-rules";

/**
 * Zod schemas of the generic field rules (./field-rules.ts), for the application form. zod/mini,
 * as the wizard's: with classic zod here, the zod core the two pages share carried every string
 * format classic zod knows (CUID, JWT, IP …), and /konfigurator downloaded it too (ADR 021).
 */

/** Required (a visible character), trimmed, at most `max` characters (the server's is_blank and length checks). */
export const requiredText = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !isBlank(value), fieldMessages.required),
    z.maxLength(max, fieldMessages.tooLong(max)),
  );

/** Tidied as the wizard's e-mail fields (tidyEmail): a "mailto:" or an invisible direction mark goes. */
export const requiredEmail = z.pipe(
  z.pipe(z.string(), z.transform(tidyEmail)),
  z.string().check(z.minLength(1, fieldMessages.required), z.refine(isEmail, fieldMessages.email)),
);

/** Tidied as the wizard's phone fields (tidyPhone), so "+49 (0) 171 / 123 45 67" is a phone number here too. */
export const requiredPhone = z.pipe(
  z.pipe(z.string(), z.transform(tidyPhone)),
  z.string().check(z.minLength(1, fieldMessages.required), z.refine(isPhone, fieldMessages.phone)),
);

/** Optional http(s) URL: blank becomes null (the column is nullable), a missing scheme becomes https://. */
export const optionalHttpUrl = z.pipe(
  z.pipe(z.string().check(z.trim()), z.transform(withScheme)),
  z.pipe(
    z.string().check(z.refine((value) => value === "" || isHttpUrl(value), fieldMessages.url)),
    z.transform((value) => (value === "" ? null : value)),
  ),
);
