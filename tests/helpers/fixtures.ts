import type { TablesInsert } from "~/lib/database.types";
import { sessionFolder } from "./clients.ts";

export function validApplication(
  overrides: Partial<TablesInsert<"azubiprojekt_bewerbungen">> = {},
): TablesInsert<"azubiprojekt_bewerbungen"> {
  return {
    vorname: "Erika",
    nachname: "Mustermann",
    email: "erika@example.de",
    telefon: "+49 (0)30 123456-7",
    firma: "Mustermann Haustechnik GmbH",
    website_aktuell: "https://www.example.de",
    unternehmensbeschreibung: "Sanitär- und Heizungsbetrieb mit 12 Mitarbeitenden in Berlin.",
    ...overrides,
  };
}

/** A briefing as the wizard submits it: every field filled, including the ones the original dropped. */
export function validBriefing(
  sessionId: string,
  overrides: Partial<TablesInsert<"webseitenkonzeption">> = {},
): TablesInsert<"webseitenkonzeption"> {
  return {
    session_id: sessionId,
    firmenname: "Mustermann Haustechnik GmbH",
    rechtsform: "gmbh",
    branche: "sonstiges",
    branche_sonstiges: "Haustechnik",
    adresse: "Musterstraße 1",
    plz: "10115",
    ort: "Berlin",
    land: "Deutschland",
    gruendungsjahr: 1998,
    vorname: "Erika",
    nachname: "Mustermann",
    position: "Geschäftsführerin",
    email: "erika@example.de",
    telefon: "030 1234567",
    ustid: "DE123456789",
    handelsregister: "HRB 12345",
    logo_status: "vorhanden",
    logo_file_url: "https://project.supabase.co/storage/v1/object/public/azubiprojekt-logos/logos/abc.png",
    logo_file_name: "logo.png",
    logo_file_size: 2048,
    logo_mime_type: "image/png",
    farben: ["blau", "grün"],
    selected_color_scheme: "blau-gruen-komplementaer",
    hausfarben: "#003366",
    stil: "modern",
    tonalitaet: "freundlich",
    hausschriften: "Roboto, Open Sans",
    designrichtlinien: "Viel Weißraum.",
    hauptziel: "sonstiges",
    hauptziel_sonstiges: "Auszubildende gewinnen",
    zielgruppe: "Hausbesitzer in Berlin",
    hauptbotschaft: "Wärme, die bleibt.",
    usp: "24h Notdienst",
    leistungen: "Heizung, Sanitär, Solar",
    seiten: ["startseite", "leistungen", "kontakt", "karriere"],
    custom_seiten: ["karriere"],
    texte_status: "texte-hochladen",
    uploaded_texts: [
      {
        id: "t1",
        fileName: "texte.pdf",
        url: `https://project.supabase.co/storage/v1/object/public/konfigurator-texte/texts/${sessionFolder(sessionId)}/t1_texte.pdf`,
        size: 1000,
        mimeType: "application/pdf",
        path: `texts/${sessionFolder(sessionId)}/t1_texte.pdf`,
      },
    ],
    besondere_botschaften: "Seit 1998 in Berlin",
    kontakt_telefon: "030 1234567",
    kontakt_email: "info@example.de",
    oeffnungszeiten: "Mo–Fr 8–17 Uhr",
    kontaktformular: true,
    bilder_status: "later",
    uploaded_images: [],
    besonderheiten: "Notdienst-Hinweis auf jeder Seite",
    rechtliches: ["impressum", "datenschutz", "agb"],
    agb_text: "§1 Geltungsbereich ...",
    datenschutzbeauftragter: true,
    datenschutzbeauftragter_kontakt: "datenschutz@example.de",
    domain_status: "vorhanden",
    domain_name: "mustermann-haustechnik.de",
    wunsch_domain_name: null,
    referenz_websites: "https://example.org",
    zusaetzliche_anmerkungen: "Bitte bis Ende des Monats.",
    bevorzugte_kontaktzeit: "vormittags",
    projekt_deadline: isoDateInDays(20),
    zusammenfassung: "Firma: Mustermann Haustechnik GmbH\nBranche: Haustechnik",
    ...overrides,
  };
}

/** The date `days` after today in Berlin, whose calendar the server's date rules use (not UTC's). */
export function isoDateInDays(days: number): string {
  const todayInBerlin = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  const date = new Date(`${todayInBerlin}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
