import { expect, test, type Page } from "@playwright/test";
import {
  PANEL_ATTRIBUTE,
  PREPAINT_ATTRIBUTE,
  WOKEN_ATTRIBUTE,
} from "../src/features/wizard/hooks/use-warm-hidden-steps";
import { openWizard } from "./support/wizard-steps";

// useWarmHiddenSteps paints the step woken ahead for one frame when "Weiter" is about to be
// pressed. That frame must show nothing and take no pointer: a visible flash or a click landing
// in the next step would be a bug a visitor sees.

const WOKEN = `[${PANEL_ATTRIBUTE}="hidden"][${WOKEN_ATTRIBUTE}]`;

async function wokenStep(page: Page) {
  await openWizard(page);
  await expect(page.locator(WOKEN)).toHaveCount(1, { timeout: 20_000 });
  // The design step's typefaces and the idle work after the wake have settled.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1000);
}

for (const width of [390, 1280]) {
  test(`the step painted ahead changes no pixel and takes no pointer (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await wokenStep(page);
    const before = await page.screenshot({ fullPage: true, animations: "disabled" });

    // The frame of painting ahead, held on: the panel is laid out and painted, yet invisible.
    await page.locator(WOKEN).evaluate((panel, attribute) => panel.setAttribute(attribute, ""), PREPAINT_ATTRIBUTE);
    const painted = await page.locator(WOKEN).evaluate((panel) => {
      const box = panel.getBoundingClientRect();
      return { width: box.width, height: box.height };
    });
    expect(painted.height).toBeGreaterThan(100);
    const during = await page.screenshot({ fullPage: true, animations: "disabled" });
    expect(during.equals(before)).toBe(true);

    // Everywhere over the steps' box the pointer reaches the shown step.
    const hits = await page.locator(WOKEN).evaluate((panel) => {
      const steps = panel.parentElement!.getBoundingClientRect();
      const found: (string | null)[] = [];
      for (let y = Math.max(steps.top, 0) + 5; y < Math.min(steps.bottom, innerHeight); y += 40)
        for (const x of [steps.left + 5, steps.left + steps.width / 2, steps.right - 5])
          found.push(
            document.elementFromPoint(x, y)?.closest("[data-step-panel]")?.getAttribute("data-step-panel") ?? null,
          );
      return found;
    });
    expect(hits.length).toBeGreaterThan(10);
    expect(new Set(hits)).toEqual(new Set(["shown"]));
  });
}

test("pointing at Weiter paints the next step for a frame, hidden from screen readers, then hides it again", async ({
  page,
}) => {
  await wokenStep(page);
  await page.locator(WOKEN).evaluate((panel, attribute) => {
    const seen: { prepaint: boolean; ariaHidden: string | null }[] = [];
    (window as unknown as { prepaints: typeof seen }).prepaints = seen;
    new MutationObserver(() =>
      seen.push({ prepaint: panel.hasAttribute(attribute), ariaHidden: panel.getAttribute("aria-hidden") }),
    ).observe(panel, { attributes: true, attributeFilter: [attribute] });
  }, PREPAINT_ATTRIBUTE);

  await page.getByRole("button", { name: "Weiter zu Design" }).hover();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prepaints: unknown[] }).prepaints))
    .toEqual([
      { prepaint: true, ariaHidden: "true" },
      { prepaint: false, ariaHidden: null },
    ]);
  await expect(page.locator(WOKEN)).not.toHaveAttribute("inert");
  await expect(page.getByRole("heading", { name: "Design & Erscheinungsbild" })).toBeHidden();
});
