import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { asReturningVisitor } from "./support/landing";

const routes = ["/", "/weiterfuehrende-fragen", "/impressum", "/datenschutz", "/agb", "/nicht-vorhanden"];

for (const route of routes) {
  for (const width of [390, 1280]) {
    test(`axe finds no violations on ${route} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await asReturningVisitor(page);
      await page.goto(route, { waitUntil: "networkidle" });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

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
