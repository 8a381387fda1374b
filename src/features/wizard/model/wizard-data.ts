/**
 * The whole briefing as the wizard holds it (SPEC §3, steps 1–5): one plain,
 * JSON-serialisable object, so the session layer can persist it as it is.
 * Field names are the spec's German domain words.
 */
import { isBlank } from "~/schemas/field-rules";

/** A file that landed in a storage bucket (uploaded_texts / uploaded_images). */
export type UploadedFile = {
  id: string;
  /** As the visitor named it. */
  fileName: string;
  /** Public URL of the object. */
  url: string;
  size: number;
  mimeType: string;
  /** Object path inside its bucket (sanitised name), used to delete it. */
  path: string;
};

export type WizardData = {
  // Step 1
  firmenname: string;
  rechtsform: string;
  branche: string;
  branche_sonstiges: string;
  adresse: string;
  plz: string;
  ort: string;
  land: string;
  /** Kept as typed; validated as a year between 1700 and the current year when given. */
  gruendungsjahr: string;
  vorname: string;
  nachname: string;
  position: string;
  email: string;
  telefon: string;
  ustid: string;
  handelsregister: string;
  // Step 2
  logo_status: string;
  logo_file_url: string;
  logo_file_name: string;
  logo_file_size: number | null;
  logo_mime_type: string;
  farben: string[];
  selected_color_scheme: string;
  hausfarben: string;
  stil: string;
  tonalitaet: string;
  /** Comma-separated font names (SPEC §3). */
  hausschriften: string;
  designrichtlinien: string;
  // Step 3
  hauptziel: string;
  hauptziel_sonstiges: string;
  zielgruppe: string;
  hauptbotschaft: string;
  usp: string;
  leistungen: string;
  /** The chosen page package id ('' until chosen). */
  seitenpaket: string;
  seiten: string[];
  custom_seiten: string[];
  texte_status: string;
  uploaded_texts: UploadedFile[];
  besondere_botschaften: string;
  // Step 4
  kontakt_telefon: string;
  kontakt_email: string;
  oeffnungszeiten: string;
  kontaktformular: boolean;
  bilder_status: string;
  uploaded_images: UploadedFile[];
  besonderheiten: string;
  // Step 5
  rechtliches: string[];
  agb_text: string;
  datenschutzbeauftragter: boolean;
  datenschutzbeauftragter_kontakt: string;
  domain_status: string;
  domain_name: string;
  wunsch_domain_name: string;
  referenz_websites: string;
  zusaetzliche_anmerkungen: string;
  bevorzugte_kontaktzeit: string;
  /** dd.MM.yyyy (SPEC §3); '' until chosen. */
  projekt_deadline: string;
};

export const WIZARD_STEPS = [
  { number: 1, name: "Unternehmen", title: "Unternehmensdaten", next: "Weiter zu Design" },
  { number: 2, name: "Design", title: "Design & Erscheinungsbild", next: "Weiter zu Inhalten" },
  { number: 3, name: "Inhalte", title: "Inhalte & Botschaften", next: "Weiter zu Funktionen" },
  {
    number: 4,
    name: "Kontaktdaten & Website-Bilder",
    title: "Kontaktdaten & Website-Bilder",
    next: "Weiter zu Projekt-Details",
  },
  { number: 5, name: "Projekt-Details", title: "Projekt-Details", next: "Zur Zusammenfassung" },
  { number: 6, name: "Zusammenfassung", title: "Zusammenfassung", next: "" },
] as const;

export type StepNumber = (typeof WIZARD_STEPS)[number]["number"];

/** Beside "Weiter" on steps 1–4 once the summary was reached: saves the step and goes back there. */
export const BACK_TO_SUMMARY = "Zurück zur Zusammenfassung";

export const isStepNumber = (value: unknown): value is StepNumber => WIZARD_STEPS.some((step) => step.number === value);

/** SPEC §3: land defaults to Deutschland. The field is optional (SPEC §5 step 1). */
export const DEFAULT_COUNTRY = "Deutschland";

/**
 * The country the briefing names: the visitor's, or the default when the field shows nothing.
 * "Shows nothing" as the database's land check counts it (isBlank): a pasted zero-width space
 * survived trim(), and the insert was refused after all six steps, on every retry.
 */
export const countryOf = (data: Pick<WizardData, "land">): string =>
  isBlank(data.land) ? DEFAULT_COUNTRY : data.land.trim();

export function emptyWizardData(): WizardData {
  return {
    firmenname: "",
    rechtsform: "",
    branche: "",
    branche_sonstiges: "",
    adresse: "",
    plz: "",
    ort: "",
    land: DEFAULT_COUNTRY,
    gruendungsjahr: "",
    vorname: "",
    nachname: "",
    position: "",
    email: "",
    telefon: "",
    ustid: "",
    handelsregister: "",
    logo_status: "",
    logo_file_url: "",
    logo_file_name: "",
    logo_file_size: null,
    logo_mime_type: "",
    farben: [],
    selected_color_scheme: "",
    hausfarben: "",
    stil: "",
    tonalitaet: "",
    hausschriften: "",
    designrichtlinien: "",
    hauptziel: "",
    hauptziel_sonstiges: "",
    zielgruppe: "",
    hauptbotschaft: "",
    usp: "",
    leistungen: "",
    seitenpaket: "",
    seiten: ["startseite"],
    custom_seiten: [],
    texte_status: "",
    uploaded_texts: [],
    besondere_botschaften: "",
    kontakt_telefon: "",
    kontakt_email: "",
    oeffnungszeiten: "",
    kontaktformular: true,
    bilder_status: "",
    uploaded_images: [],
    besonderheiten: "",
    rechtliches: ["impressum", "datenschutz"],
    agb_text: "",
    datenschutzbeauftragter: false,
    datenschutzbeauftragter_kontakt: "",
    domain_status: "",
    domain_name: "",
    wunsch_domain_name: "",
    referenz_websites: "",
    zusaetzliche_anmerkungen: "",
    bevorzugte_kontaktzeit: "",
    projekt_deadline: "",
  };
}

/** Two values of a field are the same answer: identical, or lists with the same items. */
export const sameAnswer = (a: unknown, b: unknown) =>
  Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));
