import { expect, test } from "@playwright/test";
import { fillCompany, goNext, openWizard } from "./support/wizard-steps";

// The design step's font previews show each offered font in its own, self-hosted typeface.
const PREVIEW_FONT = /\/(open-sans|roboto|lato|montserrat|playfair-display|source-sans-pro|nunito|poppins)-latin-400-/;

test("the design step's typefaces come from us while step 1 is open, not when Weiter shows them", async ({ page }) => {
  const fonts: string[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "font") return;
    if (PREVIEW_FONT.test(request.url()) && new URL(request.url()).origin === new URL(page.url()).origin)
      fonts.push(request.url());
    else elsewhere.push(request.url());
  });
  await openWizard(page);
  await expect.poll(() => fonts.length, { timeout: 15_000 }).toBe(8);

  await fillCompany(page);
  await goNext(page, 1);
  await expect(page.getByRole("heading", { name: "Design & Erscheinungsbild" })).toBeVisible();
  // The previews have their typefaces now, and none was fetched again.
  await expect
    .poll(() => page.evaluate(() => ["Lato", "Poppins"].every((font) => document.fonts.check(`1em "${font}"`))))
    .toBe(true);
  expect(fonts).toHaveLength(8);
  expect(elsewhere).toEqual([]);
});
