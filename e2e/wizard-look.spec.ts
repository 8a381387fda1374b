import { expect, test } from "@playwright/test";
import { pngFile } from "./support/wizard-files";
import { filledThroughStep3, openAtImageUpload, openWizard, resumeAt, seedLocalCopy } from "./support/wizard-session";
import { pickDeadline } from "./support/wizard-steps";

// Details of the wizard's look that a design review found missing and no rule of the
// components can show: what the browser draws.

test("a select shows its arrow, and 'Bitte wählen …' is greyed until an answer is chosen", async ({ page }) => {
  await openWizard(page);
  const rechtsform = page.getByRole("combobox", { name: "Rechtsform" });
  const look = () =>
    rechtsform.evaluate((select) => {
      const style = getComputedStyle(select);
      return { arrow: style.backgroundImage, color: style.color, appearance: style.appearance };
    });
  const unanswered = await look();
  expect(unanswered.appearance).toBe("none");
  expect(unanswered.arrow).toContain("data:image/svg+xml");
  expect(unanswered.color).toBe("rgb(100, 116, 139)");

  await rechtsform.selectOption({ label: "GmbH" });
  const answered = await look();
  expect(answered.arrow).toContain("data:image/svg+xml");
  // The text colour of every answer (Tailwind's slate-900), no longer the grey.
  expect(answered.color).not.toBe(unanswered.color);
  const firmenname = await page
    .getByRole("textbox", { name: "Firmenname" })
    .evaluate((input) => getComputedStyle(input).color);
  expect(answered.color).toBe(firmenname);
});

test("in forced colours a select has the system's own arrow", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await openWizard(page);
  const appearance = await page
    .getByRole("combobox", { name: "Rechtsform" })
    .evaluate((select) => getComputedStyle(select).appearance);
  expect(appearance).not.toBe("none");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("an image tile's button and a chip's × are targets a thumb hits", async ({ page }) => {
    await openAtImageUpload(page);
    await page.getByLabel("Bilder auswählen").setInputFiles(pngFile("theke.png", 64, 64, [30, 64, 175]));
    await expect(page.getByText("1 von 50")).toBeVisible({ timeout: 30_000 });
    const remove = (await page.getByRole("button", { name: "theke.png entfernen" }).boundingBox())!;
    expect(remove.height).toBeGreaterThanOrEqual(36);

    await page.getByRole("button", { name: "Zurück", exact: true }).click();
    await page.getByRole("textbox", { name: "Zusätzliche Seiten" }).fill("Backkurse");
    await page.getByRole("button", { name: "Seite hinzufügen" }).click();
    const chip = (await page.getByRole("button", { name: "Seite Backkurse entfernen" }).boundingBox())!;
    expect(Math.min(chip.width, chip.height)).toBeGreaterThanOrEqual(32);
  });
});

for (const width of [390, 700, 1280]) {
  test(`at ${width} px the placeholder is as tall as the wizard's header it gives way to`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The wizard's own chunk (not its steps') waits until the placeholder is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/wizard-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/konfigurator");
    const placeholder = page.getByRole("status").filter({ hasText: "Konfigurator wird geladen …" });
    await expect(placeholder).toBeVisible();
    // Found and measured in one call in the page: once the page has hydrated, React puts its own
    // placeholder (the same markup) in place of the prerendered one, and a locator's boundingBox or
    // evaluate, which find the element first and read it in a second call, met the prerendered one
    // gone (a null box, or 0 px high).
    const before = await page.evaluate(() => {
      const status = [...document.querySelectorAll('[role="status"]')].find((element) =>
        element.textContent?.includes("Konfigurator wird geladen …"),
      );
      return { height: status!.firstElementChild!.getBoundingClientRect().height };
    });
    release();
    await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible({ timeout: 45_000 });
    // The card of the progress bar and the step buttons; the heading opens the step's card below it.
    const steps = page.getByRole("navigation", { name: "Schritte des Konfigurators" });
    const header = (await steps.locator("xpath=ancestor::div[contains(@class, 'rounded-2xl')][1]").boundingBox())!;
    expect(
      Math.abs(header.height - before.height),
      `placeholder ${before.height}, header ${header.height}`,
    ).toBeLessThanOrEqual(12);
  });
}

test("the chosen completion date is filled in the accent colour, in white type", async ({ page }) => {
  await seedLocalCopy(page, {
    data: { ...filledThroughStep3, bilder_status: "later" },
    currentStep: 5,
    completedSteps: [1, 2, 3, 4],
  });
  await openWizard(page);
  await resumeAt(page, 5, "Projekt-Details");
  await pickDeadline(page, 20);
  const chosen = page.locator(".rdp-selected button");
  await expect(chosen).toHaveCount(1);
  const look = await chosen.evaluate((day) => {
    const style = getComputedStyle(day);
    return { background: style.backgroundColor, color: style.color };
  });
  expect(look.background).toBe("rgb(30, 64, 175)");
  expect(look.color).toBe("rgb(255, 255, 255)");
});
