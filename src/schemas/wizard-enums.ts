/**
 * The wizard's enumerations (SPEC §3), in the order they are offered. They
 * mirror the CHECK constraints of public.webseitenkonzeption; the German
 * labels live beside the wizard (features/wizard/model/wizard-options.ts).
 */
export const RECHTSFORMEN = ["einzelunternehmen", "gmbh", "ug", "gbr", "og", "kg", "verein", "sonstiges"] as const;

export const BRANCHEN = [
  "handwerk",
  "friseur-kosmetik",
  "gastronomie",
  "gesundheitswesen",
  "beratung",
  "immobilien",
  "fitness-sport",
  "bildung",
  "automotive",
  "finanzen",
  "landwirtschaft",
  "kreatives-design",
  "reinigungsservice",
  "werkstaetten",
  "sonstiges",
] as const;

export const LOGO_STATUS = ["vorhanden", "neu-erstellen", "kein-logo"] as const;
export const STILE = ["modern", "klassisch", "kreativ", "business", "playful"] as const;
export const TONALITAETEN = ["professionell", "freundlich", "dynamisch", "vertrauensvoll", "innovativ"] as const;
export const HAUPTZIELE = [
  "kunden-gewinnen",
  "informieren",
  "verkaufen",
  "portfolio",
  "kontakt",
  "branding",
  "sonstiges",
] as const;
export const TEXTE_STATUS = ["texte-hochladen", "erstellen-lassen"] as const;
export const BILDER_STATUS = ["upload", "professional", "later"] as const;
export const DOMAIN_STATUS = ["vorhanden", "neu"] as const;

export const FARBEN = [
  "blau",
  "rot",
  "grün",
  "gelb",
  "orange",
  "lila",
  "rosa",
  "türkis",
  "grau",
  "schwarz",
  "braun",
  "weiß",
] as const;

export const SCHRIFTEN = [
  "Arial",
  "Helvetica",
  "Open Sans",
  "Roboto",
  "Lato",
  "Montserrat",
  "Georgia",
  "Times New Roman",
  "Playfair Display",
  "Source Sans Pro",
  "Nunito",
  "Poppins",
] as const;

export type Rechtsform = (typeof RECHTSFORMEN)[number];
export type Branche = (typeof BRANCHEN)[number];
export type LogoStatus = (typeof LOGO_STATUS)[number];
export type Stil = (typeof STILE)[number];
export type Tonalitaet = (typeof TONALITAETEN)[number];
export type Hauptziel = (typeof HAUPTZIELE)[number];
export type TexteStatus = (typeof TEXTE_STATUS)[number];
export type BilderStatus = (typeof BILDER_STATUS)[number];
export type DomainStatus = (typeof DOMAIN_STATUS)[number];
export type Farbe = (typeof FARBEN)[number];
export type Schrift = (typeof SCHRIFTEN)[number];

/** Limits of SPEC §9, shared by the schemas and the widgets. */
export const WIZARD_LIMITS = {
  maxColors: 3,
  maxFonts: 3,
  maxCustomPages: 30,
  maxPageNameLength: 100,
  maxTexts: 10,
  maxImages: 50,
  deadlineMinDays: 14,
  deadlineMaxDays: 42,
  minYear: 1700,
} as const;
