import { describe, expect, it } from "vitest";
import { emptyWizardData, type WizardData } from "../model/wizard-data";
import { fullBriefing } from "../testing/full-briefing";
import { formatSubmittedAt, summaryText } from "./summary-text";

const submittedAt = new Date("2026-01-01T13:05:00Z");
const data = fullBriefing(new Date(2026, 0, 1));
const text = summaryText(data, { submittedAt, sessionId: "session_1" });

/** The text of a field as it must appear (enumerations translated, see below). */
const translated: Partial<Record<keyof WizardData, string>> = {
  rechtsform: "Rechtsform: GmbH",
  branche: "Branche: Gastronomie",
  logo_status: "Logo: Logo vorhanden",
  farben: "Farben: Gelb (#FACC15), Braun (#92400E), Weiß (#FFFFFF)",
  selected_color_scheme: "Farbschema: Dreiklang (#",
  stil: "Stil: Klassisch",
  tonalitaet: "Tonalität: Freundlich",
  hauptziel: "Hauptziel: Neue Kunden gewinnen",
  seitenpaket: "Seitenpaket: Restaurant",
  seiten: "Seiten: Startseite, Über uns, Speisekarte, Kontakt, Catering-Anfrage",
  texte_status: "Texte: Eigene Texte hochladen",
  kontaktformular: "Kontaktformular: Nein",
  bilder_status: "Bilder: Eigene Bilder hochladen",
  rechtliches: "Rechtliche Seiten: Impressum, Datenschutzerklärung, AGB",
  datenschutzbeauftragter: "Eigener Datenschutzbeauftragter: Ja",
  domain_status: "Domain: Domain vorhanden",
  logo_file_size: "Logo Sonnenschein.png (200\u00a0KB)",
  gruendungsjahr: "Gründungsjahr: 1998",
};

describe("summaryText", () => {
  it("contains every field of every step", () => {
    for (const [key, value] of Object.entries(data) as Array<[keyof WizardData, unknown]>) {
      const expected = translated[key];
      if (expected) {
        expect(text, key).toContain(expected);
      } else if (typeof value === "string") {
        for (const line of value.split("\n")) expect(text, key).toContain(line);
      } else if (Array.isArray(value)) {
        for (const item of value) {
          if (typeof item === "string") expect(text, key).toContain(item);
          else for (const part of [item.fileName, item.url]) expect(text, key).toContain(part);
        }
      } else {
        throw new Error(`no expectation for ${key}`);
      }
    }
  });

  it("has a heading per step and a header with the submission time", () => {
    expect(
      text.startsWith("WEBSITE-PROJEKTANFRAGE\nAbgeschickt: 01.01.2026, 14:05 Uhr (laut Gerät des Absenders)"),
    ).toBe(true);
    for (const heading of [
      "=== 1. Unternehmensdaten ===",
      "=== 2. Design & Erscheinungsbild ===",
      "=== 3. Inhalte & Botschaften ===",
      "=== 4. Kontaktdaten & Website-Bilder ===",
      "=== 5. Projekt-Details ===",
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Sitzung: session_1");
  });

  it("lists files with name, size and URL", () => {
    expect(text).toContain(
      "Hochgeladene Texte (2):\n  1. Über uns.docx (12,1\u00a0KB)\n     https://cdn.example.de/storage/v1/object/public/konfigurator-texte/texts/f/abc_Ueber-uns.docx",
    );
    expect(text).toContain("  2. Speisekarte.pdf (2\u00a0MB)");
    expect(text).toContain("Hochgeladene Bilder (1):\n  1. Theke.jpg (3\u00a0MB)");
    expect(text).toContain(`Logo-Datei: Logo Sonnenschein.png (200\u00a0KB)\n    ${data.logo_file_url}`);
  });

  it("shows the deadline as dd.MM.yyyy", () => {
    expect(text).toContain("Gewünschte Fertigstellung: 22.01.2026");
  });

  it("indents further lines of multi-line answers", () => {
    expect(text).toContain("Öffnungszeiten: Mo–Fr 6–18 Uhr\n    Sa 7–12 Uhr");
  });

  it("keeps a blank line between paragraphs empty, without indent or trailing blanks", () => {
    const paragraphs = summaryText(
      { ...data, besonderheiten: "Absatz eins \r\n\r\n  \nAbsatz zwei\t\nEnde" },
      { submittedAt },
    );
    expect(paragraphs).toContain("Besonderheiten: Absatz eins\n\n\n    Absatz zwei\n    Ende\n");
  });

  it("marks empty fields instead of leaving them out", () => {
    const empty = summaryText(emptyWizardData(), { submittedAt });
    expect(empty).toContain("Firmenname: keine Angabe");
    expect(summaryText({ ...emptyWizardData(), bilder_status: "upload" }, { submittedAt })).toContain(
      "Hochgeladene Bilder: keine Angabe",
    );
    expect(empty).toContain("Gewünschte Fertigstellung: keine Angabe");
    expect(empty).toContain("Land: Deutschland");
    // An emptied Land field names the default too, as the stored row does.
    expect(summaryText({ ...emptyWizardData(), land: "" }, { submittedAt })).toContain("Land: Deutschland");
  });
});

describe("summaryText for the agency's staff (an audit, 2026-11-29)", () => {
  const text = (changes: Partial<WizardData>) => summaryText({ ...fullBriefing(), ...changes }, { submittedAt });

  it("leaves out the questions the visitor never saw, instead of 'keine Angabe'", () => {
    const answers = text({
      branche: "handwerk",
      hauptziel: "informieren",
      texte_status: "erstellen-lassen",
      bilder_status: "later",
      rechtliches: ["impressum"],
      datenschutzbeauftragter: false,
      domain_status: "neu",
      wunsch_domain_name: "neu-technik.de",
    });
    for (const label of [
      "Branche (Sonstiges)",
      "Hauptziel (Sonstiges)",
      "Hochgeladene Texte",
      "Hochgeladene Bilder",
      "Eigene AGB",
      "Kontakt Datenschutzbeauftragter",
      "Vorhandene Domain",
    ]) {
      expect(answers, label).not.toContain(`${label}`);
    }
    expect(answers).toContain("Wunsch-Domain: neu-technik.de");
  });

  it("names files as the row does: a line break or direction mark in a name forges nothing", () => {
    const [first, ...rest] = fullBriefing().uploaded_texts;
    const forged = text({
      uploaded_texts: [{ ...first!, fileName: "Angebot.pdf\n     https://evil.example/angebot.pdf" }, ...rest],
      logo_file_name: "Logo\u202Egnp.exe",
    });
    expect(forged).not.toMatch(/^\s+https:\/\/evil/m);
    expect(forged).toContain("Logognp.exe");
    expect(forged).not.toContain("\u202E");
  });

  it("shows an answer of only invisible characters as none, and indents every kind of line break", () => {
    expect(text({ hausfarben: "\u200b" })).toContain("Eigene Hausfarben: keine Angabe");
    expect(text({ besonderheiten: "Zeile eins\u2028Zeile zwei\rZeile drei" })).toContain(
      "Besonderheiten: Zeile eins\n    Zeile zwei\n    Zeile drei",
    );
  });
});

describe("formatSubmittedAt", () => {
  it("uses German time", () => {
    expect(formatSubmittedAt(new Date("2026-07-01T22:30:00Z"))).toBe("02.07.2026, 00:30 Uhr");
  });
});
