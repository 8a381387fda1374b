import { expect, test, type Page, type Request } from "@playwright/test";
import { site } from "../src/content/site";
import { briefingRows, download, sessionFolderObjects, wizardSessionId } from "./support/wizard-backend";
import { fileOfSize, gifFile, MB, pdfFile, pngFile, textFile } from "./support/wizard-files";
import {
  chooseFiles,
  completeMinimalSteps,
  fillCompany,
  fillMinimalContent,
  fillMinimalDesign,
  fillMinimalProject,
  goNext,
  nextOf,
  openWizard,
  requiredCompany,
  stepButton,
  stepHeading,
  submitTop,
  summaryCard,
  summaryCards,
  textbox,
  toast,
  todayInGermany,
} from "./support/wizard-steps";

// What goes wrong and how the wizard says so (SPEC §4, §5, §8). The happy path
// is wizard-journey.spec.ts; the basic Next/locked-step checks are in
// wizard-navigation.spec.ts.

test.describe.configure({ timeout: 90_000 });

const INSERT = (url: URL) => url.pathname.endsWith("/rest/v1/webseitenkonzeption");

/** Every request the page sends to Storage (uploads go nowhere else). */
function watchStorage(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/storage/v1/")) requests.push(request);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await openWizard(page);
});

test("step 1: every format error is shown, and each failed Next focuses the first invalid field", async ({ page }) => {
  // The browser's year (it lives in Berlin), not this machine's: on 31 December from 23:00 UTC
  // they differ, and "next year" by the UTC clock is then a valid founding year.
  const nextYear = String(todayInGermany().getFullYear() + 1);
  await fillCompany(page, {
    ...requiredCompany,
    plz: "1011",
    gruendungsjahr: nextYear,
    ustid: "DE12345",
    handelsregister: "HRC 12345",
  });
  await nextOf(page, 1).click();
  await expect(toast(page, "Bitte überprüfen Sie Ihre Eingaben")).toBeVisible();
  await expect(toast(page, "Einige Felder sind nicht korrekt ausgefüllt oder fehlen.")).toBeVisible();
  for (const [label, message] of [
    ["PLZ", "Bitte geben Sie eine gültige 5-stellige Postleitzahl ein."],
    ["Gründungsjahr", "Das Gründungsjahr muss zwischen 1700 und dem aktuellen Jahr liegen."],
    ["Umsatzsteuer-ID", "Die Umsatzsteuer-ID muss dem Format DE123456789 entsprechen."],
    ["Handelsregisternummer", "Die Handelsregisternummer muss dem Format HRA/HRB 12345 entsprechen."],
  ] as const) {
    await expect(page.getByText(message)).toBeVisible();
    // After the format hint, where the field has one.
    const literal = message.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    await expect(textbox(page, label)).toHaveAccessibleDescription(new RegExp(`${literal}$`));
  }
  // The toast speaks for the failed Next; the errors are read with their fields, not as four alerts.
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Fixed one by one, in page order: the focus always lands on the next invalid field.
  for (const [label, valid] of [
    ["PLZ", "10115"],
    ["Gründungsjahr", "1952"],
    ["Umsatzsteuer-ID", "DE123456789"],
    ["Handelsregisternummer", "HRA 987"],
  ] as const) {
    const field = textbox(page, label);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill(valid);
    await expect(field).toHaveAttribute("aria-invalid", "false");
    await nextOf(page, 1).click();
  }
  await expect(stepHeading(page, 2)).toBeVisible();
});

