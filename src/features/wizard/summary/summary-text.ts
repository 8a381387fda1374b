import { formatBerlinDateTime } from "~/lib/berlin-date-time";
import { isBlank } from "~/schemas/field-rules";
import { applicableAnswers, askedAnswers } from "../model/applicable-answers";
import { tidyAnswers } from "../model/tidy-answers";
import { countryOf, type UploadedFile, type WizardData } from "../model/wizard-data";
import {
  bilderStatusLabels,
  brancheLabels,
  domainStatusLabels,
  hauptzielLabels,
  logoStatusLabels,
  rechtsformLabels,
  stilLabels,
  texteStatusLabels,
  tonalitaetLabels,
} from "../model/wizard-options";
import { formatFileSize } from "../uploads/file-rules";
import { formatDeadlineText } from "./display";
import { colorScheme, colorWithHex, labelOf, legalPageLabels, packageName, pageNames, yesNo } from "./labels";

const EMPTY = "keine Angabe";
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** The line only where its question was asked: "keine Angabe" for a question never shown misleads. */
const askedIf = (asked: boolean, line: string): string[] => (asked ? [line] : []);

export { formatBerlinDateTime as formatSubmittedAt };

/**
 * "Label: value"; further lines of a multi-line answer are indented under it, and a blank line
 * between paragraphs stays empty (no indent of blanks left at a line's end).
 */
function field(label: string, value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value).trim();
  // Nothing visible (a zero-width space) is no answer, as the rules and the database judge it.
  if (isBlank(text)) return `${label}: ${EMPTY}`;
  // Every kind of line break: a U+2028 or a lone CR left unindented starts a line without label.
  const [first, ...rest] = text.split(LINE_BREAK).map((line) => line.trimEnd());
  return [`${label}: ${first}`, ...rest.map((line) => (line === "" ? "" : `    ${line}`))].join("\n");
}

function list(label: string, items: readonly string[]): string {
  return field(label, items.length ? items.join(", ") : "");
}

function files(label: string, entries: readonly UploadedFile[]): string {
  if (entries.length === 0) return field(label, "");
  return [
    `${label} (${entries.length}):`,
    ...entries.map((file, index) => {
      const size = formatFileSize(file.size);
      return `  ${index + 1}. ${file.fileName}${size ? ` (${size})` : ""}\n     ${file.url}`;
    }),
  ].join("\n");
}

function section(title: string, lines: string[]): string {
  return [`=== ${title} ===`, ...lines].join("\n");
}

/**
 * The plain-text briefing stored in webseitenkonzeption.zusammenfassung, for
 * the agency to read top to bottom in the dashboard: every field of every
 * step with German labels (unlike the summary cards nothing is shortened),
 * and the file links. Of the answers that apply (applicableAnswers), as the row.
 */
