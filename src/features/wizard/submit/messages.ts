import { site } from "~/content/site";

/** Submit messages of SPEC §8 (wizard navigation and session), word for word. */
export const submitMessages = {
  submitting: "Wird übermittelt...",
  success: "Deine Website-Anfrage wurde erfolgreich übermittelt!",
  insertFailed: "Fehler beim Speichern der Daten. Bitte versuche es erneut.",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
} as const;

/** Not in SPEC §8: the start of the page's title on the thank-you screen (use-page-title.ts). */
export const sentPageTitle = "Projektanfrage abgesendet";

/**
 * Not in SPEC §8: a submit while files are still uploading. The briefing would
 * go without them, and once it is sent the session's folder takes no more files
 * (supabase/migrations/*_storage_after_submit_and_counts.sql). Every uploading
 * file has a cancel button in its step (uploads/messages.ts).
 */
export const uploadsPendingMessage = {
  title: "Dateien werden noch hochgeladen",
  description:
    "Bitte warten Sie, bis alle Dateien hochgeladen sind, und senden Sie die Anfrage dann ab. Kommt das Hochladen einer Datei nicht voran, können Sie es im jeweiligen Schritt abbrechen.",
} as const;

/**
 * Not in SPEC §8: the session had been sent before (another device, a tab left open, or a
 * response lost before a reload), so this copy was not stored; the earlier one was.
 */
export const sentBeforeMessage = {
  title: "Diese Projektanfrage wurde bereits abgesendet",
  description: `Sie wurde schon einmal abgesendet, zum Beispiel auf einem anderen Gerät. Falls Sie seitdem noch etwas geändert haben, schreiben Sie uns bitte an ${site.contact.email}.`,
} as const;

/**
 * Not in SPEC §8: just before sending, the draft turned out to have newer answers from another
 * device or tab, which the summary now shows; nothing was sent.
 */
export const changedElsewhereMessage = {
  title: "Ihre Angaben wurden zwischenzeitlich ergänzt",
  description:
    "Die Ergänzungen stammen aus einem anderen Tab oder von einem anderen Gerät. Bitte prüfen Sie die Zusammenfassung und senden Sie die Anfrage dann ab.",
} as const;

/** Not in SPEC §8: a listed file was deleted meanwhile (missing-file.ts); it is taken off the list. */
export const missingFileMessage = (fileName: string, step: number) => ({
  title: "Datei nicht mehr vorhanden",
  description: `${fileName} ist nicht mehr vorhanden (z.\u00a0B. in einem anderen Tab gelöscht) und wurde aus Ihrer Auswahl entfernt. Bitte prüfen Sie Schritt ${step} und senden Sie die Anfrage erneut ab.`,
});
