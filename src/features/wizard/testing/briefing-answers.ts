import type { WizardData } from "../model/wizard-data";

/**
 * One small business's answers, shared by the unit fixtures
 * (wizard-fixtures.ts) and the end-to-end helpers (e2e/support/), so both
 * describe the same visitor. No runtime imports: Playwright and the
 * benchmarks load this file directly.
 */

/** The required answers of step 1. */
export const companyAnswers = {
  firmenname: "Bäckerei Sonnenschein",
  rechtsform: "gmbh",
  branche: "gastronomie",
  adresse: "Hauptstraße 1",
  plz: "12345",
  ort: "Musterstadt",
  vorname: "Erika",
  nachname: "Muster",
  position: "Inhaberin",
  email: "erika@example.de",
  telefon: "0123 456789",
} satisfies Partial<WizardData>;

/** The required answers of steps 2 and 3. */
export const designAndContentAnswers = {
  logo_status: "kein-logo",
  farben: ["blau"],
  hauptziel: "kunden-gewinnen",
  zielgruppe: "Familien aus der Region",
  texte_status: "erstellen-lassen",
} satisfies Partial<WizardData>;