test("step 5: an invalid domain toasts when the field is left, and Next focuses it", async ({ page }) => {
  await completeMinimalSteps(page, 4);
  await page.getByRole("combobox", { name: "Domain" }).selectOption("vorhanden");
  const domain = textbox(page, "Ihre Domain");
  await domain.fill("-baeckerei.de");
  await domain.press("Tab");
  const domainMessage = `Bitte geben Sie eine gültige Domain ein (z.B. beispiel.de oder ${site.host})`;
  await expect(toast(page, "Ungültige Domain")).toBeVisible();
  await expect(toast(page, domainMessage)).toBeVisible();

  await nextOf(page, 5).click();
  await expect(toast(page, "Unvollständige Angaben")).toBeVisible();
  await expect(toast(page, "Bitte füllen Sie alle Pflichtfelder aus.")).toBeVisible();
  await expect(domain).toBeFocused();
  await expect(domain).toHaveAttribute("aria-invalid", "true");
  await expect(domain).toHaveAccessibleDescription(domainMessage);

  // Labels of at most 63 characters: one of 64 is refused as well.
  await domain.fill(`${"b".repeat(64)}.de`);
  await nextOf(page, 5).click();
  await expect(domain).toBeFocused();
  await domain.fill("baeckerei-sonnenschein.de");
  await goNext(page, 5);
});

test("a locked step names the first incomplete step; valid earlier steps unlock it", async ({ page }) => {
  await completeMinimalSteps(page, 2);
  await expect(stepButton(page, 1)).toHaveAccessibleName(/\(abgeschlossen\)/);
  await expect(stepButton(page, 2)).toHaveAccessibleName(/\(abgeschlossen\)/);
  await expect(stepButton(page, 5)).toHaveAccessibleName(/\(gesperrt\)/);

  await stepButton(page, 5).click();
  await expect(toast(page, "Schritt 3 muss zuerst vollständig ausgefüllt werden")).toBeVisible();
  await expect(
    toast(page, 'Bitte füllen Sie alle Pflichtfelder in "Inhalte" aus, bevor Sie fortfahren.'),
  ).toBeVisible();
  await expect(stepHeading(page, 3)).toBeVisible();

  // SPEC §4: a step opens when all earlier steps validate, even without their Next.
  await fillMinimalContent(page);
  await expect(stepButton(page, 4)).toHaveAccessibleName(/\(offen\)/);
  await stepButton(page, 4).click();
  await expect(stepHeading(page, 4)).toBeVisible();
  await stepButton(page, 6).click();
  await expect(toast(page, "Schritt 4 muss zuerst vollständig ausgefüllt werden")).toBeVisible();
  await expect(stepHeading(page, 4)).toBeVisible();
  await stepButton(page, 1).click();
  await expect(stepHeading(page, 1)).toBeVisible();
});

test("files over the limits are refused with the exact messages and never reach storage", async ({ page }) => {
  const storage = watchStorage(page);

  await chooseFiles(page, "Logo auswählen", fileOfSize("logo-gross.png", 10 * MB + 1));
  await expect(page.getByRole("alert").filter({ hasText: "Datei ist zu groß. Maximum 10MB erlaubt." })).toBeVisible();
  await expect(toast(page, "Datei ist zu groß. Maximum 10MB erlaubt.")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Logo-Vorschau/ })).toHaveCount(0);

  await fillCompany(page);
  await goNext(page, 1);
  await fillMinimalDesign(page);
  await goNext(page, 2);
  await page.getByRole("radio", { name: "Eigene Texte hochladen" }).check();
  await chooseFiles(page, "Text-Dateien auswählen", fileOfSize("handbuch.pdf", 10 * MB + 1));
  await expect(toast(page, "Datei zu groß. Maximum: 10MB")).toBeVisible();
  await expect(toast(page, "handbuch.pdf")).toBeVisible();
  await expect(page.getByText("0 von 10")).toBeVisible();
  await page.getByRole("combobox", { name: "Hauptziel der Website" }).selectOption("informieren");
  await textbox(page, "Zielgruppe").fill("Nachbarschaft");
  await nextOf(page, 3).click();
  await expect(toast(page, "Bitte laden Sie mindestens eine Text-Datei hoch")).toBeVisible();
  await expect(page.getByRole("group", { name: "Ihre Texte" })).toBeFocused();
  await page.getByRole("radio", { name: "Texte erstellen lassen" }).check();
  await goNext(page, 3);
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await chooseFiles(page, "Bilder auswählen", fileOfSize("luftbild.jpg", 25 * MB + 1));
  await expect(toast(page, "Datei zu groß")).toBeVisible();
  await expect(toast(page, "luftbild.jpg ist größer als 25MB.")).toBeVisible();
  await expect(page.getByText("0 von 50")).toBeVisible();
  await nextOf(page, 4).click();
  await expect(toast(page, "Bilder fehlen")).toBeVisible();

  expect(storage.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  const sessionId = await wizardSessionId(page);
  expect(await sessionFolderObjects("konfigurator-texte", sessionId)).toEqual([]);
  expect(await sessionFolderObjects("konfigurator-bilder", sessionId)).toEqual([]);
});

