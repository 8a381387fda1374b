import { expect, test, type Locator } from "@playwright/test";
import { briefingRows, wizardSessionId } from "./support/wizard-backend";
import { jpegFile } from "./support/wizard-files";
import {
  fillCompany,
  NEXT_LABELS,
  openWizard,
  requiredCompany,
  stepHeading,
  submitTop,
  textbox,
  type FormStep,
  type WizardStep,
} from "./support/wizard-steps";

// A visitor on a phone: a touch screen, a narrow viewport, taps instead of clicks. The hover and
// pointer events a mouse sends before a click (which the wizard uses to paint the next step
// ahead) come differently from a finger; every step must still go on with one tap.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.describe.configure({ timeout: 120_000 });

// locator.tap() scrolls the control into view first, as a visitor would.
const tap = (target: Locator) => target.tap();

test("a visitor on a phone answers the steps with taps and sends the briefing", async ({ page }) => {
  await openWizard(page);
  const photo = await jpegFile(page, "laden-telefon.jpg");
  const next = async (step: FormStep) => {
    await tap(page.getByRole("button", { name: NEXT_LABELS[step - 1]!, exact: true }));
    await expect(stepHeading(page, (step + 1) as WizardStep)).toBeVisible();
  };

  // Typing and the selects are the same on a phone (the browser's own pickers); taps are not.
  await fillCompany(page);
  await next(1);

  await tap(page.getByText("Kein Logo gewünscht"));
  await expect(page.getByRole("radio", { name: "Kein Logo gewünscht" })).toBeChecked();
  const blue = page.getByRole("button", { name: "Blau", exact: true });
  await tap(blue);
  await expect(blue).toHaveAttribute("aria-pressed", "true");
  await tap(page.getByText("Modern", { exact: true }));
  await expect(page.getByRole("radio", { name: "Modern" })).toBeChecked();
  await next(2);

  await page.getByRole("combobox", { name: "Hauptziel der Website" }).selectOption("kunden-gewinnen");
  await textbox(page, "Zielgruppe").fill("Familien aus der Region");
  await tap(page.getByText("Texte erstellen lassen"));
  await next(3);

  await tap(page.getByText("Eigene Bilder hochladen"));
  const chooser = page.waitForEvent("filechooser");
  await tap(page.getByRole("button", { name: "Bilder auswählen", exact: true }));
  await (await chooser).setFiles(photo);
  await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 30_000 });
  await next(4);

  await page.getByRole("combobox", { name: "Domain" }).selectOption("neu");
  await textbox(page, "Wunsch-Domain").fill("baeckerei-telefon.de");
  await next(5);

  const sessionId = await wizardSessionId(page);
  await tap(submitTop(page));
  const thanks = page.getByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" });
  await expect(thanks).toBeFocused();
  // The page from its top: the page's title whole above the thanks, not cut off at the edge.
  await expect(page.getByRole("heading", { level: 1, name: "Website-Konfigurator" })).toBeInViewport({ ratio: 1 });
  await expect(thanks).toBeInViewport({ ratio: 1 });
  await expect(page.getByText("Ihre Angaben werden automatisch gespeichert.")).toBeHidden();
  const [row] = await briefingRows(sessionId);
  expect(row).toMatchObject({ firmenname: requiredCompany.firmenname, stil: "modern", bilder_status: "upload" });
  expect(row!.uploaded_images).toEqual([expect.objectContaining({ fileName: photo.name })]);
});
