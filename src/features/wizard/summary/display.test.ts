import { describe, expect, it } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { formatDeadlineText, previewList, summaryCards, truncate } from "./display";
import { fullBriefing } from "../testing/full-briefing";

describe("truncate", () => {
  it("keeps texts up to the limit and cuts longer ones with '…'", () => {
    expect(truncate("a".repeat(50))).toBe("a".repeat(50));
    expect(truncate("a".repeat(51))).toBe(`${"a".repeat(50)}…`);
    expect(truncate("b".repeat(41), 40)).toBe(`${"b".repeat(40)}…`);
  });
  it("counts code points, not UTF-16 units, and folds line breaks", () => {
    expect(truncate("😀".repeat(51))).toBe(`${"😀".repeat(50)}…`);
    expect(truncate("Zeile 1\nZeile 2")).toBe("Zeile 1 Zeile 2");
  });
});

describe("previewList", () => {
  it("shows the first items and '+N weitere'", () => {
    expect(previewList(["Blau", "Rot", "Grün", "Gelb"], 3)).toBe("Blau, Rot, Grün +1 weitere");
    expect(previewList(["Startseite", "Über uns", "Kontakt", "FAQ"], 2)).toBe("Startseite, Über uns +2 weitere");
  });

  it("cuts a long item but keeps the note within the summary length", () => {
    const long = "Unsere Leistungen im Überblick für Privat- und Geschäftskunden";
    const text = previewList(["Startseite", long, "Kontakt"], 2);
    expect(text).toMatch(/^Startseite, Unsere Leistungen.*… \+1 weitere$/);
    expect(Array.from(text).length).toBeLessThanOrEqual(50 + 1);
    expect(previewList(["Startseite", long], 2)).toBe(truncate(`Startseite, ${long}`));
    expect(previewList(["Startseite"], 2)).toBe("Startseite");
    expect(previewList([], 2)).toBe("");
  });
});

describe("formatDeadlineText", () => {
  it("keeps dd.MM.yyyy", () => {
    expect(formatDeadlineText("05.03.2026")).toBe("05.03.2026");
    expect(formatDeadlineText("")).toBe("");
  });
});

describe("summaryCards", () => {
  const cards = summaryCards(fullBriefing(new Date(2026, 0, 1)));
  const card = (title: string) => cards.find((c) => c.title === title)!;
  const value = (title: string, label: string) => card(title).rows.find((row) => row.label === label)?.value;

  it("has the six cards of SPEC §2, each linked to its step", () => {
    expect(cards.map((c) => [c.title, c.step])).toEqual([
      ["Unternehmensdaten", 1],
      ["Design", 2],
      ["Inhalte", 3],
      ["Kontakt & Bilder", 4],
      ["Rechtliches", 5],
      ["Projekt-Details", 5],
    ]);
  });

  it("translates enumeration values into German labels", () => {
    expect(value("Unternehmensdaten", "Rechtsform")).toBe("GmbH");
    expect(value("Design", "Stil")).toBe("Klassisch");
    expect(value("Design", "Farbschema")).toBe("Dreiklang");
    expect(value("Inhalte", "Seitenpaket")).toBe("Restaurant");
    expect(value("Kontakt & Bilder", "Kontaktformular")).toBe("Nein");
    expect(value("Rechtliches", "Rechtliche Seiten")).toBe("Impressum, Datenschutzerklärung, AGB");
  });

  it("shows the logo from step 1 unless no logo is wanted, as it is sent", () => {
    const logo = (logo_status: string) =>
      summaryCards({ ...fullBriefing(), logo_status })[1]!.rows.find((row) => row.label === "Logo")!.value;
    expect(logo("vorhanden")).toBe("Logo vorhanden (Logo Sonnenschein.png)");
    // Cut at 50 characters, as every summary value.
    expect(logo("neu-erstellen")).toBe("Neues Logo erstellen lassen (Logo Sonnenschein.png…");
    expect(logo("kein-logo")).toBe("Kein Logo gewünscht");
  });

  it("applies the display rules: 50 characters, USP 40, 3 colours, 2 pages", () => {
    const data = {
      ...fullBriefing(),
      zielgruppe: "z".repeat(80),
      usp: "u".repeat(80),
      farben: ["blau", "rot", "grün", "gelb"],
    };
    const [, design, content] = summaryCards(data);
    const row = (c: typeof content, label: string) => c!.rows.find((r) => r.label === label)!.value;
    expect(row(content, "Zielgruppe")).toBe(`${"z".repeat(50)}…`);
    expect(row(content, "Alleinstellungsmerkmal")).toBe(`${"u".repeat(40)}…`);
    expect(row(design, "Farben")).toBe("Blau, Rot, Grün +1 weitere");
    expect(row(content, "Seiten")).toBe("Startseite, Über uns +3 weitere");
  });

  it("shows the deadline as dd.MM.yyyy and the chosen domain", () => {
    expect(value("Projekt-Details", "Fertigstellung bis")).toBe("22.01.2026");
    expect(value("Projekt-Details", "Domain")).toBe("Domain vorhanden: baeckerei-sonnenschein.de");
  });

  it("counts uploaded files and shows the 'Sonstiges' details", () => {
    expect(value("Inhalte", "Texte")).toBe("Eigene Texte hochladen (2 Dateien)");
    expect(value("Kontakt & Bilder", "Bilder")).toBe("Eigene Bilder hochladen (1 Bild)");
    const other = summaryCards({
      ...fullBriefing(),
      branche: "sonstiges",
      branche_sonstiges: "Café mit Backstube",
      hauptziel: "sonstiges",
      hauptziel_sonstiges: "Catering bekannter machen",
    });
    expect(other[0]!.rows.find((r) => r.label === "Branche")!.value).toBe("Sonstiges: Café mit Backstube");
    expect(other[2]!.rows.find((r) => r.label === "Hauptziel")!.value).toBe("Sonstiges: Catering bekannter machen");
  });

  it("leaves out empty rows", () => {
    const empty = summaryCards(emptyWizardData());
    expect(empty[0]!.rows).toEqual([{ label: "Adresse", value: "Deutschland" }]);
    expect(empty.every((c) => c.rows.every((r) => r.value !== ""))).toBe(true);
  });
});
