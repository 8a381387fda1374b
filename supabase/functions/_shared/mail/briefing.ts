/**
 * A stored briefing (a row of public.webseitenkonzeption) as the agency reads it in the mail
 * and the PDF: the six groups of the wizard's summary cards (src/features/wizard/summary/display.ts),
 * but every answer in full, lists complete, files with their links. Labels come from the
 * wizard's own label data, imported with extensions so Deno runs these modules as they are.
 */
import { findColorScheme } from "../../../../src/features/wizard/model/color-schemes.ts";
import { colorHex, colorLabels } from "../../../../src/features/wizard/model/colors.ts";
import { pageLabels } from "../../../../src/features/wizard/model/page-labels.ts";
import {
  bilderStatusLabels,
  brancheLabels,
  domainStatusLabels,
  hauptzielLabels,
  legalPageLabels,
  logoStatusLabels,
  rechtsformLabels,
  stilLabels,
  texteStatusLabels,
  tonalitaetLabels,
} from "../../../../src/features/wizard/model/wizard-options.ts";
import type { Tables } from "../../../../src/lib/database.types.ts";
import type { Farbe } from "../../../../src/schemas/wizard-enums.ts";
import { bodyText, fileSize, germanDate } from "./text.ts";

export type BriefingRecord = Tables<"webseitenkonzeption">;
export type ApplicationRecord = Tables<"azubiprojekt_bewerbungen">;

/** An uploaded file as the row lists it, with the link staff open (public or signed). */
export type FileLink = { name: string; size: string; mimeType: string; url: string; path: string };

export type Row = { label: string; value: string };
export type Section = { title: string; rows: Row[]; files?: { label: string; entries: FileLink[] } };

/** A uploaded-file entry of the row's JSON lists, taken apart defensively: the row may hold anything. */
export type StoredFile = { fileName: string; url: string; size: number | null; mimeType: string; path: string };

