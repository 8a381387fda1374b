import { formatDeadline, parseDeadline } from "~/schemas/wizard-fields";
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
import { applicableAnswers } from "../model/applicable-answers";
import { tidyAnswers } from "../model/tidy-answers";
import { countryOf, type StepNumber, type WizardData } from "../model/wizard-data";
import { colorLabel, colorSchemeName, labelOf, legalPageLabels, packageName, pageNames, yesNo } from "./labels";

/** SPEC §5 "Summary display rules". */
export const SUMMARY_TEXT_MAX = 50;
export const SUMMARY_USP_MAX = 40;
export const SUMMARY_MAX_COLORS = 3;
export const SUMMARY_MAX_PAGES = 2;

/** Cuts after `max` characters (whole code points) and marks the cut with '…'. */
export function truncate(text: string, max: number = SUMMARY_TEXT_MAX): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const chars = Array.from(trimmed);
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : trimmed;
}

/**
 * "Blau, Rot, Grün +2 weitere": the first `visible` items and how many are left out,
 * in at most `max` characters. A long item is cut, never the note.
 */
export function previewList(items: readonly string[], visible: number, max: number = SUMMARY_TEXT_MAX): string {
  const more = items.length - visible;
  const note = more > 0 ? ` +${more} weitere` : "";
  return `${truncate(items.slice(0, visible).join(", "), max - note.length)}${note}`;
}

/** A stored dd.MM.yyyy deadline, normalised; anything else is shown as stored. */
export function formatDeadlineText(value: string): string {
  const date = parseDeadline(value);
  return date ? formatDeadline(date) : value;
}

export type SummaryRow = { label: string; value: string };
export type SummaryCard = { title: string; step: StepNumber; rows: SummaryRow[] };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Rows with a value only, every value truncated to the summary length (lists cut themselves: previewList). */
function rows(entries: Array<[label: string, value: string, max?: number]>): SummaryRow[] {
  return entries
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value, max]) => ({ label, value: truncate(value, max ?? SUMMARY_TEXT_MAX) }));
}

const join = (...parts: string[]) => parts.filter((part) => part.trim() !== "").join(" ");
const withOther = (label: string, other: string) => (other.trim() ? `${label}: ${other.trim()}` : label);

/** The six cards of step 6 (SPEC §2) as plain data; summary-step.tsx only renders them. */
export function summaryCards(answers: WizardData): SummaryCard[] {
  // What will be sent (submit-briefing.ts): answers taken back by a later choice are not shown.
  const data = tidyAnswers(applicableAnswers(answers));
  const branche = labelOf(brancheLabels, data.branche);
  const hauptziel = labelOf(hauptzielLabels, data.hauptziel);
  const texte = labelOf(texteStatusLabels, data.texte_status);
  const bilder = labelOf(bilderStatusLabels, data.bilder_status);
  // Only the domain of the chosen domain choice is left (applicableAnswers).
  const domain = data.domain_name || data.wunsch_domain_name;

  return [
    {
      title: "Unternehmensdaten",
      step: 1,
      rows: rows([
        ["Firmenname", data.firmenname],
        ["Rechtsform", labelOf(rechtsformLabels, data.rechtsform)],
        ["Branche", data.branche === "sonstiges" ? withOther(branche, data.branche_sonstiges) : branche],
        ["Adresse", [data.adresse, join(data.plz, data.ort), countryOf(data)].filter(Boolean).join(", ")],
        ["Gründungsjahr", data.gruendungsjahr],
        ["Ansprechpartner", [join(data.vorname, data.nachname), data.position].filter(Boolean).join(", ")],
        ["E-Mail", data.email],
        ["Telefon", data.telefon],
        ["Umsatzsteuer-ID", data.ustid],
        ["Handelsregisternummer", data.handelsregister],
      ]),
    },
    {
      title: "Design",
      step: 2,
      rows: rows([
        [
          "Logo",
          join(labelOf(logoStatusLabels, data.logo_status), data.logo_file_name ? `(${data.logo_file_name})` : ""),
        ],
        ["Farben", previewList(data.farben.map(colorLabel), SUMMARY_MAX_COLORS), Infinity],
        ["Farbschema", colorSchemeName(data)],
        ["Hausfarben", data.hausfarben],
        ["Stil", labelOf(stilLabels, data.stil)],
        ["Tonalität", labelOf(tonalitaetLabels, data.tonalitaet)],
        ["Schriften", data.hausschriften],
        ["Weitere Designwünsche", data.designrichtlinien],
      ]),
    },
    {
      title: "Inhalte",
      step: 3,
      rows: rows([
        ["Hauptziel", data.hauptziel === "sonstiges" ? withOther(hauptziel, data.hauptziel_sonstiges) : hauptziel],
        ["Zielgruppe", data.zielgruppe],
        ["Hauptbotschaft", data.hauptbotschaft],
        ["Alleinstellungsmerkmal", data.usp, SUMMARY_USP_MAX],
        ["Leistungen", data.leistungen],
        ["Seitenpaket", packageName(data)],
        ["Seiten", previewList(pageNames(data), SUMMARY_MAX_PAGES), Infinity],
        [
          "Texte",
          data.texte_status === "texte-hochladen"
            ? `${texte} (${count(data.uploaded_texts.length, "Datei", "Dateien")})`
            : texte,
        ],
        ["Slogan", data.besondere_botschaften],
      ]),
    },
    {
      title: "Kontakt & Bilder",
      step: 4,
      rows: rows([
        ["Telefon", data.kontakt_telefon],
        ["E-Mail", data.kontakt_email],
        ["Öffnungszeiten", data.oeffnungszeiten],
        ["Kontaktformular", yesNo(data.kontaktformular)],
        [
          "Bilder",
          data.bilder_status === "upload"
            ? `${bilder} (${count(data.uploaded_images.length, "Bild", "Bilder")})`
            : bilder,
        ],
        ["Besondere Wünsche", data.besonderheiten],
      ]),
    },
    {
      title: "Rechtliches",
      step: 5,
      rows: rows([
        ["Rechtliche Seiten", data.rechtliches.map((page) => labelOf(legalPageLabels, page)).join(", ")],
        ["AGB-Text", data.rechtliches.includes("agb") ? data.agb_text : ""],
        [
          "Datenschutzbeauftragter",
          data.datenschutzbeauftragter ? join("Ja:", data.datenschutzbeauftragter_kontakt) : yesNo(false),
        ],
      ]),
    },
    {
      title: "Projekt-Details",
      step: 5,
      rows: rows([
        ["Domain", join(labelOf(domainStatusLabels, data.domain_status) + (domain ? ":" : ""), domain)],
        ["Fertigstellung bis", formatDeadlineText(data.projekt_deadline)],
        ["Bevorzugte Kontaktzeit", data.bevorzugte_kontaktzeit],
        ["Websites, die Ihnen gefallen", data.referenz_websites],
        ["Anmerkungen", data.zusaetzliche_anmerkungen],
      ]),
    },
  ];
}