test("arrow keys through 'Wer schreibt die Texte?' lose no uploaded text; leaving the step deletes dropped ones", async ({
  page,
}) => {
  await completeMinimalSteps(page, 2);
  const own = page.getByRole("radio", { name: "Eigene Texte hochladen" });
  await own.check();
  await chooseFiles(page, "Text-Dateien auswählen", [textFile("ueber-uns.txt", "Seit 1950 backen wir.")]);
  await expect(page.getByText("1 von 10")).toBeVisible();
  const sessionId = await wizardSessionId(page);
  await expect.poll(async () => (await sessionFolderObjects("konfigurator-texte", sessionId)).length).toBe(1);

  // A keyboard user moves through the options: each arrow key chooses one.
  await own.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Texte erstellen lassen" })).toBeChecked();
  await expect(toast(page, "Hochgeladene Texte entfernt")).toBeVisible();
  await page.keyboard.press("ArrowUp");
  await expect(own).toBeChecked();
  await expect(page.getByText("1 von 10")).toBeVisible();
  await expect(page.getByText("ueber-uns.txt")).toBeVisible();
  expect(await sessionFolderObjects("konfigurator-texte", sessionId)).toHaveLength(1);

  // Chosen on purpose and the step left: the file leaves the bucket.
  await page.getByRole("radio", { name: "Texte erstellen lassen" }).check();
  await page.getByRole("combobox", { name: "Hauptziel der Website" }).selectOption("informieren");
  await textbox(page, "Zielgruppe").fill("Nachbarschaft");
  await goNext(page, 3);
  await expect.poll(async () => (await sessionFolderObjects("konfigurator-texte", sessionId)).length).toBe(0);
});

