import { expect, test, type Locator, type Page } from "@playwright/test";
import { asReturningVisitor } from "./support/landing";
import { filledThroughStep3, openWizard, resumeAt, seedLocalCopy } from "./support/wizard-session";

// The landing page's look from the design review (UX audit M3, M6, L8): one left edge for every
// section, one button look for the whole site, and the small things at 320–390 px.

const ctas = (page: Page) => page.locator('main a[href="#bewerbungsformular"]');

async function openLanding(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await asReturningVisitor(page);
  await page.goto("/");
}

/** Where an element's text starts: its first line box, not the (full-width) element. */
const textLeft = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getClientRects()[0]!.left;
  });

/** How many lines an element's text takes. */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

const looks = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      radius: style.borderTopLeftRadius,
      height: Math.round(element.getBoundingClientRect().height),
      fontSize: style.fontSize,
      padding: `${style.paddingTop} ${style.paddingRight}`,
    };
  });

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px every section's heading and content start at one left edge`, async ({ page }) => {
    await openLanding(page, width);
    const h1 = page.locator("main h1");
    const edge = await textLeft(h1);
    const headings = page.locator("main h2");
    expect(await headings.count()).toBeGreaterThanOrEqual(5);
    for (const heading of await headings.all()) {
      expect(Math.abs((await textLeft(heading)) - edge), (await heading.textContent()) ?? "").toBeLessThanOrEqual(1);
    }
    // Narrow content keeps the heading's left edge: the FAQ list, the application form's card.
    const faqList = page.locator("#faq-titel ~ div").first();
    const form = page.getByTestId("application-closed").locator("xpath=..");
    for (const box of [faqList, form]) {
      expect(Math.abs((await box.boundingBox())!.x - edge)).toBeLessThanOrEqual(1);
    }
    // The first review card is not inset from its heading.
    const firstCard = page.getByTestId("review-slide").first().locator("figure");
    expect(Math.abs((await firstCard.boundingBox())!.x - edge)).toBeLessThanOrEqual(1);
  });
}

for (const width of [768, 1024, 1280]) {
  test(`at ${width} px the carousel's previous/next buttons cover no review card`, async ({ page }) => {
    await openLanding(page, width);
    await page.getByRole("region", { name: "Kundenbewertungen" }).scrollIntoViewIfNeeded();
    const cards = await page
      .getByTestId("review-slide")
      .locator("figure")
      .evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().toJSON() as DOMRect));
    for (const name of ["Vorherige Bewertung", "Nächste Bewertung"]) {
      const button = (await page.getByRole("button", { name }).boundingBox())!;
      for (const card of cards) {
        const overlaps =
          button.x < card.right &&
          button.x + button.width > card.left &&
          button.y < card.bottom &&
          button.y + button.height > card.top;
        expect(overlaps, `${name} over a card at x=${card.left}`).toBe(false);
      }
    }
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px every call-to-action of the landing page has one size`, async ({ page }) => {
    await openLanding(page, width);
    const all = await ctas(page).all();
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await looks(all[0]!);
    for (const cta of all.slice(1)) {
      const look = await looks(cta);
      expect({ ...look, height: undefined }, (await cta.textContent()) ?? "").toEqual({ ...first, height: undefined });
      // Labels may wrap on a phone (large text); on a wide screen every one is as tall as the next.
      if (width >= 1024) expect(look.height).toBe(first.height);
    }
  });
}

test("at 320 px the hero's call-to-action says its label on one line", async ({ page }) => {
  await openLanding(page, 320);
  const hero = ctas(page).first();
  await expect(hero).toHaveText("Zum Bewerbungsformular");
  expect(await textLines(hero)).toBe(1);
  expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

for (const width of [320, 390, 1280]) {
  test(`at ${width} px the FAQ box's phone number stands on the baseline of the text beside it`, async ({ page }) => {
    await openLanding(page, width);
    const phone = page.locator("#faq-titel ~ div").nth(1).getByRole("link", { name: /^\+49/ });
    // The number's line box and those of the words before and after it (same font size, so the
    // same baseline when their bottoms agree); those on another line are left out.
    const { number, beside } = await phone.evaluate((link) => {
      const lineBoxes = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].filter((rect) => rect.width > 0);
      };
      const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())!;
      const before = [...link.parentElement!.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )!;
      const after = link.nextElementSibling!;
      const boxes = lineBoxes(text);
      return {
        number: { top: boxes[0]!.top, bottom: boxes.at(-1)!.bottom },
        beside: [lineBoxes(before).at(-1)!, lineBoxes(after)[0]!].map((rect) => ({
          top: rect.top,
          bottom: rect.bottom,
        })),
      };
    });
    const sameLine = beside.filter((rect) => rect.top < number.bottom && rect.bottom > number.top);
    expect(sameLine.length, "a word beside the number on its line").toBeGreaterThan(0);
    for (const rect of sameLine) expect(Math.abs(rect.bottom - number.bottom)).toBeLessThanOrEqual(1);
  });
}

