import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

test("one question open at a time, a second click closes it", async ({ page }) => {
  // The page hydrates after its first paint; clicks before that do nothing.
  await page.goto("/weiterfuehrende-fragen");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Weiterführende Fragen" })).toBeVisible();
  const questions = page.locator("[data-state] > h3 > button");
  expect(await questions.count()).toBeGreaterThanOrEqual(40);

  const a = page.getByRole("button", { name: "Wie lange dauert es, bis meine Website online ist?" });
  const b = page.getByRole("button", { name: "Was ist im Hosting enthalten?" });
  await a.click();
  await expect(a).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByText(/In der Regel 2–4 Wochen ab dem Kick-off, bei umfangreicheren Projekten bis zu 8 Wochen/),
  ).toBeVisible();
  await b.click();
  await expect(b).toHaveAttribute("aria-expanded", "true");
  await expect(a).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('[data-state="open"] > h3')).toHaveCount(1);
  await b.click();
  await expect(b).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('[data-state="open"] > h3')).toHaveCount(0);
});

test("a question is linkable: its anchor opens it after hydration", async ({ page }) => {
  await page.goto("/weiterfuehrende-fragen#gewaehrleistung");
  const item = page.locator("#gewaehrleistung");
  await expect(item).toHaveAttribute("data-state", "open");
  await expect(item.getByText(/12 Monate Gewährleistung ab Abnahme/)).toBeVisible();
  await expect(item).toBeInViewport();
});

test("a topic link leaves the open question open; an address naming another question opens that one", async ({
  page,
}) => {
  await page.goto("/weiterfuehrende-fragen#gewaehrleistung");
  const item = page.locator("#gewaehrleistung");
  await expect(item).toHaveAttribute("data-state", "open");
  await page.getByRole("navigation", { name: "Themen" }).getByRole("link").last().click();
  await expect(page).toHaveURL(/#gruppe-/);
  await expect(item).toHaveAttribute("data-state", "open");
  await page.evaluate(() => (window.location.hash = "hosting-leistungen"));
  await expect(page.locator("#hosting-leistungen")).toHaveAttribute("data-state", "open");
  await expect(item).toHaveAttribute("data-state", "closed");
});

test("answers are in the prerendered HTML", async ({ request }) => {
  const html = await (await request.get("/weiterfuehrende-fragen")).text();
  expect(html).toContain("Wir gewähren 12 Monate Gewährleistung ab Abnahme");
  expect(html).toContain('id="gewaehrleistung"');
});
