import { expect, test } from "@playwright/test";
import { THUMBNAIL_WIDTH } from "../src/features/wizard/uploads/thumbnail-draw";
import { download, sessionFolderObjects, wizardSessionId } from "./support/wizard-backend";
import { jpegFile, pngFile } from "./support/wizard-files";
import { localCopyKey } from "./support/wizard-session";
import { chooseFiles, completeMinimalSteps, openWizard } from "./support/wizard-steps";

// Step 4's image tiles show a small preview drawn in the browser, not the picked file itself:
// the page then holds a few kilobytes per photo instead of every photo whole (thumbnail.ts).
// What is uploaded stays the visitor's original file.

test("an image tile shows a small preview of the photo, while the original is what is stored", async ({ page }) => {
  test.setTimeout(90_000);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await openWizard(page);
  const photo = await jpegFile(page, "backstube.jpg", 2400, 1800);
  const logo = pngFile("schild.png", 800, 200, [22, 101, 52]);
  await completeMinimalSteps(page, 3);
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await chooseFiles(page, "Bilder auswählen", [photo, logo]);
  await expect(page.getByText("2 / 50")).toBeVisible({ timeout: 30_000 });

  // Drawn at the tile's width, proportions kept (the originals are 2400 and 800 px wide).
  for (const [file, height] of [
    [photo, 300],
    [logo, 100],
  ] as const) {
    const tile = page.getByRole("img", { name: file.name });
    await expect(tile).toHaveJSProperty("naturalWidth", THUMBNAIL_WIDTH);
    await expect(tile).toHaveJSProperty("naturalHeight", height);
    await expect(tile).toHaveAttribute("src", /^blob:/);
  }
  // Drawn in a worker, which reads the files instead of the page's main thread.
  expect(workers.filter((url) => /thumbnail/.test(url))).toHaveLength(1);

  // Stored are the originals, byte for byte.
  const stored = await sessionFolderObjects("konfigurator-bilder", await wizardSessionId(page));
  expect(stored.map((object) => object.metadata?.size).sort()).toEqual(
    [photo.buffer.length, logo.buffer.length].sort(),
  );
  const key = localCopyKey(await wizardSessionId(page));
  const photoUrl = await page.evaluate((key) => {
    const copy = JSON.parse(localStorage.getItem(key) ?? "{}") as {
      data?: { uploaded_images?: { fileName: string; url: string }[] };
    };
    return copy.data?.uploaded_images?.find((image) => image.fileName === "backstube.jpg")?.url;
  }, key);
  expect(photoUrl).toBeTruthy();
  expect((await download(photoUrl!)).bytes.equals(photo.buffer)).toBe(true);
});
