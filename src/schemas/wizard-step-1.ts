import { BRANCHEN, RECHTSFORMEN } from "./wizard-enums";
import {
  gruendungsjahrField,
  handelsregisterField,
  optionalText,
  plzField,
  requiredChoice,
  requiredEmailField,
  requiredText,
  ustidField,
} from "./wizard-fields";
import { isBlank } from "./field-rules";
import { fieldMessages } from "./wizard-messages";
import * as z from "./zod-mini";

/** Step 1 "Unternehmensdaten" (SPEC §5 step 1); lengths as on the server. */
export const step1Schema = z
  .object({
    firmenname: requiredText(200),
    rechtsform: requiredChoice(RECHTSFORMEN),
    branche: requiredChoice(BRANCHEN),
    branche_sonstiges: optionalText(200),
    adresse: requiredText(200),
    plz: plzField,
    ort: requiredText(100),
    // Not among SPEC §5's required fields; left empty, the briefing names the default (countryOf).
    land: optionalText(100),
    gruendungsjahr: gruendungsjahrField,
    vorname: requiredText(100),
    nachname: requiredText(100),
    position: requiredText(100),
    email: requiredEmailField,
    telefon: requiredText(50),
    ustid: ustidField,
    handelsregister: handelsregisterField,
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.branche === "sonstiges" && isBlank(values.branche_sonstiges)) {
        ctx.addIssue({ code: "custom", path: ["branche_sonstiges"], message: fieldMessages.required });
      }
    }),
  );

export type Step1Values = z.input<typeof step1Schema>;
