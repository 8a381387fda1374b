import { writeFile } from "node:fs/promises";
import { expect, test, type Route } from "@playwright/test";
import { filledThroughStep3, openWizard, resumeAt, seedLocalCopy } from "./support/wizard-session";
import { expectNoAxeViolations } from "./support/wizard-axe";
import { noiseJpeg } from "./support/wizard-files";

// Leaving the wizard while a file uploads would lose that file (LeaveGuard): another page of
// the site asks first, and closing or reloading the tab gets the browser's own question.

const TUS = "**/storage/v1/upload/resumable**";

test("leaving while an image uploads asks first; once it is stored, the visitor leaves freely", async ({
  page,
}, testInfo) => {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 4, completedSteps: [1, 2, 3] });
  await openWizard(page);
  await resumeAt(page, 4, "Kontaktdaten & Website-Bilder");
  await page.getByText("Eigene Bilder hochladen").click();

  // The upload's first request is held until the test lets it go: the image stays "uploading".
  const held: Route[] = [];
  await page.route(TUS, async (route) => {
    if (route.request().method() === "POST" && held.length === 0) held.push(route);
    else await route.continue();
  });
  const file = testInfo.outputPath("backstube.jpg");
  await writeFile(file, noiseJpeg(200 * 1024));
  await page.getByLabel("Bilder auswählen").setInputFiles(file);
  await expect.poll(() => held.length).toBe(1);

  // Another page of the site: the wizard asks, and "Hier bleiben" (focused) keeps everything.
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await nav.getByRole("link", { name: "Fragen" }).click();
  const dialog = page.getByRole("dialog", { name: "Dateien werden noch hochgeladen" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Hier bleiben" })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Hier bleiben" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/konfigurator$/);
  await expect(page.getByRole("heading", { name: /Schritt 4 von 6/ })).toBeVisible();

  // A reload: the browser asks; declining keeps the page and its upload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const question = page.waitForEvent("dialog");
  const reload = page.evaluate(() => location.reload());
  const asked = await question;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  await reload;
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(page.getByText("backstube.jpg")).toBeVisible();

  // The upload goes through: nothing is lost any more, so nothing is asked.
  await held[0]!.continue();
  await expect(page.getByText("1 / 50")).toBeVisible({ timeout: 30_000 });
  await nav.getByRole("link", { name: "Fragen" }).click();
  await expect(page).toHaveURL(/\/weiterfuehrende-fragen$/);
  await expect(dialog).toBeHidden();
});

test("leaving anyway stops the upload, and coming back names the file to pick again", async ({ page }, testInfo) => {
  await seedLocalCopy(page, { data: filledThroughStep3, currentStep: 4, completedSteps: [1, 2, 3] });
  await openWizard(page);
  await resumeAt(page, 4, "Kontaktdaten & Website-Bilder");
  await page.getByText("Eigene Bilder hochladen").click();
  const held: Route[] = [];
  await page.route(TUS, async (route) => {
    if (route.request().method() === "POST") held.push(route);
    else await route.continue();
  });
  const file = testInfo.outputPath("schaufenster.jpg");
  await writeFile(file, noiseJpeg(200 * 1024));
  await page.getByLabel("Bilder auswählen").setInputFiles(file);
  await expect.poll(() => held.length).toBe(1);
  // Stopped by the choice, well before the stall watch would give up on it (30 s without progress).
  const stopped = page.waitForEvent("requestfailed", {
    predicate: (request) => request.url().includes("/upload/resumable"),
    timeout: 10_000,
  });

  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await nav.getByRole("link", { name: "Fragen" }).click();
  await page.getByRole("button", { name: "Trotzdem verlassen" }).click();
  await expect(page).toHaveURL(/\/weiterfuehrende-fragen$/);
  await stopped;

  await nav.getByRole("link", { name: "Konfigurator" }).click();
  await page.getByRole("button", { name: "Fortsetzen" }).click();
  const notice = page.getByRole("region", { name: "Noch nicht vollständig hochgeladen" });
  await expect(notice).toContainText("schaufenster.jpg");
});
