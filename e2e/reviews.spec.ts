import { expect, test, type Page } from "@playwright/test";
import { asReturningVisitor } from "./support/landing";

const carousel = (page: Page) => page.getByRole("region", { name: "Kundenbewertungen" });

async function openReviews(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await asReturningVisitor(page);
  await page.goto("/");
  await carousel(page).scrollIntoViewIfNeeded();
  // Embla is attached once it has loaded: it moves the slide container.
  await expect(page.getByTestId("reviews-viewport").locator("ul")).toHaveAttribute("style", /transform/);
}

async function visibleSlides(page: Page) {
  const viewport = (await page.getByTestId("reviews-viewport").boundingBox())!;
  const boxes = await page.getByTestId("review-slide").evaluateAll((slides) =>
    slides.map((s) => {
      const r = s.getBoundingClientRect();
      return { x: r.x, width: r.width, label: s.getAttribute("aria-label") };
    }),
  );
  // Looping moves slides with their own transforms, so order by position, not by DOM order.
  return boxes
    .filter((b) => b.x >= viewport.x - 20 && b.x + b.width <= viewport.x + viewport.width + 20)
    .sort((a, b) => a.x - b.x);
}

for (const [width, slides, buttons] of [
  [390, 1, false],
  [800, 2, true],
  [1280, 3, true],
] as const) {
  test(`shows ${slides} slide(s) at ${width}px, buttons ${buttons ? "visible" : "hidden"}`, async ({ page }) => {
    await openReviews(page, width);
    expect(await visibleSlides(page)).toHaveLength(slides);
    const next = page.getByRole("button", { name: "Nächste Bewertung" });
    if (buttons) await expect(next).toBeVisible();
    else await expect(next).toBeHidden();
  });
}

test("30 five-star testimonials with the source label, arrow keys and buttons navigate in a loop", async ({ page }) => {
  await openReviews(page, 1280);
  await expect(page.getByTestId("review-slide")).toHaveCount(30);
  await expect(carousel(page).getByRole("img", { name: "5 von 5 Sternen" })).toHaveCount(30);
  await expect(carousel(page).getByText("Google-Bewertung")).toHaveCount(30);

  const first = async () => (await visibleSlides(page))[0]?.label;
  expect(await first()).toBe("1 von 30");
  await carousel(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(first).toBe("2 von 30");
  // A screen reader hears where the row went (a status inside the carousel).
  await expect(carousel(page).getByRole("status")).toHaveText("Bewertung 2 von 30");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(first).toBe("1 von 30");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(first).toBe("30 von 30");
  await expect(carousel(page).getByRole("status")).toHaveText("Bewertung 30 von 30");
  await page.getByRole("button", { name: "Nächste Bewertung" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(first).toBe("1 von 30");
});

test("on a phone one button lists every review, one below the other, and puts the carousel back: no swipe needed", async ({
  page,
}) => {
  await openReviews(page, 390);
  const listAll = page.getByRole("button", { name: "Alle 30 Bewertungen anzeigen" });
  await expect(listAll).toHaveAttribute("aria-expanded", "false");
  await listAll.click();
  const fewer = page.getByRole("button", { name: "Weniger anzeigen" });
  await expect(fewer).toHaveAttribute("aria-expanded", "true");
  // Each review lies within the viewport's width, below the one before it, in order.
  await expect(page.getByTestId("reviews-viewport").locator("ul")).not.toHaveAttribute("style", /transform/);
  const viewport = (await page.getByTestId("reviews-viewport").boundingBox())!;
  const slides = await page.getByTestId("review-slide").evaluateAll((all) =>
    all.map((slide) => {
      // The card: the slide itself reaches into the row's gutter (-ml-4 / pl-4).
      const r = slide.querySelector("figure")!.getBoundingClientRect();
      return {
        x: r.x,
        y: r.y + window.scrollY,
        width: r.width,
        height: r.height,
        label: slide.getAttribute("aria-label"),
      };
    }),
  );
  expect(slides.map((slide) => slide.label)).toEqual(Array.from({ length: 30 }, (_, i) => `${i + 1} von 30`));
  for (const [i, slide] of slides.entries()) {
    expect(slide.x).toBeGreaterThanOrEqual(viewport.x - 1);
    expect(slide.x + slide.width).toBeLessThanOrEqual(viewport.x + viewport.width + 1);
    expect(slide.height).toBeGreaterThan(100);
    if (i > 0) expect(slide.y).toBeGreaterThanOrEqual(slides[i - 1]!.y + slides[i - 1]!.height);
  }
  const last = page.getByTestId("review-slide").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  await fewer.click();
  await expect(listAll).toBeInViewport();
  await expect(page.getByTestId("reviews-viewport").locator("ul")).toHaveAttribute("style", /transform/);
  await expect.poll(async () => (await visibleSlides(page)).map((slide) => slide.label)).toEqual(["1 von 30"]);
});

test("from the medium breakpoint the reviews stay a carousel with buttons, without the list button", async ({
  page,
}) => {
  await openReviews(page, 800);
  await expect(page.getByRole("button", { name: "Alle 30 Bewertungen anzeigen" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Nächste Bewertung" })).toBeVisible();
});

test("the review search opens in a new tab", async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto("/");
  const link = page.getByRole("link", { name: /Suchen Sie nach „Pixelwerk“ im Web/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("under prefers-reduced-motion the next review appears at once, without sliding", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openReviews(page, 1280);
  // The carousel answers once its engine is attached: one step with the arrow key first.
  await carousel(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await visibleSlides(page))[0]?.label).toBe("2 von 30");

  const slides = await page.getByTestId("reviews-viewport").locator("ul").elementHandle();
  // The slide container's position in every frame for 0.8 s after the click: a slide animation
  // passes through many positions, a jump through none between the old and the new one.
  const positions = await page.getByRole("button", { name: "Nächste Bewertung" }).evaluate(async (button, list) => {
    const seen = [getComputedStyle(list!).transform];
    (button as HTMLButtonElement).click();
    const end = performance.now() + 800;
    while (performance.now() < end) {
      await new Promise((frame) => requestAnimationFrame(frame));
      seen.push(getComputedStyle(list!).transform);
    }
    return seen;
  }, slides);
  expect(positions.at(-1)).not.toBe(positions[0]);
  expect(new Set(positions).size).toBe(2);
});
