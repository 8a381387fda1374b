import { expect, test } from "@playwright/test";
import { asReturningVisitor } from "./support/landing";

const routes = ["/", "/konfigurator", "/weiterfuehrende-fragen", "/impressum", "/datenschutz", "/agb"];

test("every route of the spec answers 200 with its own title and the complete footer", async ({ page }) => {
  // A returning visitor: the closing overlay would hide the footer from the accessibility tree.
  await asReturningVisitor(page);
  const titles = new Set<string>();
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    titles.add(await page.title());
    const footer = page.getByRole("contentinfo");
    for (const href of routes) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(2);
    await expect(footer.getByText("40", { exact: true })).toBeVisible();
    await expect(footer.getByText("94 %", { exact: true })).toBeVisible();
  }
  expect(titles.size).toBe(routes.length);
});

test("unknown paths get the 404 page with status 404 and a link home", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht/wirklich");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
  await expect(page).toHaveURL("/");
});

test("the static host compresses, caches hashed assets for a year and sends security headers", async ({ request }) => {
  const html = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(html.headers()["x-content-type-options"]).toBe("nosniff");
  const asset = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()["cache-control"]).toContain("immutable");
});

test("the build serves robots.txt and a sitemap of every public page, written from the site config", async ({
  request,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: https://pixelwerk-agentur.de/sitemap.xml");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(routes.map((route) => `https://pixelwerk-agentur.de${route}`));
});
