// Pure data without imports: the briefing e-mail and PDF (Deno) read it too.

/** The German names of the page slugs the packages use; custom pages are shown as typed. */
export const pageLabels: Record<string, string> = {
  startseite: "Startseite",
  "ueber-uns": "Über uns",
  leistungen: "Leistungen",
  kontakt: "Kontakt",
  referenzen: "Referenzen",
  faq: "FAQ",
  team: "Team",
  karriere: "Karriere",
  aktuelles: "Aktuelles",
  einsatzgebiet: "Einsatzgebiet",
  preise: "Preise",
  galerie: "Galerie",
  termin: "Terminbuchung",
  speisekarte: "Speisekarte",
  reservierung: "Reservierung",
  veranstaltungen: "Veranstaltungen",
  sprechzeiten: "Sprechzeiten",
  patienteninfos: "Patienteninfos",
  angebote: "Angebote",
  kursplan: "Kursplan",
  immobilien: "Immobilien",
  verkaufen: "Verkaufen",
  vermieten: "Vermieten",
  bewertung: "Wertermittlung",
};

export const pageLabel = (page: string) => pageLabels[page] ?? page;
