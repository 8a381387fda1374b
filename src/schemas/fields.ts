import { z } from "zod";
import "./zod-csp";
import { fieldMessages, isBlank, isEmail, isHttpUrl, isPhone, withScheme } from "./field-rules";

export * from "./field-rules";

/** Zod schemas of the generic field rules (./field-rules.ts), for the application form. */

/** Required (a visible character), trimmed, at most `max` characters (the server's is_blank and length checks). */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => !isBlank(value), fieldMessages.required)
    .max(max, fieldMessages.tooLong(max));

export const requiredEmail = z.string().trim().min(1, fieldMessages.required).refine(isEmail, fieldMessages.email);

export const requiredPhone = z.string().trim().min(1, fieldMessages.required).refine(isPhone, fieldMessages.phone);

/** Optional http(s) URL: blank becomes null (the column is nullable), a missing scheme becomes https://. */
export const optionalHttpUrl = z
  .string()
  .trim()
  .transform(withScheme)
  .refine((value) => value === "" || isHttpUrl(value), fieldMessages.url)
  .transform((value) => (value === "" ? null : value));