function storedFiles(value: unknown): StoredFile[] {
  const list = typeof value === "string" ? safeJson(value) : value;
  if (!Array.isArray(list)) return [];
  return list
    .filter((entry): entry is Record<string, unknown> => typeof entry === "object" && entry !== null)
    .map((entry) => ({
      fileName: String(entry.fileName ?? entry.path ?? "Datei"),
      url: String(entry.url ?? ""),
      size: typeof entry.size === "number" ? entry.size : null,
      mimeType: String(entry.mimeType ?? ""),
      path: String(entry.path ?? ""),
    }));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function strings(value: unknown): string[] {
  const list = typeof value === "string" ? safeJson(value) : value;
  return Array.isArray(list) ? list.map((item) => String(item)) : [];
}

const label = (labels: Record<string, string>, value: string | null) => (value ? (labels[value] ?? value) : "");
const join = (...parts: Array<string | null | undefined>) => parts.filter((part) => part && part.trim()).join(" ");
const yesNo = (value: boolean) => (value ? "Ja" : "Nein");

export const briefingFiles = (row: BriefingRecord) => ({
  logo: row.logo_file_url
    ? [
        {
          fileName: row.logo_file_name ?? "Logo",
          url: row.logo_file_url,
          size: row.logo_file_size,
          mimeType: row.logo_mime_type ?? "",
          path: "",
        },
      ]
    : [],
  texts: storedFiles(row.uploaded_texts),
  images: storedFiles(row.uploaded_images),
});

/** The colours the visitor chose, each with its hex value, then the scheme's four, for swatches. */
export function briefingColors(row: BriefingRecord): Array<{ name: string; hex: string }> {
  const farben = strings(row.farben);
  const chosen = farben.map((farbe) => ({
    name: colorLabels[farbe as Farbe] ?? farbe,
    hex: colorHex[farbe as Farbe] ?? "",
  }));
  const scheme = row.selected_color_scheme ? findColorScheme(farben as Farbe[], row.selected_color_scheme) : undefined;
  const schemeColors = (scheme?.colors ?? []).map((hex, index) => ({ name: `${scheme!.name} ${index + 1}`, hex }));
  return [...chosen, ...schemeColors];
}

export const briefingFonts = (row: BriefingRecord): string[] =>
  (row.hausschriften ?? "")
    .split(",")
    .map((font) => font.trim())
    .filter(Boolean);

/** Package pages by their German names, pages the visitor added as typed. */
function pageNames(row: BriefingRecord): string[] {
  const custom = new Set(strings(row.custom_seiten));
  return strings(row.seiten).map((page) => (custom.has(page) ? page : (pageLabels[page] ?? page)));
}

/**
 * The six groups of the summary cards, every answer the row holds, in full. `link` turns a
 * stored file into the URL staff open (a signed URL where the bucket is private).
 */
export function briefingSections(
  row: BriefingRecord,
  link: (file: StoredFile) => string = (file) => file.url,
): Section[] {
  const files = (entries: StoredFile[]): FileLink[] =>
    entries.map((file) => ({
      name: bodyText(file.fileName),
      size: fileSize(file.size),
      mimeType: file.mimeType,
      url: link(file),
      path: file.path,
    }));
  const { logo, texts, images } = briefingFiles(row);
  const scheme = row.selected_color_scheme
    ? findColorScheme(strings(row.farben) as Farbe[], row.selected_color_scheme)
    : undefined;
  const withOther = (value: string, other: string | null) => (other?.trim() ? `${value}: ${other.trim()}` : value);
  const rows = (entries: Array<[string, string | number | null | undefined]>): Row[] =>
    entries
      .map(([rowLabel, value]) => ({ label: rowLabel, value: bodyText(value == null ? "" : String(value)) }))
      .filter((entry) => entry.value !== "");

  return [
    {
      title: "Unternehmensdaten",
      rows: rows([
        ["Firmenname", row.firmenname],
        ["Rechtsform", label(rechtsformLabels, row.rechtsform)],
        ["Branche", withOther(label(brancheLabels, row.branche), row.branche_sonstiges)],
        ["Adresse", [row.adresse, join(row.plz, row.ort), row.land].filter(Boolean).join(", ")],
        ["Gründungsjahr", row.gruendungsjahr],
        ["Ansprechpartner", [join(row.vorname, row.nachname), row.position].filter(Boolean).join(", ")],
        ["E-Mail", row.email],
        ["Telefon", row.telefon],
        ["Umsatzsteuer-ID", row.ustid],
        ["Handelsregisternummer", row.handelsregister],
      ]),
    },
    {
      title: "Design",
      rows: rows([
        ["Logo", label(logoStatusLabels, row.logo_status)],
        [
          "Farben",
          briefingColors(row)
            .slice(0, strings(row.farben).length)
            .map((c) => (c.hex ? `${c.name} (${c.hex})` : c.name))
            .join(", "),
        ],
        ["Farbschema", scheme ? `${scheme.name} (${scheme.colors.join(", ")})` : row.selected_color_scheme],
        ["Hausfarben", row.hausfarben],
        ["Stil", label(stilLabels, row.stil)],
        ["Tonalität", label(tonalitaetLabels, row.tonalitaet)],
        ["Schriften", briefingFonts(row).join(", ")],
        ["Weitere Designwünsche", row.designrichtlinien],
      ]),
      files: { label: "Logo-Datei", entries: files(logo) },
    },
    {
      title: "Inhalte",
      rows: rows([
        ["Hauptziel", withOther(label(hauptzielLabels, row.hauptziel), row.hauptziel_sonstiges)],
        ["Zielgruppe", row.zielgruppe],
        ["Hauptbotschaft", row.hauptbotschaft],
        ["Alleinstellungsmerkmal", row.usp],
        ["Leistungen", row.leistungen],
        ["Seiten", pageNames(row).join(", ")],
        ["Texte", label(texteStatusLabels, row.texte_status)],
        ["Slogan", row.besondere_botschaften],
      ]),
      files: { label: "Hochgeladene Texte", entries: files(texts) },
    },
    {
      title: "Kontakt & Bilder",
      rows: rows([
        ["Telefon", row.kontakt_telefon],
        ["E-Mail", row.kontakt_email],
        ["Öffnungszeiten", row.oeffnungszeiten],
        ["Kontaktformular", yesNo(row.kontaktformular)],
        ["Bilder", label(bilderStatusLabels, row.bilder_status)],
        ["Besondere Wünsche", row.besonderheiten],
      ]),
      files: { label: "Hochgeladene Bilder", entries: files(images) },
    },
    {
      title: "Rechtliches",
      rows: rows([
        [
          "Rechtliche Seiten",
          strings(row.rechtliches)
            .map((page) => label(legalPageLabels, page))
            .join(", "),
        ],
        ["AGB-Text", row.agb_text],
        [
          "Datenschutzbeauftragter",
          row.datenschutzbeauftragter ? join("Ja:", row.datenschutzbeauftragter_kontakt) : yesNo(false),
        ],
      ]),
    },
    {
      title: "Projekt-Details",
      rows: rows([
        [
          "Domain",
          join(
            label(domainStatusLabels, row.domain_status) + (row.domain_name || row.wunsch_domain_name ? ":" : ""),
            row.domain_name || row.wunsch_domain_name,
          ),
        ],
        ["Fertigstellung bis", germanDate(row.projekt_deadline)],
        ["Bevorzugte Kontaktzeit", row.bevorzugte_kontaktzeit],
        ["Websites, die Ihnen gefallen", row.referenz_websites],
        ["Anmerkungen", row.zusaetzliche_anmerkungen],
      ]),
    },
  ];
}

/** The application's answers, in the order of the landing page's form. */
export function applicationSections(row: ApplicationRecord): Section[] {
  const rows = (entries: Array<[string, string | null]>): Row[] =>
    entries.map(([rowLabel, value]) => ({ label: rowLabel, value: bodyText(value) })).filter((entry) => entry.value);
  return [
    {
      title: "Bewerbung",
      rows: rows([
        ["Firma", row.firma],
        ["Ansprechpartner", join(row.vorname, row.nachname)],
        ["E-Mail", row.email],
        ["Telefon", row.telefon],
        // Shown as text, never as a link: the visitor typed it.
        ["Aktuelle Website", row.website_aktuell],
        ["Unternehmensbeschreibung", row.unternehmensbeschreibung],
      ]),
    },
  ];
}
