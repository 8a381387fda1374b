import { expect, test, type Locator, type Page } from "@playwright/test";
import { asReturningVisitor } from "./support/landing";
import { gifFile, pngFile } from "./support/wizard-files";
import {
  chooseFiles,
  fillCompany,
  fillMinimalContact,
  fillMinimalContent,
  fillMinimalDesign,
  fillMinimalProject,
  goNext,
  openWizard,
  stepHeading,
  type FormStep,
  type WizardStep,
} from "./support/wizard-steps";

/** WCAG 2.2 SC 1.4.10 (Reflow): at 320 CSS px wide, nothing may make the page scroll sideways. */
const NARROWEST = { width: 320, height: 640 };

/** How far the page reaches past the viewport's right edge (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const routes = ["/", "/weiterfuehrende-fragen", "/impressum", "/datenschutz", "/agb", "/nicht-vorhanden"];

for (const route of routes) {
  test(`${route} fits a 320 px wide screen without scrolling sideways, also with wider text spacing`, async ({
    page,
  }) => {
    await page.setViewportSize(NARROWEST);
    await asReturningVisitor(page);
    await page.goto(route, { waitUntil: "networkidle" });
    expect(await sidewaysOverflow(page)).toBe(0);
    // Long words ("Verbraucherschlichtungsstelle", an FAQ question beside its chevron) break.
    await page.addStyleTag({ content: TEXT_SPACING });
    expect(await sidewaysOverflow(page), "with text spacing").toBe(0);
  });
}

/** Texts inside `container`'s list items whose lines reach past their item (none when all fit). */
const linesOutsideItems = (container: Locator) =>
  container.evaluate((element) =>
    [...element.querySelectorAll("li")].flatMap((item) => {
      const box = item.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(item);
      return [...text.getClientRects()]
        .filter((line) => line.width > 0 && (line.left < box.left - 0.5 || line.right > box.right + 0.5))
        .map(() => item.textContent);
    }),
  );

test("every wizard step fits a 320 px wide screen, the calendar with days of at least 24 px", async ({ page }) => {
  test.slow();
  await page.setViewportSize(NARROWEST);
  await openWizard(page);
  expect(await sidewaysOverflow(page)).toBe(0);
  // With the spacing a reader may set, too: "Eigener Datenschutzbeauftragter" in step 5 ran past its card.
  await page.addStyleTag({ content: TEXT_SPACING });
  expect(await sidewaysOverflow(page)).toBe(0);
  // An ordinary long address: the summary's one-column card grew to its width and scrolled the page.
  const fillCompanyLongEmail = async (page: Page) => {
    await fillCompany(page);
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("geschaeftsfuehrung@zahnarztpraxis-mustermann.de");
  };
  const fills = [fillCompanyLongEmail, fillMinimalDesign, fillMinimalContent, fillMinimalContact, fillMinimalProject];
  for (let step = 1 as FormStep; step <= 5; step = (step + 1) as FormStep) {
    if (step === 5) {
      const calendar = page.getByRole("grid");
      const box = (await calendar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(NARROWEST.width);
      const day = (await calendar.getByRole("button").first().boundingBox())!;
      expect(day.width).toBeGreaterThanOrEqual(24);
      expect(day.height).toBeGreaterThanOrEqual(24);
    }
    await fills[step - 1]!(page);
    await goNext(page, step);
    await expect(stepHeading(page, (step + 1) as WizardStep)).toBeVisible();
    expect(await sidewaysOverflow(page), `step ${step + 1}`).toBe(0);
  }
});

test("a wizard dialog fits a phone held sideways and scrolls inside", async ({ page }) => {
  const sideways = { width: 568, height: 320 };
  await page.setViewportSize(sideways);
  await openWizard(page);
  await page.getByRole("button", { name: "QR-Code" }).click();
  const dialog = page.getByRole("dialog", { name: "Auf anderem Gerät fortsetzen" });
  await expect(dialog.getByRole("img", { name: /QR-Code/ })).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(sideways.height);
  // Its last control is reached by scrolling the dialog, not lost above or below the screen.
  const copy = dialog.getByRole("button", { name: "Link kopieren" });
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeInViewport();
});

for (const screen of [NARROWEST, { width: 320, height: 568 }, { width: 800, height: 500 }]) {
  test(`the closing overlay can be read from its top on a ${screen.width}×${screen.height} screen`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto("/");
    const overlay = page.getByRole("dialog", { name: "Die Azubi-Offensive 2025 ist ausgebucht" });
    await expect(overlay).toBeVisible();
    // Scrolled to its start, the card's first line is on the screen, not cut off above it.
    await overlay.evaluate((element) => element.scrollTo(0, 0));
    await expect(overlay.getByText("Vielen Dank für das riesige Interesse!")).toBeInViewport({ ratio: 1 });
    // Its last control is reached by scrolling, and no fact runs out of its tile.
    await overlay.getByRole("link", { name: "E-Mail-Anfrage senden" }).scrollIntoViewIfNeeded();
    await expect(overlay.getByRole("link", { name: "E-Mail-Anfrage senden" })).toBeInViewport({ ratio: 1 });
    const overflowing = await overlay.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>("li span")]
        .filter((span) => span.scrollWidth > span.offsetWidth)
        .map((span) => span.textContent),
    );
    expect(overflowing).toEqual([]);
    // The focus trap's wrap from the last control to the first (and back) scrolls it into view.
    await overlay.getByRole("link", { name: "E-Mail-Anfrage senden" }).focus();
    for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      await expect(page.locator(":focus"), key).toBeInViewport();
    }
  });
}

