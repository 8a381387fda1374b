import { hasDistinctNames, isBlank } from "./field-rules";
import { FARBEN, LOGO_STATUS, STILE, TONALITAETEN, WIZARD_LIMITS } from "./wizard-enums";
import { optionalChoice, optionalText, requiredChoice } from "./wizard-fields";
import { fieldMessages } from "./wizard-messages";
import * as z from "./zod-mini";

/** Comma-separated font list of SPEC §3, as entered. */
export const splitFonts = (hausschriften: string) =>
  hausschriften
    .split(",")
    .map((font) => font.trim())
    .filter((font) => !isBlank(font));

/** Step 2 "Design & Erscheinungsbild": logo status and at least one colour are required. */
export const step2Schema = z.object({
  logo_status: requiredChoice(LOGO_STATUS, fieldMessages.choose),
  farben: z.array(z.enum(FARBEN)).check(
    z.minLength(1, fieldMessages.farben),
    z.maxLength(WIZARD_LIMITS.maxColors, fieldMessages.farben),
    // The picker toggles a colour; a duplicate comes only from a stored copy, and the server refuses it.
    z.refine(hasDistinctNames, fieldMessages.farben),
  ),
  selected_color_scheme: optionalText(200),
  hausfarben: optionalText(1000),
  stil: optionalChoice(STILE),
  tonalitaet: optionalChoice(TONALITAETEN),
  hausschriften: optionalText(500).check(
    z.refine(
      (value) => splitFonts(value).length <= WIZARD_LIMITS.maxFonts,
      "Sie können maximal 3 Schriften auswählen.",
    ),
    z.refine((value) => hasDistinctNames(splitFonts(value)), fieldMessages.customFontDuplicate),
  ),
  designrichtlinien: optionalText(5000),
});

export type Step2Values = z.input<typeof step2Schema>;
