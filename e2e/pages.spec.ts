import { expect, test } from "@playwright/test";
import { application, faqSection, process as landingProcess, reviews, trust } from "../src/content/landing";
import { site } from "../src/content/site";

const pages = [
  { path: "/impressum", heading: "Impressum", text: ["Angaben gemäß §\u00a05 DDG", "HRB 123456", "DE123456789"] },
  {
    path: "/datenschutz",
    heading: "Datenschutzerklärung",
    text: ["keine Cookies", "Frankfurt", "azubi-overlay-closed-2025", "30 Tage", "7 Tagen", "Server-Logfiles"],
  },
  {
    path: "/agb",
    heading: "Allgemeine Geschäftsbedingungen",
    text: [
      "14 Werktagen",
      "3 Korrekturrunden",
      "10 Werktagen",
      "9 Prozentpunkten",
      "500\u00a0€",
      "24 Monaten",
      "6 Monaten",
    ],
  },
];

for (const { path, heading, text } of pages) {
  test(`${path} is prerendered with its own title and content`, async ({ page, request }) => {
    // React separates text and values with <!-- --> in server HTML.
    const html = (await (await request.get(path)).text()).replaceAll("<!-- -->", "");
    for (const snippet of text) expect(html, snippet).toContain(snippet);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(heading));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://pixelwerk-agentur.de${path}`);
  });
}

test("the 404 page keeps its text", async ({ page }) => {
  const response = await page.goto("/nicht-vorhanden");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  // English words on a German page are marked as English for screen readers.
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toHaveAttribute("lang", "en");
});

test("an address with a broken escape gets the 404 page, not a server error", async ({ page }) => {
  const response = await page.goto("/50%");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows every section straight from its HTML", async ({ page }) => {
    // Prerendering must not outline sections into hidden templates that only
    // a script reveals: visitors without JavaScript, crawlers and the first
    // paint on a slow phone all see the HTML as it arrives.
    await page.goto("/");
    // While the campaign is closed the application section is headed as closed (ApplicationSection).
    const applicationSection = { title: site.campaign.open ? application.title : application.closedTitle };
    for (const section of [landingProcess, reviews, trust, faqSection, applicationSection]) {
      await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
    }
    expect(await page.locator("template").count()).toBe(0);
  });
});

test("the main navigation marks the page the visitor is on", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await page.goto("/weiterfuehrende-fragen");
  await expect(nav.getByRole("link", { name: "Fragen" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Konfigurator" })).not.toHaveAttribute("aria-current", /.*/);
  await page.goto("/konfigurator");
  await expect(nav.getByRole("link", { name: "Konfigurator" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Fragen" })).not.toHaveAttribute("aria-current", /.*/);
});
