import { expect, test, type Page } from "@playwright/test";
import { filledThroughStep3, openWizard, resumeAt, seedLocalCopy } from "./support/wizard-session";
import { nextOf, stepHeading, STEP_NAMES, toast, type FormStep } from "./support/wizard-steps";

// The wizard on a phone, as a design review measured it (M2, L4): how much of the first screen a
// step's headings take, and whether the fields inside a step are spaced and labelled alike.

/** Steps 1–4 answered: "Weiter" goes on from each of them. */
const answeredThroughStep4 = { ...filledThroughStep3, bilder_status: "later" };

type FirstScreen = {
  /** The step's first field (its label, or the first thing of its first group). */
  field: number;
  /** The control of that field (a radio's card, a checkbox's card). */
  control: number;
  heading: { top: number; bottom: number };
  /** The lowest edge of a toast on the screen (0 without one). */
  toastsEnd: number;
};

/** Where the current step's first field and control begin, in the viewport. */
function firstScreen(page: Page, step: number): Promise<FirstScreen> {
  return page.evaluate((step) => {
    const form = document.querySelector(`form[aria-labelledby="schritt-${step}-titel"]`)!;
    const group = form.querySelector("fieldset")!;
    const field = group.querySelector(":scope > legend + *")!;
    const control = group.querySelector("input:not([type=hidden]), select, textarea, button")!;
    const heading = document.getElementById("schritt-titel")!.getBoundingClientRect();
    const toasts = [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map(
      (toast) => toast.getBoundingClientRect().bottom,
    );
    return {
      field: field.getBoundingClientRect().top,
      control: (control.closest("label") ?? control).getBoundingClientRect().top,
      heading: { top: heading.top, bottom: heading.bottom },
      toastsEnd: Math.max(0, ...toasts),
    };
  }, step);
}

/** The screens the review measured on; the share of the screen above the first field. */
const phones = [
  // 40 %: the review's goal for a phone of today.
  { width: 390, height: 760, share: 0.4 },
  // Half: a small phone. Its 40 % (256 px) leave 160 px under the toasts for the step's heading and
  // tools, its title, intro and first group heading (about 190 px as set).
  { width: 360, height: 640, share: 0.5 },
];

for (const { width, height, share } of phones) {
  test(`at ${width}×${height}, each step's first field starts in the top ${share * 100} % after a step change`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await seedLocalCopy(page, { data: answeredThroughStep4, currentStep: 1, completedSteps: [1, 2, 3, 4] });
    await openWizard(page);
    await resumeAt(page, 1, "Unternehmen");

    const titles = [
      "Unternehmensdaten",
      "Design & Erscheinungsbild",
      "Inhalte & Botschaften",
      STEP_NAMES[3],
      STEP_NAMES[4],
    ];
    const check = async (step: number) => {
      await expect(stepHeading(page, step as FormStep)).toBeFocused();
      // The lazy step's form is there.
      await expect(page.getByRole("heading", { level: 3, name: titles[step - 1], exact: true })).toBeVisible();
      const screen = await firstScreen(page, step);
      const where = `step ${step}: ${JSON.stringify(screen)}`;
      expect(screen.field, where).toBeLessThan(share * height);
      // The heading, which has the focus, is on the screen and below the toasts (WCAG 2.4.11).
      expect(screen.heading.top, where).toBeGreaterThanOrEqual(screen.toastsEnd);
      expect(screen.heading.bottom, where).toBeLessThanOrEqual(height);
      // The tools beside it: on the first screen, with their whole names and thumb-sized.
      for (const name of ["QR-Code", "Neu starten"]) {
        const tool = page.getByRole("button", { name, exact: true });
        await expect(tool).toBeInViewport({ ratio: 1 });
        expect((await tool.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      return screen;
    };

    for (const step of [1, 2, 3, 4] as FormStep[]) {
      await nextOf(page, step).click();
      // The save's toast, raised after the change's paint, has slid in.
      await expect(toast(page, "Fortschritt automatisch gespeichert").first()).toBeVisible();
      await page.waitForTimeout(600);
      const screen = await check(step + 1);
      // The review's measure at 390×760: the first question's answer, not only its label.
      if (width === 390 && step + 1 <= 4) expect(screen.control, `step ${step + 1}`).toBeLessThan(share * height);
    }
    for (let step = 5; step > 1; step--) await page.getByRole("button", { name: "Zurück", exact: true }).click();
    const screen = await check(1);
    if (width === 390) expect(screen.control).toBeLessThan(share * height);
    // The texts the headings were shortened around are still there.
    await expect(page.getByRole("heading", { level: 2, name: `Schritt 1 von 6: ${STEP_NAMES[0]}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Unternehmensdaten" })).toBeVisible();
    await expect(page.getByText("Pflichtfeld", { exact: false }).filter({ visible: true }).first()).toBeVisible();
  });
}

/** The bottom of the label or legend `text`, and the top of the element after it. */
function labelAndNext(page: Page, text: string) {
  return page.evaluate((text) => {
    const label = [...document.querySelectorAll("label, legend")].find(
      (element) =>
        element.textContent?.replace("*", "").replace("(Pflichtfeld)", "").trim() === text && element.checkVisibility(),
    );
    if (!label) throw new Error(`no visible label ${text}`);
    const next = label.nextElementSibling!.getBoundingClientRect();
    return { labelBottom: label.getBoundingClientRect().bottom, nextTop: next.top };
  }, text);
}

/** The space between the bottom of one field's last visible part and the top of the next field's label. */
function gapsBetweenFields(page: Page, labels: string[]) {
  return page.evaluate((labels) => {
    const find = (text: string) =>
      [...document.querySelectorAll("label, legend")].find(
        (element) =>
          element.textContent?.replace("*", "").replace("(Pflichtfeld)", "").trim() === text &&
          element.checkVisibility(),
      )!;
    /** The field's frame: the fieldset of a legend, the frame around a label. */
    const frameOf = (label: Element) => label.parentElement!;
    /** The lowest edge of what the field shows (its error line left empty). */
    const contentBottom = (frame: Element) =>
      Math.max(
        ...[...frame.querySelectorAll("input, select, textarea, button, label, p")]
          .filter((element) => element.checkVisibility() && element.getBoundingClientRect().height > 0)
          .map((element) => element.getBoundingClientRect().bottom),
      );
    return labels.slice(1).map((text, index) => {
      const before = frameOf(find(labels[index]!));
      return Math.round(find(text).getBoundingClientRect().top - contentBottom(before));
    });
  }, labels);
}

test.describe("on a phone, inside the steps", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await seedLocalCopy(page, { data: answeredThroughStep4, currentStep: 2, completedSteps: [1, 2, 3, 4] });
    await openWizard(page);
    await resumeAt(page, 2, "Design");
    // The step's fields load with it: measured before, a label was not there yet under load.
    await expect(page.getByRole("heading", { level: 3, name: "Design & Erscheinungsbild" })).toBeVisible();
  });

  test("a group of choices puts its hint as close under its label as a single field does", async ({ page }) => {
    const field = await labelAndNext(page, "Eigene Hausfarben");
    const single = field.nextTop - field.labelBottom;
    for (const label of ["Bevorzugte Farben", "Schriften"]) {
      const group = await labelAndNext(page, label);
      expect(Math.abs(group.nextTop - group.labelBottom - single), label).toBeLessThanOrEqual(1);
    }
    await page.getByRole("button", { name: "Weiter zu Inhalten", exact: true }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
    await expect(page.getByRole("heading", { level: 3, name: "Inhalte & Botschaften" })).toBeVisible();
    for (const label of ["Seitenpaket", "Zusätzliche Seiten"]) {
      const group = await labelAndNext(page, label);
      expect(Math.abs(group.nextTop - group.labelBottom - single), label).toBeLessThanOrEqual(1);
    }
  });

  test("fields follow each other at one distance, groups of choices among them", async ({ page }) => {
    const gaps = await gapsBetweenFields(page, ["Stil", "Tonalität", "Schriften", "Weitere Designwünsche"]);
    // Before, Stil → Tonalität was 8 px and Tonalität → Schriften 40 px.
    for (const gap of gaps) expect(Math.abs(gap - gaps[0]!), JSON.stringify(gaps)).toBeLessThanOrEqual(1);
    const colours = await gapsBetweenFields(page, ["Bevorzugte Farben", "Farbschema", "Eigene Hausfarben"]);
    for (const gap of colours) expect(Math.abs(gap - gaps[0]!), JSON.stringify(colours)).toBeLessThanOrEqual(1);
  });

  test("names added to a list show below the row that adds them, for fonts as for pages", async ({ page }) => {
    const below = async (input: string, button: string, value: string, list: string) => {
      await page.getByRole("textbox", { name: input, exact: true }).fill(value);
      await page.getByRole("button", { name: button, exact: true }).click();
      const chips = (await page.getByRole("list", { name: list }).boundingBox())!;
      const row = (await page.getByRole("button", { name: button, exact: true }).boundingBox())!;
      expect(chips.y, list).toBeGreaterThanOrEqual(row.y + row.height);
    };
    await below("Eigene Schrift", "Schrift hinzufügen", "Futura", "Eigene Schriften");
    await page.getByRole("button", { name: "Weiter zu Inhalten", exact: true }).click();
    await expect(stepHeading(page, 3)).toBeFocused();
    await expect(page.getByRole("heading", { level: 3, name: "Inhalte & Botschaften" })).toBeVisible();
    await below("Zusätzliche Seiten", "Seite hinzufügen", "Backkurse", "Ihre zusätzlichen Seiten");
  });

  test("a group's heading stands out from the labels of its fields", async ({ page }) => {
    const look = await page.evaluate(() => {
      const style = (element: Element) => {
        const { fontSize, fontWeight } = getComputedStyle(element);
        return { size: parseFloat(fontSize), weight: Number(fontWeight) };
      };
      const group = [...document.querySelectorAll("fieldset > legend")].find(
        (legend) => legend.textContent === "Farben" && legend.checkVisibility(),
      )!;
      const label = document.querySelector('label[for="feld-hausfarben"]')!;
      return {
        group: style(group),
        label: style(label),
        rule: parseFloat(getComputedStyle(group.parentElement!).borderTopWidth),
      };
    });
    expect(look.group.size, JSON.stringify(look)).toBeGreaterThanOrEqual(look.label.size + 2);
    expect(look.group.weight, JSON.stringify(look)).toBeGreaterThan(look.label.weight);
    expect(look.rule, "a rule beside the group's heading").toBeGreaterThanOrEqual(1);
  });
});
