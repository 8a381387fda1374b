import { expect, test } from "@playwright/test";
import { THUMBNAIL_WIDTH } from "../src/features/wizard/uploads/thumbnail-draw";
import { download, sessionFolderObjects, wizardSessionId } from "./support/wizard-backend";
import { jpegFile, pngFile, sidewaysPortraitJpeg } from "./support/wizard-files";
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
  await expect(page.getByText("2 von 50")).toBeVisible({ timeout: 30_000 });

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

test("a phone's portrait photo, stored on its side with an EXIF orientation, gets an upright preview", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openWizard(page);
  // This Chromium decodes photos scaled, through ImageDecoder (thumbnail-draw.ts): the path under test.
  expect(await page.evaluate(() => typeof ImageDecoder === "function" && "rotation" in VideoFrame.prototype)).toBe(
    true,
  );
  const photo = await sidewaysPortraitJpeg(page, "hochkant.jpg", 1600, 1200);
  await completeMinimalSteps(page, 3);
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await chooseFiles(page, "Bilder auswählen", [photo]);
  await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 30_000 });

  // Upright: as wide as the tile, 4:3 standing (1200 × 1600 shown), red above and blue below.
  const tile = page.getByRole("img", { name: photo.name });
  await expect(tile).toHaveAttribute("src", /^blob:/);
  await expect(tile).toHaveJSProperty("naturalWidth", THUMBNAIL_WIDTH);
  await expect(tile).toHaveJSProperty("naturalHeight", Math.round((THUMBNAIL_WIDTH * 1600) / 1200));
  const [above, below] = await tile.evaluate((image: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const at = (y: number) => Array.from(context.getImageData(canvas.width / 2, y, 1, 1).data.slice(0, 3));
    return [at(canvas.height / 4), at((canvas.height * 3) / 4)];
  });
  expect(above![0]).toBeGreaterThan(180);
  expect(above![2]).toBeLessThan(90);
  expect(below![2]).toBeGreaterThan(180);
  expect(below![0]).toBeLessThan(90);
});
