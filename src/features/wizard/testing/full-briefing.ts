import { addDays } from "date-fns";
import { formatDeadline } from "~/schemas/wizard-fields";
import type { WizardData } from "../model/wizard-data";

/**
 * A briefing with every field filled with a distinctive value, so tests can
 * check that no field is dropped on the way to the summary text and the row.
 * It passes the server's constraints (supabase/migrations/*_webseitenkonzeption.sql,
 * *_briefing_row_truth.sql) once its upload entries sit in the submitting session's
 * folder, which depends on the session id (tests/helpers/session-uploads.ts).
 */
export function fullBriefing(today = new Date()): WizardData {
  return {
    firmenname: "Bäckerei Sonnenschein",
    rechtsform: "gmbh",
    branche: "gastronomie",
    branche_sonstiges: "",
    adresse: "Hauptstraße 1",
    plz: "12345",
    ort: "Musterstadt",
    land: "Österreich",
    gruendungsjahr: "1998",
    vorname: "Erika",
    nachname: "Mustermann",
    position: "Inhaberin",
    email: "erika@example.de",
    telefon: "0123 456789",
    ustid: "DE123456789",
    handelsregister: "HRB 4711",
    logo_status: "vorhanden",
    logo_file_url: "https://cdn.example.de/storage/v1/object/public/azubiprojekt-logos/logos/abc.png",
    logo_file_name: "Logo Sonnenschein.png",
    logo_file_size: 204800,
    logo_mime_type: "image/png",
    farben: ["gelb", "braun", "weiß"],
    selected_color_scheme: "dreiklang-gelb-braun-weiß",
    hausfarben: "Sonnengelb #FFC107",
    stil: "klassisch",
    tonalitaet: "freundlich",
    hausschriften: "Georgia, Lato, Hausschrift Sonne",
    designrichtlinien: "Viel Weißraum,\nkeine Stockfotos",
    hauptziel: "kunden-gewinnen",
    hauptziel_sonstiges: "",
    zielgruppe: "Familien und Berufstätige aus der Region",
    hauptbotschaft: "Jeden Morgen frisch aus dem Ofen",
    usp: "Sauerteig aus eigener Zucht seit 1998",
    leistungen: "Brot, Brötchen, Kuchen, Catering",
    seitenpaket: "restaurant",
    seiten: ["startseite", "ueber-uns", "speisekarte", "kontakt", "Catering-Anfrage"],
    custom_seiten: ["Catering-Anfrage"],
    texte_status: "texte-hochladen",
    uploaded_texts: [
      {
        id: "t1",
        fileName: "Über uns.docx",
        url: "https://cdn.example.de/storage/v1/object/public/konfigurator-texte/texts/f/abc_Ueber-uns.docx",
        size: 12345,
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        path: "texts/f/abc_Ueber-uns.docx",
      },
      {
        id: "t2",
        fileName: "Speisekarte.pdf",
        url: "https://cdn.example.de/storage/v1/object/public/konfigurator-texte/texts/f/def_Speisekarte.pdf",
        size: 2 * 1024 * 1024,
        mimeType: "application/pdf",
        path: "texts/f/def_Speisekarte.pdf",
      },
    ],
    besondere_botschaften: "Frisch. Regional. Sonnig.",
    kontakt_telefon: "+49 123 456789",
    kontakt_email: "kontakt@example.de",
    oeffnungszeiten: "Mo–Fr 6–18 Uhr\nSa 7–12 Uhr",
    kontaktformular: false,
    bilder_status: "upload",
    uploaded_images: [
      {
        id: "i1",
        fileName: "Theke.jpg",
        url: "https://cdn.example.de/storage/v1/object/public/konfigurator-bilder/uploads/f/1-a-Theke.jpg",
        size: 3 * 1024 * 1024,
        mimeType: "image/jpeg",
        path: "uploads/f/1-a-Theke.jpg",
      },
    ],
    besonderheiten: "Bitte das Team-Foto groß zeigen",
    rechtliches: ["impressum", "datenschutz", "agb"],
    agb_text: "§ 1 Geltungsbereich …",
    datenschutzbeauftragter: true,
    datenschutzbeauftragter_kontakt: "Dr. Daten, datenschutz@example.de",
    domain_status: "vorhanden",
    domain_name: "baeckerei-sonnenschein.de",
    wunsch_domain_name: "",
    referenz_websites: "https://example.org, https://example.net",
    zusaetzliche_anmerkungen: "Start am liebsten vor Ostern",
    bevorzugte_kontaktzeit: "vormittags",
    projekt_deadline: formatDeadline(addDays(today, 21)),
  };
}
