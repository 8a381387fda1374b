import { describe, expect, it } from "vitest";
import { site } from "../../../../src/content/site.ts";
import { summaryCards } from "../../../../src/features/wizard/summary/display.ts";
import { fullBriefing } from "../../../../src/features/wizard/testing/full-briefing.ts";
import { briefingSections } from "./briefing.ts";
import {
  agencyApplicationMail,
  agencyBriefingMail,
  senderApplicationConfirmation,
  senderBriefingConfirmation,
} from "./messages.ts";
import { applicationRecord, briefingRecord, HOSTILE } from "./test-rows.ts";
import { headerText } from "./text.ts";

describe("agency mail about a briefing", () => {
  const row = briefingRecord();
  const mail = agencyBriefingMail(row);

  it("names the company and the kind of request in the subject", () => {
    expect(mail.subject).toBe("Neue Projektanfrage (Website-Briefing): Bäckerei Sonnenschein");
    expect(mail.replyTo).toEqual({ name: "Erika Mustermann", address: "erika@example.de" });
  });

  it("groups the answers like the summary cards, with every card's rows", () => {
    const cards = summaryCards(fullBriefing(new Date("2026-12-01T10:00:00Z")));
    const sections = briefingSections(row);
    expect(sections.map((section) => section.title)).toEqual(cards.map((card) => card.title));
    cards.forEach((card, index) => {
      // The package is not stored: its pages are (Seiten).
      const labels = card.rows.map((cardRow) => cardRow.label).filter((label) => label !== "Seitenpaket");
      expect(sections[index]!.rows.map((sectionRow) => sectionRow.label)).toEqual(expect.arrayContaining(labels));
    });
  });

  it("leaves out nothing the visitor typed, long texts in full", () => {
    const long = "Sehr lange Beschreibung. ".repeat(4000);
    const text = agencyBriefingMail(briefingRecord({ leistungen: long })).text;
    expect(text).toContain(long.trim().replace(/\n/g, "\n    "));
    for (const [column, value] of Object.entries(row)) {
      if (typeof value !== "string" || value === "" || ["id", "created_at", "zusammenfassung"].includes(column))
        continue;
      if (["farben", "seiten", "custom_seiten", "rechtliches", "uploaded_texts", "uploaded_images"].includes(column))
        continue;
      // Enumerations appear by their label; free text appears as typed (multi-line indented).
      if (
        [
          "rechtsform",
          "branche",
          "logo_status",
          "stil",
          "tonalitaet",
          "hauptziel",
          "texte_status",
          "bilder_status",
          "domain_status",
          "selected_color_scheme",
          "projekt_deadline",
        ].includes(column)
      )
        continue;
      expect(mail.text, column).toContain(value.split("\n")[0]);
    }
    expect(mail.text).toContain("Gelb (#FACC15), Braun (#92400E), Weiß (#FFFFFF)");
    expect(mail.text).toContain("Startseite, Über uns, Speisekarte, Kontakt, Catering-Anfrage");
    expect(mail.text).toMatch(/Fertigstellung bis: \d\d\.\d\d\.\d{4}/);
  });

  it("links every uploaded file", () => {
    for (const url of [
      row.logo_file_url!,
      "https://cdn.example.de/storage/v1/object/public/konfigurator-texte/texts/f/abc_Ueber-uns.docx",
      "https://cdn.example.de/storage/v1/object/public/konfigurator-bilder/uploads/f/1-a-Theke.jpg",
    ]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
    }
    const signed = agencyBriefingMail(row, (file) => `https://signed.example/${file.path}?token=t`);
    expect(signed.html).toContain('href="https://signed.example/uploads/f/1-a-Theke.jpg?token=t"');
  });
});

describe("hostile input", () => {
  const briefing = briefingRecord({
    firmenname: HOSTILE,
    vorname: HOSTILE,
    leistungen: HOSTILE,
    zusaetzliche_anmerkungen: "x".repeat(100_000),
    uploaded_images: [
      { fileName: HOSTILE, url: "javascript:alert(3)", size: 1, mimeType: "image/png", path: "uploads/x.png" },
    ],
  });
  const application = applicationRecord({ firma: HOSTILE, vorname: HOSTILE, website_aktuell: "javascript:alert(4)" });
  const mails = [
    agencyBriefingMail(briefing),
    senderBriefingConfirmation(briefing),
    agencyApplicationMail(application),
    senderApplicationConfirmation(application),
  ];

  it.each(mails.map((mail, index) => [index, mail] as const))("mail %i shows markup as text", (_index, mail) => {
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).not.toMatch(/href="javascript:/i);
    expect(mail.html).not.toContain('<a href="javascript');
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.text).toContain("<script>alert(1)</script>");
    expect(mail.text).not.toContain("\u0000");
    expect(mail.text).not.toContain("\u202E");
  });

  it.each(mails.map((mail, index) => [index, mail] as const))("mail %i has a one-line subject", (_index, mail) => {
    // eslint-disable-next-line no-control-regex -- no control character may reach a header
    expect(mail.subject).not.toMatch(/[\r\n\u0000-\u001F\u2028\u2029\u202E]/);
    expect(Array.from(mail.subject).length).toBeLessThanOrEqual(150);
    if (mail.replyTo) expect(mail.replyTo.name).not.toMatch(/[\r\n]/);
  });

  it("cuts header values to one line", () => {
    expect(headerText("Firma\r\nBcc: x@example.com")).toBe("Firma Bcc: x@example.com");
    expect(headerText("a".repeat(500), 10)).toHaveLength(10);
  });
});

describe("the sender's confirmations", () => {
  it("a briefing: what was received, the four next steps, the agency's contact, the privacy note", () => {
    const mail = senderBriefingConfirmation(briefingRecord());
    expect(mail.subject).toBe(`Ihre Projektanfrage bei ${site.company.name} ist eingegangen`);
    expect(mail.replyTo).toEqual({ name: site.company.name, address: site.contact.email });
    for (const expected of [
      "Guten Tag Erika Mustermann,",
      "Unternehmen: Bäckerei Sonnenschein",
      "Hochgeladene Dateien: 4",
      "Prüfung innerhalb von 24 Stunden",
      "Detailliertes Angebot per E-Mail",
      "Kick-off nach Ihrer Zusage",
      "Projektdauer: 4–6 Wochen",
      site.contact.email,
      site.contact.phone,
      `${site.origin}/datenschutz`,
      "keine Werbung",
    ]) {
      expect(mail.text).toContain(expected);
    }
    // A brief summary, not the briefing again: the agency's mail carries that.
    expect(mail.text).not.toContain("Sauerteig");
  });

  it("an application: reply within 24 hours, nothing owed if not selected", () => {
    const mail = senderApplicationConfirmation(applicationRecord());
    expect(mail.subject).toContain("Ihre Bewerbung");
    for (const expected of [
      "Antwort innerhalb von 24 Stunden",
      "keine Kosten",
      "Bäckerei Sonnenschein",
      site.contact.email,
      "/datenschutz",
    ]) {
      expect(mail.text).toContain(expected);
    }
  });

  it("the agency's application mail has every answer, the website as text", () => {
    const mail = agencyApplicationMail(applicationRecord());
    expect(mail.subject).toBe(`Neue Bewerbung (${site.offer.name} ${site.offer.year}): Bäckerei Sonnenschein`);
    expect(mail.text).toContain("Unternehmensbeschreibung: Wir backen seit 1998.\n    Mit Liebe.");
    expect(mail.html).toContain("https://baeckerei.example.de");
    expect(mail.html).not.toContain('href="https://baeckerei.example.de"');
  });
});
