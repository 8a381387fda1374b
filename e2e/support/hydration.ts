import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over the prerendered page: its <h1> carries React's
 * fiber. Before that a click meets no handler; "networkidle" only says the scripts
 * arrived, and on a busy machine hydration runs well after it.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const heading = document.querySelector("h1");
      return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"));
    },
    null,
    { timeout: 30_000 },
  );
}