test("wrong file types are refused; a GIF logo is fine", async ({ page }) => {
  await chooseFiles(page, "Logo auswählen", textFile("logo.txt", "kein Bild"));
  await expect(page.getByRole("alert").filter({ hasText: "Nur Bilddateien sind erlaubt." })).toBeVisible();
  await expect(toast(page, "Nur Bilddateien sind erlaubt.")).toBeVisible();
  const gif = gifFile("logo.gif");
  await chooseFiles(page, "Logo auswählen", gif);
  const preview = page.getByRole("img", { name: "Logo-Vorschau: logo.gif" });
  await expect(preview).toBeVisible();
  const stored = await download((await preview.getAttribute("src"))!);
  expect(stored.status).toBe(200);
  expect(stored.bytes.equals(gif.buffer)).toBe(true);

  await fillCompany(page);
  await goNext(page, 1);
  await fillMinimalDesign(page);
  await goNext(page, 2);
  await page.getByRole("radio", { name: "Eigene Texte hochladen" }).check();
  const exe = { name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ\x90\x00") };
  await chooseFiles(page, "Text-Dateien auswählen", exe);
  await expect(toast(page, "Nicht unterstütztes Dateiformat. Erlaubt: PDF, Word, TXT")).toBeVisible();
  await expect(toast(page, "setup.exe")).toBeVisible();
  await expect(page.getByText("0 von 10")).toBeVisible();

  await fillMinimalContent(page);
  await goNext(page, 3);
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  // A PDF renamed to .jpg passes the picker's filter; its bytes give it away.
  const renamed = { ...pdfFile("backstube.jpg", "Kein Foto"), mimeType: "image/jpeg" };
  await chooseFiles(page, "Bilder auswählen", [
    textFile("notizen.txt", "Bildideen: Backstube, Theke"),
    renamed,
    pngFile("theke.png", 40, 30, [37, 99, 235]),
  ]);
  await expect(toast(page, "notizen.txt ist kein Bild.")).toBeVisible();
  await expect(toast(page, "backstube.jpg ist kein Bild.")).toBeVisible();
  // The valid image of the same pick is uploaded all the same.
  await expect(toast(page, "1 Bild(er) erfolgreich hochgeladen.")).toBeVisible();
  await expect(page.getByText("1 von 50")).toBeVisible();
});

test("backend down at submit: error toast, every value kept, a retry stores exactly one row", async ({ page }) => {
  await completeMinimalSteps(page);
  const sessionId = await wizardSessionId(page);
  const cards = summaryCards(page);
  await expect(summaryCard(page, "Unternehmensdaten")).toContainText(requiredCompany.firmenname);
  const shown = await cards.allInnerTexts();

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(INSERT, async (route) => {
    await held;
    await route.abort("connectionrefused");
  });
  await submitTop(page).click();
  // SPEC §4: submitting disables both buttons and says so.
  await expect(page.getByRole("button", { name: "Wird übermittelt..." })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Wird übermittelt..." }).first()).toBeDisabled();
  // The pressed button keeps the focus (aria-disabled, not disabled: WCAG 2.4.3).
  await expect(page.getByRole("button", { name: "Wird übermittelt..." }).first()).toBeFocused();
  release();

  await expect(toast(page, "Fehler beim Speichern der Daten. Bitte versuche es erneut.")).toBeVisible();
  await expect(stepHeading(page, 6)).toBeVisible();
  await expect(submitTop(page)).toBeEnabled();
  await expect(submitTop(page)).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "Fehler beim Speichern der Daten." })).toBeVisible();
  expect(await cards.allInnerTexts()).toEqual(shown);
  expect(await briefingRows(sessionId)).toEqual([]);

  await page.unroute(INSERT);
  await submitTop(page).click();
  await expect(toast(page, "Deine Website-Anfrage wurde erfolgreich übermittelt!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeVisible();
  expect(await briefingRows(sessionId)).toHaveLength(1);
});

test("an image upload that hangs can be cancelled: the other image lands and the briefing goes without it", async ({
  page,
}) => {
  await completeMinimalSteps(page, 3);
  const sessionId = await wizardSessionId(page);
  // The server takes the request for haengt.png and never answers (a connection gone quiet).
  const isStuck = (request: Request) =>
    request.method() === "POST" &&
    (request.headers()["upload-metadata"] ?? "").split(",").some((pair) =>
      Buffer.from(pair.split(" ")[1] ?? "", "base64")
        .toString()
        .endsWith("-haengt.png"),
    );
  await page.route("**/storage/v1/upload/resumable**", async (route) => {
    if (!isStuck(route.request())) await route.continue();
  });
  const failed: Request[] = [];
  page.on("requestfailed", (request) => failed.push(request));

  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await chooseFiles(page, "Bilder auswählen", [
    pngFile("haengt.png", 40, 30, [200, 30, 30]),
    pngFile("gut.png", 40, 30, [30, 200, 30]),
  ]);
  await expect(page.getByText("1 von 50")).toBeVisible();
  await goNext(page, 4);
  await fillMinimalProject(page);
  await goNext(page, 5);

  // The submit waits for the file that hangs, and says where to cancel it.
  await submitTop(page).click();
  await expect(toast(page, "Dateien werden noch hochgeladen")).toBeVisible();
  await expect(
    toast(
      page,
      "Bitte warten Sie, bis alle Dateien hochgeladen sind, und senden Sie die Anfrage dann ab. Kommt das Hochladen einer Datei nicht voran, können Sie es im jeweiligen Schritt abbrechen.",
    ),
  ).toBeVisible();

  await stepButton(page, 4).click();
  const cancel = page.getByRole("button", { name: "Hochladen von haengt.png abbrechen" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("img", { name: "haengt.png" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Hochladen von haengt.png abgebrochen." })).toBeAttached();
  await expect.poll(() => failed.some(isStuck)).toBe(true);
  await stepButton(page, 6).click();
  await submitTop(page).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeVisible();
  const [row] = await briefingRows(sessionId);
  expect((row!.uploaded_images as { fileName: string }[]).map((image) => image.fileName)).toEqual(["gut.png"]);
});

test("an upload that storage refuses for a moment says it tries again, then lands", async ({ page }) => {
  await completeMinimalSteps(page, 3);
  let refused = 0;
  await page.route("**/storage/v1/upload/resumable**", async (route) => {
    if (route.request().method() === "POST" && refused < 2) {
      refused += 1;
      return route.fulfill({ status: 503, body: "Service Unavailable" });
    }
    await route.continue();
  });
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await chooseFiles(page, "Bilder auswählen", [pngFile("wackel.png", 40, 30, [30, 30, 200])]);
  const note = page.getByText("Verbindung gestört – neuer Versuch …");
  await expect(note).toBeVisible();
  await expect(page.getByText("1 von 50")).toBeVisible();
  await expect(note).toBeHidden();
  expect(refused).toBe(2);
  const sessionId = await wizardSessionId(page);
  await expect.poll(async () => (await sessionFolderObjects("konfigurator-bilder", sessionId)).length).toBe(1);
});

test("an upload started offline waits for the connection, says so, and goes on when it is back", async ({
  page,
  context,
}) => {
  await completeMinimalSteps(page, 3);
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await context.setOffline(true);
  await chooseFiles(page, "Bilder auswählen", [pngFile("funkloch.png", 40, 30, [30, 200, 200])]);
  const note = page.getByText("Keine Internetverbindung – das Hochladen geht weiter, sobald Sie wieder online sind.");
  await expect(note).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("1 von 50")).toBeVisible();
  await expect(note).toBeHidden();
});

test("a double click on submit sends one request and creates one row", async ({ page }) => {
  await completeMinimalSteps(page);
  const sessionId = await wizardSessionId(page);
  const inserts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && INSERT(new URL(request.url()))) inserts.push(request);
  });
  await submitTop(page).dblclick();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeVisible();
  expect(inserts).toHaveLength(1);
  expect(await briefingRows(sessionId)).toHaveLength(1);
});

test("an error that comes or goes while typing moves nothing below its field", async ({ page }) => {
  await fillCompany(page);
  const firmenname = textbox(page, "Firmenname");
  // Where the next field sits on the page (not in the viewport, which the click may scroll).
  const below = () =>
    page.getByLabel("Straße und Hausnummer").evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
  const before = await below();

  await firmenname.click();
  await firmenname.press("ControlOrMeta+a");
  await firmenname.press("Delete");
  await expect(page.getByText("Dieses Feld ist erforderlich.")).toBeVisible();
  expect(await below()).toBe(before);

  await firmenname.press("B");
  await expect(page.getByText("Dieses Feld ist erforderlich.")).toHaveCount(0);
  expect(await below()).toBe(before);
});

test("an e-mail address at an umlaut domain stays as typed, not punycode", async ({ page }) => {
  // type="email" would turn it into info@xn--bckerei-mller-bfb28a.de, and the agency would read that.
  const email = textbox(page, "E-Mail-Adresse");
  await email.fill("info@bäckerei-müller.de");
  await email.press("Tab");
  await expect(email).toHaveValue("info@bäckerei-müller.de");
  await expect(email).toHaveAttribute("inputmode", "email");
  await expect(email).toHaveAttribute("aria-invalid", "false");
});
