import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { asReturningVisitor } from "./support/landing";

const routes = ["/", "/weiterfuehrende-fragen", "/impressum", "/datenschutz", "/agb", "/nicht-vorhanden"];

for (const route of routes) {
  // One load per route, checked on a phone and then, resized, on a desktop screen.
  test(`axe finds no violations on ${route} at 390px and 1280px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await asReturningVisitor(page);
    await page.goto(route, { waitUntil: "networkidle" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        `at ${width}px`,
      ).toEqual([]);
    }
  });
}

/** The headings and landmarks Chromium hands to a screen reader (its accessibility tree, not the DOM). */
async function exposedToScreenReaders(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  const named = (role: string) =>
    nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? "");
  return { headings: named("heading"), navigations: named("navigation") };
}

test("a screen reader finds every heading and landmark of the landing page, also far below the fold", async ({
  page,
}) => {
  // A phone's screen: most sections are far out of view. Rendering skipped for them
  // (content-visibility: auto) dropped their headings and the footer's navigation from the
  // accessibility tree, so a screen reader's list of headings ended at the reviews.
  await page.setViewportSize({ width: 390, height: 844 });
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const inDom = await page.locator("h1, h2").allInnerTexts();
  expect(inDom.length).toBeGreaterThanOrEqual(6);
  const { headings, navigations } = await exposedToScreenReaders(page);
  const normalized = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, " ").trim());
  expect(normalized(headings)).toEqual(expect.arrayContaining(normalized(inDom)));
  expect(navigations).toEqual(expect.arrayContaining(["Hauptnavigation", "Fußzeile"]));
});

test("axe finds no violations with the closing overlay open", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("dialog")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test("axe finds no violations with the late-visitor popup open", async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto("/");
  await expect(page.getByTestId("late-visitor-blocker")).toBeAttached();
  await page.mouse.click(200, 200);
  await expect(page.getByRole("dialog", { name: "Leider zu spät für 2025" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

/** WCAG relative luminance contrast of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test("the focus ring shows on the dark hero: a light ring inside the blue one (WCAG 1.4.11)", async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const cta = page.locator("section").first().getByRole("link").first();
  await cta.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(cta).toBeFocused();
  const { ring, background } = await cta.evaluate((element) => {
    const shadow = getComputedStyle(element).boxShadow;
    const section = element.closest("section")!;
    return {
      ring: shadow.match(/rgba?\([^)]+\)/)?.[0] ?? "none",
      background: getComputedStyle(section).backgroundColor,
    };
  });
  expect(contrast(ring, background)).toBeGreaterThanOrEqual(3);
});

test("the rating stars' edges stand out from their background (WCAG 1.4.11)", async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto("/");
  const stars = page.getByRole("img", { name: "5 von 5 Sternen" });
  expect(await stars.count()).toBeGreaterThanOrEqual(31);
  // The first review card and the trust section's stars, each on its own background.
  for (const star of [stars.first(), stars.last()]) {
    const { edge, background } = await star.evaluate((element) => {
      let behind: Element | null = element;
      while (behind && getComputedStyle(behind).backgroundColor === "rgba(0, 0, 0, 0)") behind = behind.parentElement;
      return {
        edge: getComputedStyle(element.querySelector("path")!).stroke,
        background: getComputedStyle(behind ?? document.body).backgroundColor,
      };
    });
    expect(contrast(edge, background), `${edge} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});

test("the wizard's text fields, selects and text areas show their edge at 3:1 (WCAG 1.4.11)", async ({ page }) => {
  await page.goto("/konfigurator");
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible({ timeout: 15_000 });
  const edges = await page.evaluate(() => {
    // Computed colours may be oklch(…): a canvas pixel gives their sRGB, over the colour below.
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgb = (...layers: string[]) => {
      for (const layer of ["#fff", ...layers]) {
        context.fillStyle = layer;
        context.fillRect(0, 0, 1, 1);
      }
      return `rgb(${[...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(",")})`;
    };
    const fieldsOf = document.querySelectorAll<HTMLElement>(
      "main input[type=text], main input[type=email], main input[type=tel], main input:not([type]), main select, main textarea",
    );
    return [...fieldsOf]
      .filter((field) => field.checkVisibility())
      .map((field) => {
        const behind: string[] = [];
        for (let parent = field.parentElement; parent; parent = parent.parentElement) {
          const color = getComputedStyle(parent).backgroundColor;
          if (color !== "rgba(0, 0, 0, 0)") behind.unshift(color);
        }
        const style = getComputedStyle(field);
        return {
          id: field.id,
          edge: rgb(...behind, style.borderTopColor),
          around: rgb(...behind),
          fill: rgb(...behind, style.backgroundColor),
        };
      });
  });
  expect(edges.length).toBeGreaterThanOrEqual(5);
  for (const { id, edge, around, fill } of edges) {
    expect(contrast(edge, around), `${id}: ${edge} on ${around}`).toBeGreaterThanOrEqual(3);
    expect(contrast(edge, fill), `${id}: ${edge} against its fill ${fill}`).toBeGreaterThanOrEqual(3);
  }
});

test("the footer's e-mail and phone links are underlined, not told from their line by colour alone (WCAG 1.4.1)", async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto("/impressum");
  const footer = page.getByRole("contentinfo");
  for (const link of [
    footer.getByRole("link", { name: /@/ }),
    footer.getByRole("link", { name: /^\+?[\d\s()/-]+$/ }),
  ]) {
    expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe("underline");
  }
});
