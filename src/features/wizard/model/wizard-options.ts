import type {
  BilderStatus,
  Branche,
  DomainStatus,
  Hauptziel,
  LogoStatus,
  Rechtsform,
  Stil,
  TexteStatus,
  Tonalitaet,
} from "~/schemas/wizard-enums";

/**
 * German labels of the wizard's enumerations (values in ~/schemas/wizard-enums),
 * for the form controls and the summary. Typed as complete records so a new
 * server value can't go unlabelled.
 */
export const rechtsformLabels: Record<Rechtsform, string> = {
  einzelunternehmen: "Einzelunternehmen",
  gmbh: "GmbH",
  ug: "UG (haftungsbeschränkt)",
  gbr: "GbR",
  og: "OHG",
  kg: "KG",
  verein: "Verein",
  sonstiges: "Sonstiges",
};

export const brancheLabels: Record<Branche, string> = {
  handwerk: "Handwerk",
  "friseur-kosmetik": "Friseur & Kosmetik",
  gastronomie: "Gastronomie",
  gesundheitswesen: "Gesundheitswesen",
  beratung: "Beratung & Dienstleistung",
  immobilien: "Immobilien",
  "fitness-sport": "Fitness & Sport",
  bildung: "Bildung & Schulung",
  automotive: "Automobil & Kfz",
  finanzen: "Finanzen & Versicherungen",
  landwirtschaft: "Landwirtschaft",
  "kreatives-design": "Kreativbranche & Design",
  reinigungsservice: "Reinigungsservice",
  werkstaetten: "Werkstätten",
  sonstiges: "Sonstiges",
};

export const logoStatusLabels: Record<LogoStatus, string> = {
  vorhanden: "Logo vorhanden",
  "neu-erstellen": "Neues Logo erstellen lassen",
  "kein-logo": "Kein Logo gewünscht",
};

export const stilLabels: Record<Stil, string> = {
  modern: "Modern",
  klassisch: "Klassisch",
  kreativ: "Kreativ",
  business: "Business",
  playful: "Verspielt",
};

export const tonalitaetLabels: Record<Tonalitaet, string> = {
  professionell: "Professionell",
  freundlich: "Freundlich",
  dynamisch: "Dynamisch",
  vertrauensvoll: "Vertrauensvoll",
  innovativ: "Innovativ",
};

export const hauptzielLabels: Record<Hauptziel, string> = {
  "kunden-gewinnen": "Neue Kunden gewinnen",
  informieren: "Über das Unternehmen informieren",
  verkaufen: "Produkte oder Leistungen verkaufen",
  portfolio: "Arbeiten und Referenzen zeigen",
  kontakt: "Kontaktaufnahme erleichtern",
  branding: "Marke und Bekanntheit stärken",
  sonstiges: "Sonstiges",
};

export const texteStatusLabels: Record<TexteStatus, string> = {
  "texte-hochladen": "Eigene Texte hochladen",
  "erstellen-lassen": "Texte erstellen lassen",
};

export const bilderStatusLabels: Record<BilderStatus, string> = {
  upload: "Eigene Bilder hochladen",
  professional: "Professionelle Fotos gewünscht",
  later: "Bilder später nachreichen",
};

export const domainStatusLabels: Record<DomainStatus, string> = {
  vorhanden: "Domain vorhanden",
  neu: "Neue Domain registrieren",
};

/** The pages of `rechtliches`. */
export const legalPageLabels: Record<string, string> = {
  impressum: "Impressum",
  datenschutz: "Datenschutzerklärung",
  agb: "AGB",
};

/** [value, label] pairs in the order of the enumeration, for selects and radio groups. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
