import { expect, test } from "@playwright/test";
import { openWizard } from "./support/wizard-steps";

// A phone's screen: the prerendered shell is short enough there for the footer to show.
test.use({ viewport: { width: 412, height: 915 } });

test("step 1 replaces the loading placeholder without moving what is on screen", async ({ page }) => {
  await page.addInitScript(() => {
    const page = window as unknown as { shifts: number[] };
    page.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) page.shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await openWizard(page);
  // Layout-shift entries arrive with the frame after the one that shifted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
