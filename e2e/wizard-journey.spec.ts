import { expect, test } from "@playwright/test";
import { watchCspViolations } from "./support/csp";
import { expectNoAxeViolations } from "./support/wizard-axe";
import { briefingRows, download, draftRows, visitorClient, wizardSessionId } from "./support/wizard-backend";
import { jpegFile, pdfFile, pngFile, textFile, type TestFile } from "./support/wizard-files";
import {
  chooseFiles,
  fillCompany,
  germanDate,
  goNext,
  isoDate,
  openWizard,
  pickDeadline,
  stepHeading,
  submitTop,
  summaryValue,
  toast,
  type CompanyValues,
} from "./support/wizard-steps";

// One visitor answers every field of every step, submits, and the agency
// finds every answer and every file in webseitenkonzeption (SPEC §2–§5, §7).

test.describe.configure({ timeout: 180_000 });

const company: CompanyValues = {
  firmenname: "Bäckerei Sonnenschein GmbH",
  rechtsform: "gmbh",
  branche: "gastronomie",
  adresse: "Hauptstraße 12",
  plz: "10115",
  ort: "Berlin",
  land: "Deutschland",
  gruendungsjahr: "1952",
  ustid: "DE123456789",
  handelsregister: "HRB 12345",
  vorname: "Erika",
  nachname: "Mustermann",
  position: "Geschäftsführerin",
  email: "erika.mustermann@baeckerei-sonnenschein.de",
  telefon: "030 1234567",
};

const design = {
  hausfarben: "#1E40AF (Hausblau), Pantone 7406 C",
  designrichtlinien: "Warme Farben wie frisch gebackenes Brot, viel Weißraum und große Fotos aus unserer Backstube.",
};

const content = {
  zielgruppe: "Familien, Büros und Cafés in Berlin-Mitte",
  hauptbotschaft: "Ehrliches Handwerk: jeden Morgen ofenfrisch, ohne Fertigmischungen und Zusatzstoffe.",
  usp: "Seit 1952 backen wir jede Nacht mit Natursauerteig und Mehl aus der Region.",
  leistungen: "Brot, Brötchen, Torten auf Bestellung, Frühstücks-Catering und Backkurse",
  besondere_botschaften: "Frisch gebacken seit 1952",
  custom_seiten: ["Catering", "Backkurse"],
};

const contact = {
  kontakt_telefon: "+49 30 1234567",
  kontakt_email: "info@baeckerei-sonnenschein.de",
  oeffnungszeiten: "Mo–Fr 6–18 Uhr\nSa 7–13 Uhr",
  besonderheiten: "Online-Vorbestellung für Torten und eine Bildergalerie der Backkurse",
};

const project = {
  agb_text: "§ 1 Geltungsbereich: Diese AGB gelten für alle Bestellungen von Torten, Catering und Backkursen.",
  datenschutzbeauftragter_kontakt: "Dr. Jana Schulz, datenschutz@baeckerei-sonnenschein.de, 030 987654",
  domain_name: "baeckerei-sonnenschein.de",
  bevorzugte_kontaktzeit: "werktags 14–16 Uhr",
  referenz_websites: "www.brotmanufaktur-beispiel.de – klare Bilder, einfache Bestellung",
  zusaetzliche_anmerkungen: "Bitte die Website später auch auf Englisch anbieten.",
};

/** Startseite, the Restaurant package's pages (gastronomie), then the custom pages (SPEC §4). */
const seiten = [
  "startseite",
  "ueber-uns",
  "speisekarte",
  "reservierung",
  "galerie",
  "veranstaltungen",
  "kontakt",
  ...content.custom_seiten,
];

const byName = <T extends { fileName: string }>(files: T[]) =>
  [...files].sort((a, b) => a.fileName.localeCompare(b.fileName));
const entryOf = (file: TestFile) => ({ fileName: file.name, size: file.buffer.length, mimeType: file.mimeType });

