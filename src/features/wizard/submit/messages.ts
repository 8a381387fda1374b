/** Submit messages of SPEC §8 (wizard navigation and session), word for word. */
export const submitMessages = {
  submitting: "Wird übermittelt...",
  success: "Deine Website-Anfrage wurde erfolgreich übermittelt!",
  insertFailed: "Fehler beim Speichern der Daten. Bitte versuche es erneut.",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
} as const;
