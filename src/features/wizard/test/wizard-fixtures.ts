import { formatDeadline } from "~/schemas/wizard-fields";
import { emptyWizardData, type WizardData } from "../model/wizard-data";

/** A briefing that passes steps 1–5, for tests. */
export function validWizardData(overrides: Partial<WizardData> = {}): WizardData {
  const deadline = new Date();
  deadline.setDate(deadline.getDate() + 21);
  return {
    ...emptyWizardData(),
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
    logo_status: "kein-logo",
    farben: ["blau"],
    hauptziel: "kunden-gewinnen",
    zielgruppe: "Familien aus der Region",
    texte_status: "erstellen-lassen",
    bilder_status: "later",
    domain_status: "neu",
    wunsch_domain_name: "baeckerei-sonnenschein.de",
    projekt_deadline: formatDeadline(deadline),
    ...overrides,
  };
}

export const TEST_SESSION_ID = "session_1732230000000_AAAAAAAAAAAAAAAAAAAAAA";
