import { writeFile } from "node:fs/promises";
import { expect, test, type Page, type Route, type TestInfo } from "@playwright/test";
import { openAtImageUpload } from "./support/wizard-session";
import { expectNoAxeViolations } from "./support/wizard-axe";
import { noiseJpeg } from "./support/wizard-files";

// Leaving the wizard while a file uploads would lose that file (LeaveGuard): another page of
// the site asks first, and closing or reloading the tab gets the browser's own question.

const TUS = "**/storage/v1/upload/resumable**";

/** Picks an image whose upload's first request is held until the test lets it go: it stays "uploading". */
async function pickHeldImage(page: Page, testInfo: TestInfo, name: string): Promise<Route> {
  const held: Route[] = [];
  await page.route(TUS, async (route) => {
    if (route.request().method() === "POST" && held.length === 0) held.push(route);
    else await route.continue();
  });
  const file = testInfo.outputPath(name);
  await writeFile(file, noiseJpeg(200 * 1024));
  await page.getByLabel("Bilder auswählen").setInputFiles(file);
  await expect.poll(() => held.length).toBe(1);
  return held[0]!;
}

test("leaving while an image uploads asks first; once it is stored, the visitor leaves freely", async ({
  page,
}, testInfo) => {
  await openAtImageUpload(page);
  const held = await pickHeldImage(page, testInfo, "backstube.jpg");

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
  await held.continue();
  await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 30_000 });
  await nav.getByRole("link", { name: "Fragen" }).click();
  await expect(page).toHaveURL(/\/weiterfuehrende-fragen$/);
  // Left: the page is drawn (the address alone changes before React has drawn it), with no question.
  await expect(page.getByRole("heading", { level: 1, name: "Weiterführende Fragen" })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("leaving anyway stops the upload, and coming back names the file to pick again", async ({ page }, testInfo) => {
  await openAtImageUpload(page);
  await pickHeldImage(page, testInfo, "schaufenster.jpg");
  // Stopped by the choice, well before the stall watch would give up on it (30 s without progress).
  const stopped = page.waitForEvent("requestfailed", {
    predicate: (request) => request.url().includes("/upload/resumable"),
    timeout: 10_000,
  });

  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await nav.getByRole("link", { name: "Fragen" }).click();
  await page.getByRole("button", { name: "Trotzdem verlassen" }).click();
  await expect(page).toHaveURL(/\/weiterfuehrende-fragen$/);
  // The address changes before React has drawn the page (a transition): a click on the
  // header's link before that would land in the wizard still shown, which stays as it is.
  await expect(page.getByRole("heading", { level: 1, name: "Weiterführende Fragen" })).toBeVisible();
  await stopped;

  await nav.getByRole("link", { name: "Konfigurator" }).click();
  await page.getByRole("button", { name: "Fortsetzen" }).click();
  const notice = page.getByRole("region", { name: "Noch nicht vollständig hochgeladen" });
  await expect(notice).toContainText("schaufenster.jpg");
});
