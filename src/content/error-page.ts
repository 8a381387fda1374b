/** What the app shows when a page crashed (root ErrorBoundary); a 404 has its own page. */
export const errorPage = {
  title: "Ein unerwarteter Fehler ist aufgetreten.",
  text: "Bitte laden Sie die Seite neu. Ihre Angaben im Konfigurator bleiben auf diesem Gerät gespeichert.",
  reload: "Seite neu laden",
};