test("the late-visitor popup's icons keep their size at 320 px", async ({ page }) => {
  await page.setViewportSize(NARROWEST);
  await asReturningVisitor(page);
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByTestId("late-visitor-blocker")).toBeAttached();
  await page.mouse.click(160, 200);
  const popup = page.getByRole("dialog", { name: "Leider zu spät für 2025" });
  await expect(popup).toBeVisible();
  // As flex items beside a label that wraps, they were squeezed to 8 × 20 px.
  const icon = (await popup.getByRole("link", { name: "Beratungsgespräch buchen" }).locator("svg").boundingBox())!;
  expect(icon.width).toBe(20);
  expect(icon.height).toBe(20);
});

test("the footer's campaign facts stay inside their tiles at 320 px", async ({ page }) => {
  await page.setViewportSize(NARROWEST);
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const facts = page.getByRole("list", { name: "Die Aktion in Zahlen" });
  await facts.scrollIntoViewIfNeeded();
  expect(await linesOutsideItems(facts)).toEqual([]);
});

test("an uploaded logo's long file name can be read at 320 px", async ({ page }) => {
  await page.setViewportSize(NARROWEST);
  await openWizard(page);
  const name = "Firmenlogo-Baeckerei-Sonnenschein-final-2025.gif";
  await chooseFiles(page, "Logo auswählen", gifFile(name));
  await expect(page.getByRole("img", { name: `Logo-Vorschau: ${name}` })).toBeVisible();
  const shown = page.getByText(name, { exact: true });
  // Before, the name's column shrank to nothing beside the preview and the remove button.
  expect((await shown.boundingBox())!.width).toBeGreaterThanOrEqual(120);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("the trust badges' captions stay inside their columns at 320 px", async ({ page }) => {
  await page.setViewportSize(NARROWEST);
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const badges = page.getByRole("region", { name: "Vertrauen Sie auf unsere Expertise" }).getByRole("list").first();
  await badges.scrollIntoViewIfNeeded();
  expect(await linesOutsideItems(badges)).toEqual([]);
});

test("with 200 % text on a 390 px phone, the wizard's step buttons do not overlap and step 1 fits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWizard(page);
  // WCAG 1.4.4 (Resize Text): a reader's larger default font size scales every rem.
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  const steps = page.getByRole("navigation", { name: "Schritte des Konfigurators" }).getByRole("button");
  await expect(steps).toHaveCount(6);
  const circles = await steps.evaluateAll((buttons) =>
    buttons
      .map((button) => button.querySelector("span")!.getBoundingClientRect())
      .map(({ left, right }) => ({ left, right })),
  );
  for (let index = 1; index < circles.length; index++) {
    expect(circles[index]!.left, `circle ${index + 1}`).toBeGreaterThanOrEqual(circles[index - 1]!.right);
  }
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("with 200 % text on a 360 px phone, the contact form's switch and the calendar's arrows stay on screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openWizard(page);
  const fills = [fillCompany, fillMinimalDesign, fillMinimalContent];
  for (let step = 1 as FormStep; step <= 3; step = (step + 1) as FormStep) {
    await fills[step - 1]!(page);
    await goNext(page, step);
  }
  await expect(stepHeading(page, 4)).toBeVisible();
  const largeText = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  const right = async (control: Locator) => {
    const box = (await control.boundingBox())!;
    return box.x + box.width;
  };
  // "Kontaktformular" is one long word: unbroken, it pushed the switch past the screen's edge.
  expect(await right(page.getByRole("switch", { name: /Kontaktformular/ }))).toBeLessThanOrEqual(360);
  await largeText.evaluate((style) => (style as Element).remove());
  await fillMinimalContact(page);
  await goNext(page, 4);
  await expect(stepHeading(page, 5)).toBeVisible();
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  // The month's name at 200 % beside two arrows of 2.25rem each made the month wider than the screen.
  expect(await right(page.getByRole("button", { name: /nächsten Monat/ }))).toBeLessThanOrEqual(360);
  expect(await right(page.getByRole("grid"))).toBeLessThanOrEqual(360);
});

test("with 125 % text at 320 px, the landing page's buttons wrap their labels instead of scrolling the page", async ({
  page,
}) => {
  await page.setViewportSize(NARROWEST);
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.addStyleTag({ content: "html { font-size: 125% !important; }" });
  const hero = page.getByRole("link", { name: "Zum Bewerbungsformular" }).first();
  expect((await hero.boundingBox())!.width).toBeLessThanOrEqual(NARROWEST.width);
  expect(await sidewaysOverflow(page)).toBe(0);
});

/** WCAG 2.2 SC 1.4.12 (Text Spacing): the spacing a reader may set must not cut text off. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

test("with wider text spacing at 360 px, the hero's heading keeps every word on screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.addStyleTag({ content: TEXT_SPACING });
  const heading = page.getByRole("heading", { level: 1 });
  const right = await heading.evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
  });
  expect(right).toBeLessThanOrEqual(360);
});

/** Controls of `container` whose box reaches past the screen or is cut off by an ancestor that clips. */
const cutControls = (container: Locator) =>
  container.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("button, input:not([type=file]), label")]
      .filter((control) => control.checkVisibility())
      .flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.right > document.documentElement.clientWidth + 0.5) return [`${control.textContent}: off screen`];
        for (let parent = control.parentElement; parent && parent !== root; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === "visible") continue;
          if (box.right > parent.getBoundingClientRect().right + 0.5) return [`${control.textContent}: cut off`];
        }
        return [];
      }),
  );