export function summaryText(
  answers: WizardData,
  { submittedAt, sessionId }: { submittedAt: Date; sessionId?: string },
): string {
  const data = tidyAnswers(applicableAnswers(answers));
  const asked = askedAnswers(data);
  const scheme = colorScheme(data);
  const logoSize = formatFileSize(data.logo_file_size);
  const logo = data.logo_file_url
    ? `${data.logo_file_name || "Logo"}${logoSize ? ` (${logoSize})` : ""}\n${data.logo_file_url}`
    : "";

  const header = [
    "WEBSITE-PROJEKTANFRAGE",
    // The sender's clock, which may be wrong: the row's created_at is the server's time of receipt.
    `Abgeschickt: ${formatBerlinDateTime(submittedAt)} (laut Gerät des Absenders)`,
    field("Firma", data.firmenname),
    ...(sessionId ? [`Sitzung: ${sessionId}`] : []),
  ].join("\n");

  return [
    header,
    section("1. Unternehmensdaten", [
      field("Firmenname", data.firmenname),
      field("Rechtsform", labelOf(rechtsformLabels, data.rechtsform)),
      field("Branche", labelOf(brancheLabels, data.branche)),
      ...askedIf(asked.branche_sonstiges, field("Branche (Sonstiges)", data.branche_sonstiges)),
      field("Adresse", data.adresse),
      field("PLZ", data.plz),
      field("Ort", data.ort),
      field("Land", countryOf(data)),
      field("Gründungsjahr", data.gruendungsjahr),
      field("Vorname", data.vorname),
      field("Nachname", data.nachname),
      field("Position", data.position),
      field("E-Mail", data.email),
      field("Telefon", data.telefon),
      field("USt-IdNr.", data.ustid),
      field("Handelsregister", data.handelsregister),
    ]),
    section("2. Design & Erscheinungsbild", [
      field("Logo", labelOf(logoStatusLabels, data.logo_status)),
      field("Logo-Datei", logo),
      field("Logo-Dateityp", data.logo_mime_type),
      list("Farben", data.farben.map(colorWithHex)),
      field("Farbschema", scheme ? `${scheme.name} (${scheme.colors.join(", ")})` : data.selected_color_scheme),
      field("Eigene Hausfarben", data.hausfarben),
      field("Stil", labelOf(stilLabels, data.stil)),
      field("Tonalität", labelOf(tonalitaetLabels, data.tonalitaet)),
      field("Schriften", data.hausschriften),
      field("Designwünsche / Designrichtlinien", data.designrichtlinien),
    ]),
    section("3. Inhalte & Botschaften", [
      field("Hauptziel", labelOf(hauptzielLabels, data.hauptziel)),
      ...askedIf(asked.hauptziel_sonstiges, field("Hauptziel (Sonstiges)", data.hauptziel_sonstiges)),
      field("Zielgruppe", data.zielgruppe),
      field("Hauptbotschaft", data.hauptbotschaft),
      field("Alleinstellungsmerkmal (USP)", data.usp),
      field("Leistungen", data.leistungen),
      field("Seitenpaket", packageName(data)),
      list("Seiten", pageNames(data)),
      list("Eigene Seiten", data.custom_seiten),
      field("Texte", labelOf(texteStatusLabels, data.texte_status)),
      ...askedIf(asked.uploaded_texts, files("Hochgeladene Texte", data.uploaded_texts)),
      field("Slogan / besondere Botschaften", data.besondere_botschaften),
    ]),
    section("4. Kontaktdaten & Website-Bilder", [
      field("Telefon (Website)", data.kontakt_telefon),
      field("E-Mail (Website)", data.kontakt_email),
      field("Öffnungszeiten", data.oeffnungszeiten),
      field("Kontaktformular", yesNo(data.kontaktformular)),
      field("Bilder", labelOf(bilderStatusLabels, data.bilder_status)),
      ...askedIf(asked.uploaded_images, files("Hochgeladene Bilder", data.uploaded_images)),
      field("Besonderheiten", data.besonderheiten),
    ]),
    section("5. Projekt-Details", [
      list(
        "Rechtliche Seiten",
        data.rechtliches.map((page) => labelOf(legalPageLabels, page)),
      ),
      ...askedIf(asked.agb_text, field("Eigene AGB", data.agb_text)),
      field("Eigener Datenschutzbeauftragter", yesNo(data.datenschutzbeauftragter)),
      ...askedIf(
        asked.datenschutzbeauftragter_kontakt,
        field("Kontakt Datenschutzbeauftragter", data.datenschutzbeauftragter_kontakt),
      ),
      field("Domain", labelOf(domainStatusLabels, data.domain_status)),
      ...askedIf(asked.domain_name, field("Vorhandene Domain", data.domain_name)),
      ...askedIf(asked.wunsch_domain_name, field("Wunsch-Domain", data.wunsch_domain_name)),
      field("Bevorzugte Kontaktzeit", data.bevorzugte_kontaktzeit),
      field("Gewünschte Fertigstellung", formatDeadlineText(data.projekt_deadline)),
      field("Referenz-Websites", data.referenz_websites),
      field("Zusätzliche Anmerkungen", data.zusaetzliche_anmerkungen),
    ]),
  ].join("\n\n");
}
