import { addDays, format, parse } from "date-fns";
import { de } from "date-fns/locale/de";
import { expect, test, type FileChooser, type Locator, type Page } from "@playwright/test";
import { briefingRows, wizardSessionId } from "./support/wizard-backend";
import { jpegFile, pngFile, type TestFile } from "./support/wizard-files";
import {
  germanDate,
  isoDate,
  nextOf,
  openWizard,
  requiredCompany,
  stepHeading,
  submitTop,
  summaryValue,
  textbox,
  todayInGermany,
  type FormStep,
  type WizardStep,
} from "./support/wizard-steps";

// WCAG 2.1.1: a visitor without a mouse answers all six steps, picks files and a date, and
// sends the briefing. Only the keyboard: Tab and Shift+Tab to move, typing, arrows in radio
// groups, selects and the calendar, Space and Enter on buttons. No click, no fill, no focus().

test.describe.configure({ timeout: 120_000 });

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const holdsFocus = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));

/**
 * Tab until `target` has the focus (`inside`: until the focus is somewhere in it, e.g. the radio
 * or day that a group or grid lets Tab land on): it must be reachable that way.
 */
async function tabTo(page: Page, target: Locator, { inside = false } = {}) {
  await target.waitFor();
  const max = 80;
  for (let presses = 0; presses < max; presses++) {
    if (await (inside ? holdsFocus : isFocused)(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A native select, changed with the arrow keys while closed (Chromium on Linux and Windows). */
async function selectWithArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let presses = 0; presses < 40 && (await select.inputValue()) !== value; presses++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(select).toHaveValue(value);
}

/** Into the radio group (Tab lands on its checked or first radio), then arrows to `radio`. */
async function chooseRadio(page: Page, group: Locator, radio: Locator) {
  await tabTo(page, group, { inside: true });
  for (let presses = 0; presses < 12 && !(await radio.isChecked()); presses++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

/**
 * The upload button, pressed with Enter, opens the browser's file chooser. Playwright starts
 * catching file choosers when the first listener is added, asynchronously; a key pressed right
 * after waitForEvent could beat it (a locator's click waits for it, a key press does not). So the
 * test listens from its start, and here waits for the next chooser.
 */
function fileChoosers(page: Page) {
  const opened: FileChooser[] = [];
  page.on("filechooser", (chooser) => opened.push(chooser));
  return async function pickFilesWithKeyboard(button: string, files: TestFile | TestFile[]) {
    const before = opened.length;
    await tabTo(page, page.getByRole("button", { name: button, exact: true }));
    await page.keyboard.press("Enter");
    await expect.poll(() => opened.length, { message: `${button} opened no file chooser` }).toBe(before + 1);
    await opened.at(-1)!.setFiles(files);
  };
}

/** "Weiter …" reached with Tab and pressed with Enter; the next step's heading gets the focus. */
async function nextWithKeyboard(page: Page, step: FormStep) {
  await tabTo(page, nextOf(page, step));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, (step + 1) as WizardStep)).toBeVisible();
}

test("a visitor with only a keyboard answers every step, picks files and a date, and sends the briefing", async ({
  page,
}) => {
  const pickFilesWithKeyboard = fileChoosers(page);
  await openWizard(page);
  const logo = pngFile("logo-tastatur.png", 48, 48, [20, 60, 160]);
  const photo = await jpegFile(page, "laden-tastatur.jpg");

  await test.step("step 1: text fields, selects", async () => {
    const company = requiredCompany;
    await typeInto(page, textbox(page, "Firmenname"), company.firmenname);
    await selectWithArrows(page, page.getByRole("combobox", { name: "Rechtsform" }), company.rechtsform);
    await selectWithArrows(page, page.getByRole("combobox", { name: "Branche" }), company.branche);
    await typeInto(page, textbox(page, "Straße und Hausnummer"), company.adresse);
    await typeInto(page, textbox(page, "PLZ"), company.plz);
    await typeInto(page, textbox(page, "Ort"), company.ort);
    await typeInto(page, textbox(page, "Vorname"), company.vorname);
    await typeInto(page, textbox(page, "Nachname"), company.nachname);
    await typeInto(page, textbox(page, "Position im Unternehmen"), company.position);
    await typeInto(page, textbox(page, "E-Mail-Adresse"), company.email);
    await typeInto(page, textbox(page, "Telefonnummer"), company.telefon);
    await nextWithKeyboard(page, 1);
  });

  await test.step("step 2: a radio, the logo through the file chooser, a colour with Space", async () => {
    await chooseRadio(
      page,
      page.getByRole("radiogroup", { name: /Logo/ }).first(),
      page.getByRole("radio", { name: "Logo vorhanden" }),
    );
    await pickFilesWithKeyboard("Logo auswählen", logo);
    await expect(page.getByRole("img", { name: `Logo-Vorschau: ${logo.name}` })).toBeVisible();
    const blue = page.getByRole("button", { name: "Blau", exact: true });
    await tabTo(page, blue);
    await page.keyboard.press("Space");
    await expect(blue).toHaveAttribute("aria-pressed", "true");
    await nextWithKeyboard(page, 2);
  });

  await test.step("step 3: a select, a text, a radio", async () => {
    await selectWithArrows(page, page.getByRole("combobox", { name: "Hauptziel der Website" }), "kunden-gewinnen");
    await typeInto(page, textbox(page, "Zielgruppe"), "Familien aus der Region");
    await chooseRadio(
      page,
      page.getByRole("radiogroup").filter({ has: page.getByRole("radio", { name: "Texte erstellen lassen" }) }),
      page.getByRole("radio", { name: "Texte erstellen lassen" }),
    );
    await nextWithKeyboard(page, 3);
  });

  await test.step("step 4: the contact form switch with Space, an image through the file chooser", async () => {
    const contactForm = page.getByRole("switch", { name: "Kontaktformular auf der Website" });
    await tabTo(page, contactForm);
    await page.keyboard.press("Space");
    await expect(contactForm).not.toBeChecked();
    await chooseRadio(
      page,
      page.getByRole("radiogroup", { name: "Welche Bilder sollen verwendet werden?" }),
      page.getByRole("radio", { name: "Eigene Bilder hochladen" }),
    );
    await pickFilesWithKeyboard("Bilder auswählen", photo);
    await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 30_000 });
    await nextWithKeyboard(page, 4);
  });

  // The first day that may be chosen: 14 days ahead (SPEC §5).
  const deadline = addDays(todayInGermany(), 14);
  await test.step("step 5: a select, a text, the calendar with arrows and Enter", async () => {
    await selectWithArrows(page, page.getByRole("combobox", { name: "Domain" }), "neu");
    await typeInto(page, textbox(page, "Wunsch-Domain"), "baeckerei-tastatur.de");
    // Tab enters the month grid on one day; the arrows move a day or a week.
    await tabTo(page, page.getByRole("grid").first(), { inside: true });
    const target = page.getByRole("button", { name: format(deadline, "PPPP", { locale: de }), exact: true });
    // From wherever the grid put the focus, the arrows walk to the target day.
    for (let presses = 0; presses < 60 && !(await isFocused(target)); presses++) {
      const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      // A day's name is date-fns' "PPPP" in German ("Montag, 12. Januar 2026").
      const day = parse(focused, "PPPP", deadline, { locale: de });
      await page.keyboard.press(day < deadline ? "ArrowRight" : "ArrowLeft");
    }
    await expect(target).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Gewählt: ${germanDate(deadline)}`)).toBeVisible();
    await nextWithKeyboard(page, 5);
  });

  const sessionId = await wizardSessionId(page);
  await test.step("step 6: the summary shows the answers; the briefing goes with Enter", async () => {
    await expect(summaryValue(page, "Design", "Logo")).toHaveText(`Logo vorhanden (${logo.name})`);
    await expect(summaryValue(page, "Kontakt & Bilder", "Bilder")).toHaveText("Eigene Bilder hochladen (1 Bild)");
    await expect(summaryValue(page, "Projekt-Details", "Fertigstellung bis")).toHaveText(germanDate(deadline));
    await tabTo(page, submitTop(page));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeFocused();
  });

  const [row] = await briefingRows(sessionId);
  expect(row).toMatchObject({
    firmenname: requiredCompany.firmenname,
    logo_status: "vorhanden",
    logo_file_name: logo.name,
    farben: ["blau"],
    kontaktformular: false,
    bilder_status: "upload",
    projekt_deadline: isoDate(deadline),
  });
  expect(row!.uploaded_images).toEqual([expect.objectContaining({ fileName: photo.name })]);
});
