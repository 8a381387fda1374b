import { site } from "~/content/site";

/**
 * The German copy of the session feature in one place. Quoted ones are SPEC
 * §2/§4/§8 word for word; the ones marked "own" fill gaps the spec leaves.
 */
export const sessionMessages = {
  resume: {
    title: "Unvollständiges Formular gefunden",
    // own; the time is that of the last change (lastUpdate), not of the start
    description: (savedAt: string) =>
      `Sie haben Ihre Projektanfrage zuletzt am ${savedAt} bearbeitet. Möchten Sie dort weitermachen, wo Sie aufgehört haben?`,
    // own
    lastStep: (step: number, name: string) => `Sie waren bei Schritt ${step} von 6 – ${name}.`,
    // own: drafts of several sessions on this device
    severalDescription:
      "Auf diesem Gerät gibt es mehrere angefangene Projektanfragen. Wählen Sie, welche Sie fortsetzen möchten.",
    choose: "Angefangene Projektanfragen",
    untitled: "Ohne Firmennamen",
    draftDetails: (savedAt: string, step: number, name: string) =>
      `Zuletzt bearbeitet am ${savedAt}, Schritt ${step} von 6 – ${name}`,
    continue: "Fortsetzen",
    restart: "Neu starten",
  },
  restored: "Formular wiederhergestellt!",
  // own: this tab's draft is gone from the database because another tab or device sent it or
  // reset it ("Formular zurücksetzen"); which of the two, this tab cannot tell without asking more.
  goneElsewhere: {
    title: "Diese Projektanfrage wird hier nicht mehr gespeichert",
    description:
      "Sie wurde in einem anderen Tab oder auf einem anderen Gerät abgesendet oder zurückgesetzt. Was hier noch steht, bleibt nur in diesem Tab sichtbar.",
    // own: the notice that stays, and its way on
    notice:
      "Sie wurde in einem anderen Tab oder auf einem anderen Gerät abgesendet oder zurückgesetzt. Ihre Eingaben hier werden nicht gespeichert. Sie können sie als neue Anfrage weiterführen; hochgeladene Dateien wählen Sie dann bitte erneut aus.",
    continueAsNew: "Als neue Anfrage fortsetzen",
  },
  startedOver: "Neues Formular gestartet",
  // own: the startedOver toast's action, bringing back the draft "Neu starten" dropped
  undoStartOver: "Rückgängig",
  // own: a session link that names no saved draft; SPEC §4: a new session starts
  linkNotFound: {
    title: "Dieser Link ist nicht mehr gültig",
    description: `Die Projektanfrage dazu wurde bereits abgesendet, zurückgesetzt oder nach ${site.legal.serverDraftDays} Tagen ohne Änderung gelöscht. Hier können Sie eine neue beginnen.`,
  },
  // own: a session link whose saved answers could not be fetched (network); the link stays in the address
  linkLoadFailed: {
    title: "Ihre gespeicherten Angaben konnten nicht geladen werden",
    description:
      "Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu. Ihre Angaben sind nicht verloren.",
  },
  continueElsewhere: {
    title: "Auf anderem Gerät fortsetzen",
    // own
    description: "Scannen Sie den QR-Code mit Ihrem Smartphone oder Tablet, um dort mit Ihren Angaben weiterzumachen.",
    qrFailed: "QR-Code konnte nicht geladen werden",
    // own
    qrLabel: "QR-Code mit dem Link zu Ihrer gespeicherten Projektanfrage",
    generating: "QR-Code wird erstellt …",
    linkLabel: "Link zu Ihrer Projektanfrage",
    copy: "Link kopieren",
    privacyHint:
      "Wer diesen Link kennt, kann Ihre Angaben öffnen. Teilen Sie ihn nur mit Personen, denen Sie vertrauen.",
    // own: the save that makes the link work did not get through (yet)
    notSaved:
      "Ihre Angaben konnten gerade nicht gespeichert werden. Der Link funktioniert erst, wenn das Speichern geklappt hat – bitte prüfen Sie Ihre Internetverbindung. Wir versuchen es weiter.",
  },
  linkCopied: "Link kopiert!",
  linkCopyFailed: "Link konnte nicht kopiert werden",
  // own
  loadingLink: "Gespeicherte Projektanfrage wird geladen …",
  newerCopy: {
    title: "Neuerer Stand gefunden",
    description:
      "Ihre Projektanfrage wurde inzwischen in einem anderen Tab oder auf einem anderen Gerät weiter bearbeitet. Möchten Sie den neueren Stand laden? Arbeiten Sie hier weiter, wird der andere Stand überschrieben.",
    load: "Neueren Stand laden",
    keep: "Hier weiterarbeiten",
    // own
    mergeDescription:
      "Ihre Projektanfrage wurde inzwischen in einem anderen Tab oder auf einem anderen Gerät weiter bearbeitet. Dort und hier wurden verschiedene Angaben geändert: Sie können beide Stände zusammenführen. Arbeiten Sie hier weiter, wird der andere Stand überschrieben.",
    merge: "Beide Stände zusammenführen",
  },
  // own
  merged: "Änderungen aus dem anderen Tab oder von dem anderen Gerät übernommen",
  // own
  pendingUploads: {
    title: "Noch nicht vollständig hochgeladen",
    description:
      "Diese Dateien wurden beim letzten Speichern noch hochgeladen. Läuft das Hochladen auf dem anderen Gerät noch, erscheinen sie hier von selbst; sonst wählen Sie sie bitte erneut aus:",
    dismiss: "Hinweis schließen",
  },
} as const;

/** Console lines (SPEC §8: session storage failures are only logged). */
export const sessionLog = {
  discarded: "Gespeicherte Formulardaten waren unlesbar und wurden verworfen:",
  expired: "Gespeicherte Formulardaten waren älter als 7 Tage und wurden verworfen.",
  storageFailed: "Formulardaten konnten nicht im Browser gespeichert werden:",
  saveFailed: "Sitzung konnte nicht gespeichert werden (neuer Versuch folgt):",
  saveRefused: "Sitzung wurde vom Server abgelehnt:",
  loadFailed: "Gespeicherte Sitzung konnte nicht geladen werden:",
  gone: "Die gespeicherte Sitzung gibt es nicht mehr (abgeschickt oder abgelaufen).",
  // The deletion after a reset logs its own lines (draft-deletion.ts, loaded on its own); this one
  // is for its code failing to load.
  discardFailed: "Zurückgesetzte Sitzung konnte auf dem Server nicht gelöscht werden:",
} as const;
