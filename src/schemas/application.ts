import { optionalHttpUrl, requiredEmail, requiredPhone, requiredText } from "./fields";
import * as z from "./zod-mini";

/**
 * The landing page's application (SPEC §3/§5), mirroring the CHECK
 * constraints of supabase/migrations/20261121000200_azubiprojekt_bewerbungen.sql.
 */
export const applicationSchema = z.object({
  vorname: requiredText(100),
  nachname: requiredText(100),
  email: requiredEmail,
  telefon: requiredPhone,
  firma: requiredText(200),
  website_aktuell: optionalHttpUrl,
  unternehmensbeschreibung: requiredText(5000),
});

/** What the form holds while editing (every field a string). */
export type ApplicationInput = z.input<typeof applicationSchema>;
/** What is inserted into azubiprojekt_bewerbungen. */
export type Application = z.output<typeof applicationSchema>;

export const emptyApplication: ApplicationInput = {
  vorname: "",
  nachname: "",
  email: "",
  telefon: "",
  firma: "",
  website_aktuell: "",
  unternehmensbeschreibung: "",
};
