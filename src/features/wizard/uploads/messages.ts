import { site } from "~/content/site";
import type { UploadWait } from "./transport";

/** The German upload messages of SPEC §8, exactly as specified, in one place. */

/** Per-file state of a failed upload (SPEC §8, contact step; used by all lists). */
export const itemFailedMessage = "Upload fehlgeschlagen";

export const logoMessages = {
  tooLarge: "Datei ist zu groß. Maximum 10MB erlaubt.",
  notAnImage: "Nur Bilddateien sind erlaubt.",
  failed: "Fehler beim Upload. Bitte versuchen Sie es erneut.",
  // Not in SPEC §8: a file of 0 bytes (file-rules.ts).
  empty: "Die Datei ist leer. Bitte speichern Sie die Datei zuerst auf Ihrem Gerät und wählen Sie sie dann erneut aus.",
  // Not in SPEC §8; announced to screen readers only.
  uploaded: (name: string) => `Logo ${name} hochgeladen.`,
  removed: "Logo entfernt.",
  pickLabel: "Logo auswählen",
  /** The drop zone's hint, per rule set (file-rules.ts). */
  hintDesignStep: "JPG, PNG, GIF oder SVG, maximal 10\u00a0MB",
  hintAnyImage: "Bilddatei (z.\u00a0B. JPG, PNG, SVG, WebP), maximal 10\u00a0MB",
} as const;

/** Not in SPEC §8: the counter under a list of files ("2 von 10"; read out as words, not "slash"). */
export const countOf = (count: number, max: number) => `${count} von ${max}`;

export const textPicker = {
  label: "Text-Dateien auswählen",
  hint: "PDF, Word (DOC, DOCX) oder TXT, maximal 10\u00a0MB pro Datei, bis zu 10 Dateien",
  counterLabel: "Hochgeladene Dateien:",
} as const;

export const imagePicker = {
  label: "Bilder auswählen",
  hint: "Bilddateien (z.\u00a0B. JPG, PNG, WebP), maximal 25\u00a0MB pro Bild, bis zu 50 Bilder",
  counterLabel: "Hochgeladene Bilder:",
} as const;

export const textMessages = {
  unsupported: "Nicht unterstütztes Dateiformat. Erlaubt: PDF, Word, TXT",
  tooLarge: "Datei zu groß. Maximum: 10MB",
  fileFailed: (fileName: string, message: string) => `Fehler beim Hochladen von ${fileName}: ${message}`,
  someFailed: (count: number) => `${count} Datei(en) konnten nicht hochgeladen werden`,
  allFailed: "Fehler beim Hochladen der Dateien",
  uploaded: (count: number) => `${count} Datei(en) erfolgreich hochgeladen`,
  removed: "Datei entfernt",
  removeFailed: "Fehler beim Löschen der Datei aus dem Speicher",
  // Not in SPEC §8: choosing "Texte erstellen lassen" drops the files (SPEC §4); they come back
  // for a while (texts-field.tsx), as an arrow key in the radio group chooses at once.
  dropped: {
    title: "Hochgeladene Texte entfernt",
    description: "Mit „Rückgängig“ oder „Eigene Texte hochladen“ holen Sie sie zurück.",
    undo: "Rückgängig",
  },
  // Not in SPEC §8 (it only states the limit of 10 files).
  tooMany: "Sie können maximal 10 Dateien hochladen.",
  // Not in SPEC §8: a file of 0 bytes (file-rules.ts).
  empty: "Die Datei ist leer. Bitte speichern Sie sie zuerst auf Ihrem Gerät und wählen Sie sie dann erneut aus.",
} as const;

export const imageMessages = {
  tooMany: { title: "Zu viele Bilder", description: "Sie können maximal 50 Bilder hochladen." },
  tooLarge: (fileName: string) => ({ title: "Datei zu groß", description: `${fileName} ist größer als 25MB.` }),
  notAnImage: (fileName: string) => ({ title: "Ungültiger Dateityp", description: `${fileName} ist kein Bild.` }),
  // Not in SPEC §8: an image, but of a kind the image bucket refuses (IMAGE_RULES).
  unsupportedFormat: (fileName: string) => ({
    title: "Ungültiger Dateityp",
    description: `${fileName}: Dieses Bildformat können wir nicht annehmen. Bitte laden Sie das Bild als JPG, PNG oder WebP hoch.`,
  }),
  // Not in SPEC §8: a file of 0 bytes (file-rules.ts).
  empty: (fileName: string) => ({
    title: "Leere Datei",
    description: `${fileName} ist leer. Bitte speichern Sie das Bild zuerst auf Ihrem Gerät und wählen Sie es dann erneut aus.`,
  }),
  failed: { title: "Upload-Fehler", description: "Ein Fehler ist beim Hochladen aufgetreten." },
  itemFailed: itemFailedMessage,
  uploaded: (count: number) => ({
    title: "Bilder hochgeladen",
    description: `${count} Bild(er) erfolgreich hochgeladen.`,
  }),
  // Not in SPEC §8; announced to screen readers only.
  removed: (fileName: string) => `${fileName} entfernt.`,
} as const;

/** Not in SPEC §8: a file picked again that is listed or uploading already (texts and images). */
export const duplicateMessage = (fileName: string) => ({
  title: "Bereits ausgewählt",
  description: `${fileName} ist bereits ausgewählt und wird nicht doppelt hochgeladen.`,
});

/**
 * Not in SPEC §8: under the bar of an upload that stands still without having failed (all three
 * widgets): it tries again after a failed request (for up to 40 s), or waits for the connection.
 */
export const uploadWaitMessages: Record<UploadWait, string> = {
  retry: "Verbindung gestört – neuer Versuch …",
  offline: "Keine Internetverbindung – das Hochladen geht weiter, sobald Sie wieder online sind.",
};

/** Not in SPEC §8: the control that cancels one file still uploading (all three widgets). */
export const cancelUploadMessages = {
  button: "Abbrechen",
  label: (fileName: string) => `Hochladen von ${fileName} abbrechen`,
  // Announced to screen readers only.
  cancelled: (fileName: string) => `Hochladen von ${fileName} abgebrochen.`,
} as const;

/** Reasons a storage call failed, in German, for the per-file messages. */
export const storageErrorMessages = {
  network: "Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und wählen Sie die Datei erneut aus.",
  tooLarge: "Die Datei ist zu groß.",
  type: "Dieser Dateityp ist nicht erlaubt.",
  duplicate: "Diese Datei wurde bereits hochgeladen.",
  forbidden: "Die Datei wurde nicht angenommen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  aborted: "Hochladen abgebrochen.",
  // No progress for 30 s (stall-guard.ts).
  stalled: "Das Hochladen kam nicht mehr voran. Bitte wählen Sie die Datei erneut aus.",
  unknown: `Bitte versuchen Sie es erneut. Klappt es wieder nicht, schreiben Sie uns an ${site.contact.email}.`,
} as const;

/**
 * Not in SPEC §8: leaving the wizard (a link to another page) while a file is still uploading.
 * Closing or reloading the tab gets the browser's own question instead (its text cannot be set).
 */
export const leaveWhileUploading = {
  title: "Dateien werden noch hochgeladen",
  description:
    "Wenn Sie den Konfigurator jetzt verlassen, werden die Dateien, die gerade hochgeladen werden, nicht gespeichert. Ihre übrigen Angaben bleiben erhalten.",
  stay: "Hier bleiben",
  leave: "Trotzdem verlassen",
} as const;
