import { expect, test } from "@playwright/test";
import { filledThroughStep3, openWizard, resumeAt, seedLocalCopy } from "./support/wizard-session";

// After "Bearbeiten" on a summary card, one click leads back to the summary (not a "Weiter"
// through every later step), and the step is checked on the way as "Weiter" checks it.

test("from a summary card's Bearbeiten, 'Zurück zur Zusammenfassung' saves the step and returns", async ({ page }) => {
  await seedLocalCopy(page, {
    data: { ...filledThroughStep3, bilder_status: "later", domain_status: "neu", wunsch_domain_name: "baeckerei.de" },
    currentStep: 6,
    completedSteps: [1, 2, 3, 4, 5],
  });
  await openWizard(page);
  await resumeAt(page, 6, "Zusammenfassung");

  await page.getByRole("button", { name: "Design bearbeiten" }).click();
  await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Design" })).toBeVisible();
  await page.getByRole("textbox", { name: "Weitere Designwünsche" }).fill("Viel Weißraum");
  await page.getByRole("button", { name: "Zurück zur Zusammenfassung" }).click();

  await expect(page.getByRole("heading", { name: "Schritt 6 von 6: Zusammenfassung" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Design", exact: true })).toContainText("Viel Weißraum");
  // Enter in a field still means "Weiter" there.
  await page.getByRole("button", { name: "Unternehmensdaten bearbeiten" }).click();
  await page.getByRole("textbox", { name: "Ort" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Design" })).toBeVisible();
});