for (const width of [390, 640, 1024]) {
  test(`with 200 % text at ${width} px, the cards of steps 2 and 3, the buttons and the image tiles stay whole`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openWizard(page);
    await fillCompany(page);
    await goNext(page, 1);
    await fillMinimalDesign(page);
    const form = page.locator("main");
    const largeText = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    expect(await cutControls(form), "step 2").toEqual([]);
    expect(await sidewaysOverflow(page), "step 2").toBe(0);
    await largeText.evaluate((style) => (style as Element).remove());
    await goNext(page, 2);
    await fillMinimalContent(page);
    const largeAgain = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    expect(await cutControls(form), "step 3").toEqual([]);
    expect(await sidewaysOverflow(page), "step 3").toBe(0);
    await largeAgain.evaluate((style) => (style as Element).remove());
    await goNext(page, 3);
    await page.getByRole("radio", { name: "Eigene Bilder hochladen" }).check();
    await chooseFiles(page, "Bilder auswählen", [
      pngFile("Schaufenster-Hauptstrasse.png", 40, 30, [200, 30, 30]),
      pngFile("Team.png", 40, 30, [30, 200, 30]),
    ]);
    await expect(page.getByText("2 von 50")).toBeVisible();
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    expect(await cutControls(page.getByRole("list", { name: "Website-Bilder" })), "image tiles").toEqual([]);
    expect(await sidewaysOverflow(page), "step 4").toBe(0);
  });
}

test("with 200 % text at 390 px, the trust claims and step 5's legal note and date legend stay on screen", async ({
  page,
}) => {
  const width = 390;
  await page.setViewportSize({ width, height: 760 });
  const rightEdge = async (element: Locator) => {
    const box = (await element.boundingBox())!;
    return box.x + box.width;
  };
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  // The claims' grid had no column of its own below md: its one column was as wide as the stars.
  const claimCard = page.getByText("Durchgehend 5-Sterne-Bewertungen unserer Kunden").locator("..");
  await claimCard.scrollIntoViewIfNeeded();
  expect.soft(await rightEdge(claimCard)).toBeLessThanOrEqual(width);

  await openWizard(page);
  const fills = [fillCompany, fillMinimalDesign, fillMinimalContent, fillMinimalContact];
  for (let step = 1 as FormStep; step <= 4; step = (step + 1) as FormStep) {
    await fills[step - 1]!(page);
    await goNext(page, step);
  }
  await expect(stepHeading(page, 5)).toBeVisible();
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  // Beside its icon, and as a legend (sized to its longest word), "Datenschutzerklärung" and
  // "Fertigstellungstermin" were wider than the phone.
  expect
    .soft(await rightEdge(page.getByRole("note").getByText("Impressum und Datenschutzerklärung", { exact: true })))
    .toBeLessThanOrEqual(width);
  expect.soft(await rightEdge(page.getByText("Gewünschter Fertigstellungstermin"))).toBeLessThanOrEqual(width);
});
