import type { Page } from "@playwright/test";

/** Visit as someone who closed the overlay before (the blocker is then active). */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("azubi-overlay-closed-2025", "true"));
}
