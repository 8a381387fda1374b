import { expect, test, type Locator } from "@playwright/test";
import { pngFile } from "./support/wizard-files";
import { chooseFiles, completeMinimalSteps, openWizard } from "./support/wizard-steps";

/**
 * The words of `element`'s text that its lines split inside the word: a word whose
 * Range has boxes on more than one line. German text in narrow places must break
 * between words (or hyphenate where hyphens: auto applies), never "Verbindu/ng".
 */
function wordsBrokenInside(element: Locator) {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const hyphenated = getComputedStyle(node.parentElement!).hyphens === "auto";
      for (const match of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1 && !hyphenated) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test("an image tile's retry note breaks between words at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWizard(page);
  await completeMinimalSteps(page, 3);
  // Storage refuses every upload: the tile keeps saying that it tries again.
  await page.route("**/storage/v1/upload/resumable**", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, body: "Service Unavailable" })
      : route.continue(),
  );
  await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
  await chooseFiles(page, "Bilder auswählen", [pngFile("wackel.png", 40, 30, [30, 30, 200])]);
  const note = page.getByText("Verbindung gestört – neuer Versuch …");
  await expect(note).toBeVisible();
  expect(await wordsBrokenInside(note)).toEqual([]);
});