test("on a phone, the listed reviews keep the button that puts them back in view", async ({ page }) => {
  await openLanding(page, 390);
  await page.getByRole("region", { name: "Kundenbewertungen" }).scrollIntoViewIfNeeded();
  // The carousel's engine is attached (the page is hydrated): it moves the slide container.
  await expect(page.getByTestId("reviews-viewport").locator("ul")).toHaveAttribute("style", /transform/);
  await page.getByRole("button", { name: "Alle 30 Bewertungen anzeigen" }).click();
  const fewer = page.getByRole("button", { name: "Weniger anzeigen" });
  for (const review of ["3 von 30", "15 von 30", "29 von 30"]) {
    await page
      .getByRole("listitem", { name: review, exact: true })
      .evaluate((slide) => slide.scrollIntoView({ block: "center" }));
    await expect(fewer).toBeInViewport({ ratio: 1 });
  }
  await fewer.click();
  await expect(page.getByRole("button", { name: "Alle 30 Bewertungen anzeigen" })).toBeInViewport();
});

test.describe("one button look", () => {
  test("the landing page, the wizard and the 404 page share one corner radius", async ({ page }) => {
    await openLanding(page, 1280);
    const landing = (await looks(ctas(page).first())).radius;
    await page.goto("/gibt-es-nicht");
    const notFound = (await looks(page.getByRole("link", { name: "Zurück zur Startseite" }))).radius;
    await openWizard(page);
    const next = (await looks(page.getByRole("button", { name: "Weiter zu Design" }))).radius;
    expect({ notFound, next }).toEqual({ notFound: landing, next: landing });
  });

  test("the closing overlay's two buttons are equally tall", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const overlay = page.getByRole("dialog", { name: "Die Azubi-Offensive 2025 ist ausgebucht" });
    const call = await looks(overlay.getByRole("link", { name: "Jetzt Beratungstermin vereinbaren" }));
    const mail = await looks(overlay.getByRole("link", { name: "E-Mail-Anfrage senden" }));
    expect(mail).toEqual(call);
  });

  // Side by side from the small breakpoint on (stacked below it, where a long label may wrap).
  for (const width of [768, 1280]) {
    test(`at ${width} px the summary's bottom row: 'Zurück zur letzten Seite' as tall as the gold button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await seedLocalCopy(page, {
        data: {
          ...filledThroughStep3,
          bilder_status: "later",
          domain_status: "neu",
          wunsch_domain_name: "baeckerei.de",
        },
        currentStep: 6,
        completedSteps: [1, 2, 3, 4, 5],
      });
      await openWizard(page);
      await resumeAt(page, 6, "Zusammenfassung");
      const back = await looks(page.getByRole("button", { name: "Zurück zur letzten Seite" }));
      const submit = await looks(page.getByRole("button", { name: /^Jetzt meine neue Website für/ }));
      expect({ radius: back.radius, height: back.height }).toEqual({ radius: submit.radius, height: submit.height });
    });
  }
});