test("a visitor answers every field, submits, and the agency gets every answer and every file", async ({
  page,
  browser,
}) => {
  const logo = pngFile("sonnenschein-logo.png", 160, 80, [250, 204, 21]);
  const texts = [
    textFile("ueber-uns.txt", "Über uns\n\nSeit 1952 backt die Familie Mustermann in Berlin-Mitte.\n"),
    pdfFile("speisekarte.pdf", "Speisekarte: Roggenbrot 4,20 EUR, Dinkelbroetchen 0,80 EUR"),
  ];

  const cspViolations = await watchCspViolations(page);
  await openWizard(page);
  const images = [
    pngFile("backstube.png", 120, 90, [146, 64, 14]),
    pngFile("verkaufstheke.png", 90, 120, [37, 99, 235]),
    await jpegFile(page, "brotkorb.jpg"),
  ];

  await test.step("step 1: company and contact person", async () => {
    await fillCompany(page, company);
    await goNext(page, 1);
    await expect(toast(page, "Fortschritt automatisch gespeichert").first()).toBeVisible();
  });

  await test.step("step 2: logo, three colours, a scheme, style and fonts", async () => {
    await page.getByRole("radio", { name: "Logo vorhanden" }).check();
    await chooseFiles(page, "Logo auswählen", logo);
    await expect(page.getByRole("img", { name: `Logo-Vorschau: ${logo.name}` })).toBeVisible();

    // SPEC §4: one colour offers 3 schemes, two colours 2, three colours 1.
    const schemes = page.getByRole("group", { name: "Farbschema" }).getByRole("radio");
    for (const [colour, offered] of [
      ["Blau", 3],
      ["Grün", 2],
      ["Weiß", 1],
    ] as const) {
      await page.getByRole("button", { name: colour, exact: true }).click();
      await expect(schemes).toHaveCount(offered);
    }
    await page.getByRole("radio", { name: /^Dreiklang/ }).check();
    await page.getByRole("textbox", { name: "Eigene Hausfarben" }).fill(design.hausfarben);
    await page.getByRole("radio", { name: "Klassisch" }).check();
    await page.getByRole("combobox", { name: "Tonalität" }).selectOption("vertrauensvoll");
    await page.getByRole("button", { name: "Playfair Display" }).click();
    await page.getByRole("button", { name: "Open Sans" }).click();
    await page.getByRole("textbox", { name: "Eigene Schrift" }).fill("Futura PT");
    await page.getByRole("button", { name: "Schrift hinzufügen" }).click();
    await expect(page.getByRole("list", { name: "Eigene Schriften" })).toHaveText(/Futura PT/);
    await page.getByRole("textbox", { name: "Weitere Designwünsche" }).fill(design.designrichtlinien);
    await goNext(page, 2);
  });

  await test.step("step 3: goals, a package, two custom pages and two text files", async () => {
    await page.getByRole("combobox", { name: "Hauptziel der Website" }).selectOption("kunden-gewinnen");
    await page.getByRole("textbox", { name: "Zielgruppe" }).fill(content.zielgruppe);
    await page.getByRole("textbox", { name: "Hauptbotschaft" }).fill(content.hauptbotschaft);
    await page.getByRole("textbox", { name: "Was unterscheidet Sie von anderen?" }).fill(content.usp);
    await page.getByRole("textbox", { name: "Leistungen und Angebote" }).fill(content.leistungen);
    await page.getByRole("radio", { name: /Paket Restaurant/ }).check();
    for (const custom of content.custom_seiten) {
      await page.getByRole("textbox", { name: "Zusätzliche Seiten" }).fill(custom);
      await page.getByRole("button", { name: "Seite hinzufügen" }).click();
    }
    const customPages = page.getByRole("list", { name: "Ihre zusätzlichen Seiten" });
    for (const custom of content.custom_seiten) {
      await expect(customPages.getByRole("button", { name: `Seite ${custom} entfernen` })).toBeVisible();
    }
    await page.getByRole("radio", { name: "Eigene Texte hochladen" }).check();
    await chooseFiles(page, "Text-Dateien auswählen", texts);
    await expect(toast(page, "2 Datei(en) erfolgreich hochgeladen")).toBeVisible();
    const uploaded = page.getByRole("list", { name: "Text-Dateien" });
    for (const file of texts) await expect(uploaded.getByRole("link", { name: file.name })).toBeVisible();
    await page.getByRole("textbox", { name: "Slogan" }).fill(content.besondere_botschaften);
    await goNext(page, 3);
  });

  await test.step("step 4: contact data, no contact form, three own images", async () => {
    await page.getByRole("textbox", { name: "Telefonnummer" }).fill(contact.kontakt_telefon);
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(contact.kontakt_email);
    await page.getByRole("textbox", { name: "Öffnungszeiten" }).fill(contact.oeffnungszeiten);
    const contactForm = page.getByRole("switch", { name: "Kontaktformular auf der Website" });
    await expect(contactForm).toBeChecked();
    await contactForm.click();
    await expect(contactForm).not.toBeChecked();
    await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
    await chooseFiles(page, "Bilder auswählen", images);
    await expect(toast(page, "3 Bild(er) erfolgreich hochgeladen.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Website-Bilder" }).getByRole("img")).toHaveCount(3);
    await page.getByRole("textbox", { name: "Besondere Wünsche" }).fill(contact.besonderheiten);
    await goNext(page, 4);
  });

  let deadline = new Date();
  await test.step("step 5: own AGB, data-protection officer, domain, contact time, deadline", async () => {
    await page.getByRole("checkbox", { name: /Eigene AGB einbinden/ }).check();
    await page.getByRole("textbox", { name: "Ihre AGB" }).fill(project.agb_text);
    await page.getByRole("checkbox", { name: /Eigener Datenschutzbeauftragter/ }).check();
    await page
      .getByRole("textbox", { name: "Kontakt des Datenschutzbeauftragten" })
      .fill(project.datenschutzbeauftragter_kontakt);
    await page.getByRole("combobox", { name: "Domain" }).selectOption("vorhanden");
    await page.getByRole("textbox", { name: "Ihre Domain" }).fill(project.domain_name);
    await page.getByRole("textbox", { name: "Wann erreichen wir Sie am besten?" }).fill(project.bevorzugte_kontaktzeit);
    deadline = await pickDeadline(page, 20);
    await expect(page.getByText(`Gewählt: ${germanDate(deadline)}`)).toBeVisible();
    await page.getByRole("textbox", { name: "Websites, die Ihnen gefallen" }).fill(project.referenz_websites);
    await page.getByRole("textbox", { name: "Zusätzliche Anmerkungen" }).fill(project.zusaetzliche_anmerkungen);
    await goNext(page, 5);
  });

  const sessionId = await wizardSessionId(page);
  expect(sessionId).toMatch(/^session_/);
  // The draft exists before the submit, so its disappearance below means something.
  await expect.poll(() => draftRows(sessionId), { timeout: 15_000 }).toHaveLength(1);

  await test.step("step 6: the summary cards follow the display rules", async () => {
    const shows = (card: string, label: string, value: string) =>
      expect(summaryValue(page, card, label)).toHaveText(value);
    await shows("Unternehmensdaten", "Firmenname", company.firmenname);
    await shows("Unternehmensdaten", "Adresse", "Hauptstraße 12, 10115 Berlin, Deutschland");
    await shows("Unternehmensdaten", "Ansprechpartner", "Erika Mustermann, Geschäftsführerin");
    await shows("Unternehmensdaten", "Umsatzsteuer-ID", company.ustid!);
    await shows("Unternehmensdaten", "Handelsregisternummer", company.handelsregister!);
    await shows("Unternehmensdaten", "Gründungsjahr", "1952");
    await shows("Design", "Logo", `Logo vorhanden (${logo.name})`);
    await shows("Design", "Farben", "Blau, Grün, Weiß");
    await shows("Design", "Farbschema", "Dreiklang");
    await shows("Design", "Schriften", "Playfair Display, Open Sans, Futura PT");
    // Texts are cut after 50 characters, the USP after 40.
    await shows("Design", "Weitere Designwünsche", "Warme Farben wie frisch gebackenes Brot, viel Weiß…");
    await shows("Inhalte", "Hauptbotschaft", "Ehrliches Handwerk: jeden Morgen ofenfrisch, ohne…");
    await shows("Inhalte", "Alleinstellungsmerkmal", "Seit 1952 backen wir jede Nacht mit Natu…");
    await shows("Inhalte", "Seitenpaket", "Restaurant");
    // The first 2 pages, then how many more.
    await shows("Inhalte", "Seiten", "Startseite, Über uns +7 weitere");
    await shows("Inhalte", "Texte", "Eigene Texte hochladen (2 Dateien)");
    await shows("Kontakt & Bilder", "Öffnungszeiten", "Mo–Fr 6–18 Uhr Sa 7–13 Uhr");
    await shows("Kontakt & Bilder", "Kontaktformular", "Nein");
    await shows("Kontakt & Bilder", "Bilder", "Eigene Bilder hochladen (3 Bilder)");
    await shows("Rechtliches", "Rechtliche Seiten", "Impressum, Datenschutzerklärung, AGB");
    await shows("Rechtliches", "AGB-Text", "§ 1 Geltungsbereich: Diese AGB gelten für alle Bes…");
    await shows("Rechtliches", "Datenschutzbeauftragter", "Ja: Dr. Jana Schulz, datenschutz@baeckerei-sonnens…");
    await shows("Projekt-Details", "Domain", `Domain vorhanden: ${project.domain_name}`);
    await shows("Projekt-Details", "Fertigstellung bis", germanDate(deadline));
    await shows("Projekt-Details", "Bevorzugte Kontaktzeit", project.bevorzugte_kontaktzeit);
    await expectNoAxeViolations(page);
  });

  await test.step("submit: thank-you screen", async () => {
    const insert = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/rest/v1/webseitenkonzeption"),
    );
    await submitTop(page).click();
    expect((await insert).postDataJSON()).toMatchObject({ session_id: sessionId });
    await expect(toast(page, "Deine Website-Anfrage wurde erfolgreich übermittelt!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeFocused();
    await expect(page).toHaveTitle(/^Projektanfrage abgesendet – Website-Konfigurator \| /);
    await expect(page.getByRole("button", { name: "Neue Anfrage starten" })).toBeVisible();
    await expect(stepHeading(page, 6)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await cspViolations(), "the whole journey runs under the production CSP").toEqual([]);
  });

  await test.step("the agency's row holds every answer", async () => {
    const rows = await briefingRows(sessionId);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      session_id: sessionId,
      ...company,
      gruendungsjahr: 1952,
      branche_sonstiges: null,
      logo_status: "vorhanden",
      logo_file_name: logo.name,
      logo_file_size: logo.buffer.length,
      logo_mime_type: "image/png",
      farben: ["blau", "grün", "weiß"],
      selected_color_scheme: "dreiklang-blau-grün-weiß",
      hausfarben: design.hausfarben,
      stil: "klassisch",
      tonalitaet: "vertrauensvoll",
      hausschriften: "Playfair Display, Open Sans, Futura PT",
      designrichtlinien: design.designrichtlinien,
      hauptziel: "kunden-gewinnen",
      hauptziel_sonstiges: null,
      ...content,
      seiten,
      texte_status: "texte-hochladen",
      ...contact,
      kontaktformular: false,
      bilder_status: "upload",
      rechtliches: ["impressum", "datenschutz", "agb"],
      datenschutzbeauftragter: true,
      domain_status: "vorhanden",
      wunsch_domain_name: null,
      ...project,
      projekt_deadline: isoDate(deadline),
    });
    // In the session's own folder (the SHA-256 of its id), which its holder may empty on reset.
    expect(row.logo_file_url).toMatch(
      /\/storage\/v1\/object\/public\/azubiprojekt-logos\/logos\/[0-9a-f]{64}\/[\w-]+\.png$/,
    );

    const uploadedTexts = row.uploaded_texts as { fileName: string; url: string; path: string }[];
    const uploadedImages = row.uploaded_images as { fileName: string; url: string; path: string }[];
    expect(byName(uploadedTexts)).toEqual(byName(texts.map(entryOf)).map((entry) => expect.objectContaining(entry)));
    expect(byName(uploadedImages)).toEqual(byName(images.map(entryOf)).map((entry) => expect.objectContaining(entry)));
    for (const entry of uploadedTexts) expect(entry.path).toMatch(/^texts\/[0-9a-f]{64}\//);
    for (const entry of uploadedImages) expect(entry.path).toMatch(/^uploads\/[0-9a-f]{64}\//);

    const summary = row.zusammenfassung ?? "";
    for (const line of [
      `Firmenname: ${company.firmenname}`,
      `Sitzung: ${sessionId}`,
      `USt-IdNr.: ${company.ustid}`,
      `Handelsregister: ${company.handelsregister}`,
      "Gründungsjahr: 1952",
      `E-Mail: ${company.email}`,
      "Farbschema: Dreiklang",
      "Schriften: Playfair Display, Open Sans, Futura PT",
      `Designwünsche / Designrichtlinien: ${design.designrichtlinien}`,
      "Seitenpaket: Restaurant",
      "Eigene Seiten: Catering, Backkurse",
      `Eigene AGB: ${project.agb_text}`,
      `Vorhandene Domain: ${project.domain_name}`,
      `Gewünschte Fertigstellung: ${germanDate(deadline)}`,
      row.logo_file_url!,
      ...[...uploadedTexts, ...uploadedImages].flatMap((entry) => [entry.fileName, entry.url]),
    ]) {
      expect(summary).toContain(line);
    }
  });

  await test.step("every stored file URL serves exactly the uploaded bytes", async () => {
    const [row] = await briefingRows(sessionId);
    const stored = [
      { url: row!.logo_file_url!, fileName: logo.name },
      ...(row!.uploaded_texts as { url: string; fileName: string }[]),
      ...(row!.uploaded_images as { url: string; fileName: string }[]),
    ];
    const originals = new Map([logo, ...texts, ...images].map((file) => [file.name, file.buffer]));
    expect(stored).toHaveLength(6);
    for (const { url, fileName } of stored) {
      const { status, bytes } = await download(url);
      expect(status, url).toBe(200);
      expect(bytes.equals(originals.get(fileName)!), `${fileName} is stored byte for byte`).toBe(true);
    }
  });

  await test.step("the draft is gone: neither stored nor loadable by its link", async () => {
    expect(await draftRows(sessionId)).toEqual([]);
    const { data } = await visitorClient(sessionId).from("wizard_sessions").select("id").eq("id", sessionId);
    expect(data).toEqual([]);

    const other = await browser.newPage();
    await openWizard(other, `/konfigurator?session=${encodeURIComponent(sessionId)}`);
    await expect(other).toHaveURL(/\/konfigurator$/);
    await expect(other.getByRole("textbox", { name: "Firmenname" })).toHaveValue("");
    await other.close();
  });
});
