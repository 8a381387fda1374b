import { expect, test, type Locator } from "@playwright/test";
import { completeMinimalSteps, fillCompany, goNext, openWizard } from "./support/wizard-steps";

// Windows contrast themes (forced colours) replace the page's colours with a few system ones and
// drop backgrounds and box-shadow rings: what is drawn only with them disappears.

test.use({ colorScheme: "dark" });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await openWizard(page);
});

/** The colours a forced-colours page really paints for `property` of the element. */
const painted = (locator: Locator, property: "backgroundColor" | "borderTopColor") =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

test("the progress bar's fill stands out from its track", async ({ page }) => {
  const bar = page.getByRole("progressbar", { name: "Fortschritt" });
  const fill = bar.locator("div");
  expect(await painted(fill, "backgroundColor")).not.toBe(await painted(bar, "backgroundColor"));
  expect(await bar.evaluate((element) => getComputedStyle(element).borderTopWidth)).not.toBe("0px");
});

test("a chosen font is marked by more than colour, and the current step by an outline", async ({ page }) => {
  await fillCompany(page);
  await goNext(page, 1);
  const font = page.getByRole("button", { name: "Roboto", exact: true });
  await font.click();
  await expect(font).toHaveAttribute("aria-pressed", "true");
  await expect(font.locator("svg")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Lato", exact: true }).locator("svg")).toHaveCount(0);
  // The colour schemes' swatches are their content: they keep their colours.
  await page.getByRole("button", { name: "Blau", exact: true }).click();
  const swatches = page.locator("label:has(input[type=radio]) span[aria-hidden=true] > span");
  await expect(swatches.first()).toBeVisible();
  const colours = await swatches.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).backgroundColor));
  expect(new Set(colours).size).toBeGreaterThan(2);
  const current = page.locator('nav[aria-label="Schritte des Konfigurators"] [aria-current="step"] span').first();
  expect(await current.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
});

test("the contact-form switch keeps a frame and a thumb that shows on and off", async ({ page }) => {
  await completeMinimalSteps(page, 3);
  const toggle = page.getByRole("switch", { name: "Kontaktformular auf der Website" });
  const thumb = toggle.locator("span");
  expect(await toggle.evaluate((element) => getComputedStyle(element).borderTopWidth)).not.toBe("0px");
  // Polled: the colours move by a transition.
  const colours = async () => ({
    track: await painted(toggle, "backgroundColor"),
    thumb: await painted(thumb, "backgroundColor"),
  });
  await expect
    .poll(async () => {
      const { track, thumb } = await colours();
      return track !== thumb;
    })
    .toBe(true);
  const on = await colours();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect.poll(async () => (await colours()).track).not.toBe(on.track);
  await expect
    .poll(async () => {
      const { track, thumb } = await colours();
      return track !== thumb;
    })
    .toBe(true);
});
