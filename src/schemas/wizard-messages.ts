import { site } from "~/content/site";
import { fieldMessages as sharedMessages } from "./field-rules";

/**
 * The wizard's German messages. Quoted ones are SPEC §8 word for word; the
 * few marked "own" fill gaps the spec leaves (e.g. length limits the server
 * enforces, see supabase/migrations/*_webseitenkonzeption.sql).
 */
export const fieldMessages = {
  // The wording shared with the application form lives in ./field-rules.ts.
  required: sharedMessages.required,
  gruendungsjahr: "Das Gründungsjahr muss zwischen 1700 und dem aktuellen Jahr liegen.",
  plz: "Bitte geben Sie eine gültige 5-stellige Postleitzahl ein.",
  ustid: "Die Umsatzsteuer-ID muss dem Format DE123456789 entsprechen.",
  handelsregister: "Die Handelsregisternummer muss dem Format HRA/HRB 12345 entsprechen.",
  phone: sharedMessages.phone,
  email: sharedMessages.email,
  domain: `Bitte geben Sie eine gültige Domain ein (z.B. beispiel.de oder ${site.host})`,
  uploadedTexts: "Bitte laden Sie mindestens eine Text-Datei hoch",
  // own
  choose: "Bitte wählen Sie eine Option aus.",
  farben: "Bitte wählen Sie mindestens eine Farbe aus.",
  images: "Bitte laden Sie mindestens ein Bild hoch.",
  deadline: "Bitte wählen Sie ein Datum, das 14 bis 42 Tage in der Zukunft liegt.",
  tooLong: sharedMessages.tooLong,
  customPageEmpty: "Bitte geben Sie einen Seitennamen ein.",
  customPageDuplicate: "Diese Seite haben Sie bereits hinzugefügt.",
  customPageInPackage: (page: string) => `Die Seite „${page}“ ist im gewählten Paket bereits enthalten.`,
  customPageComma: "Seitennamen dürfen kein Komma enthalten.",
  // Not in SPEC §8; read out to screen readers only: the list changes without a visible message.
  customPageAdded: (page: string) => `Seite „${page}“ hinzugefügt.`,
  customPageRemoved: (page: string) => `Seite „${page}“ entfernt.`,
  customFontEmpty: "Bitte geben Sie einen Schriftnamen ein.",
  customFontDuplicate: "Diese Schrift ist bereits ausgewählt.",
  customFontComma: "Schriftnamen dürfen kein Komma enthalten.",
  tooManyPages: (max: number) => `Sie können höchstens ${max} eigene Seiten hinzufügen.`,
  resetConfirm: 'Bitte geben Sie "Ja" ein, um das Formular zurückzusetzen.',
} as const;

export type ToastMessage = { title: string; description?: string };

export const toastMessages = {
  step1Invalid: {
    title: "Bitte überprüfen Sie Ihre Eingaben",
    description: "Einige Felder sind nicht korrekt ausgefüllt oder fehlen.",
  },
  incomplete: { title: "Unvollständige Angaben", description: "Bitte füllen Sie alle Pflichtfelder aus." },
  maxColors: {
    title: "Maximale Farbanzahl erreicht",
    description: "Sie können maximal 3 Farben auswählen. Entfernen Sie zuerst eine andere Farbe.",
  },
  // own, worded like maxColors
  maxFonts: {
    title: "Maximale Schriftanzahl erreicht",
    description: "Sie können maximal 3 Schriften auswählen. Entfernen Sie zuerst eine andere Schrift.",
  },
  textsMissing: { title: fieldMessages.uploadedTexts },
  imageChoiceMissing: {
    title: "Bildauswahl erforderlich",
    description: "Bitte treffen Sie eine Auswahl bei den Website-Bildern.",
  },
  invalidPhone: { title: "Ungültige Telefonnummer", description: fieldMessages.phone },
  invalidEmail: { title: "Ungültige E-Mail-Adresse", description: fieldMessages.email },
  imagesMissing: { title: "Bilder fehlen", description: fieldMessages.images },
  invalidDomain: { title: "Ungültige Domain", description: fieldMessages.domain },
  saved: { title: "Fortschritt automatisch gespeichert" },
  reset: { title: "Formular zurückgesetzt" },
  lockedStep: (step: number, stepName: string): ToastMessage => ({
    title: `Schritt ${step} muss zuerst vollständig ausgefüllt werden`,
    description: `Bitte füllen Sie alle Pflichtfelder in "${stepName}" aus, bevor Sie fortfahren.`,
  }),
} as const;
