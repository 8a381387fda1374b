import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/wizard-axe";
import { fillCompany, nextButton as next, stepButton } from "./support/wizard-steps";

test.beforeEach(async ({ page }) => {
  await page.goto("/konfigurator");
  // The wizard is a lazy chunk that hydrates after the prerendered shell; give a cold, busy machine time.
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible({ timeout: 15_000 });
});

test("a failed Next toasts, marks the fields and focuses the first invalid one", async ({ page }) => {
  await page.getByRole("textbox", { name: "Firmenname" }).fill("Bäckerei");
  await next(page, "Weiter zu Design").click();
  await expect(page.getByText("Bitte überprüfen Sie Ihre Eingaben")).toBeVisible();
  await expect(page.getByText("Einige Felder sind nicht korrekt ausgefüllt oder fehlen.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Benachrichtigung schließen" })).toBeVisible();
  const rechtsform = page.getByRole("combobox", { name: "Rechtsform" });
  await expect(rechtsform).toBeFocused();
  await expect(rechtsform).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
});

test("Weiter and Enter in a field go on without the browser's form submission", async ({ page }) => {
  // Chrome reads every control of a form for autofill before a submit event; "Weiter" goes on
  // from its click instead (StepActions). Enter still works: implicit submission clicks that button.
  await page.evaluate(() => {
    const seen = window as unknown as { submits: number };
    seen.submits = 0;
    document.addEventListener("submit", () => (seen.submits += 1), { capture: true });
  });
  await fillCompany(page);
  await page.getByRole("textbox", { name: "Firmenname" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Design" })).toBeVisible();
  await page.getByRole("radio", { name: "Kein Logo gewünscht" }).check();
  await page.getByRole("button", { name: "Blau", exact: true }).click();
  await next(page, "Weiter zu Inhalten").click();
  await expect(page.getByRole("heading", { name: "Schritt 3 von 6: Inhalte" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
});

test("locked steps show a lock and explain which step comes first", async ({ page }) => {
  await expect(stepButton(page, 1)).toHaveAttribute("aria-current", "step");
  await expect(stepButton(page, 3)).toHaveAccessibleName(/Schritt 3: Inhalte \(gesperrt\)/);
  await stepButton(page, 3).click();
  await expect(page.getByText("Schritt 1 muss zuerst vollständig ausgefüllt werden")).toBeVisible();
  await expect(
    page.getByText('Bitte füllen Sie alle Pflichtfelder in "Unternehmen" aus, bevor Sie fortfahren.'),
  ).toBeVisible();
});

test("steps 1–5 have their labels, navigate forward and back, and pass axe", async ({ page }) => {
  // Five axe runs: on a busy two-core machine this takes longer than the default 30 s.
  test.slow();
  await expectNoAxeViolations(page);
  await fillCompany(page);
  await next(page, "Weiter zu Design").click();
  await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Design" })).toBeVisible();
  await expect(page.getByText("Fortschritt automatisch gespeichert")).toBeVisible();
  await expect(stepButton(page, 1)).toHaveAccessibleName(/abgeschlossen/);

  await page.getByRole("radio", { name: "Kein Logo gewünscht" }).check();
  await page.getByRole("button", { name: "Blau", exact: true }).click();
  await expect(page.getByRole("button", { name: "Playfair Display" })).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page, "Weiter zu Inhalten").click();

  await expect(page.getByRole("heading", { name: "Schritt 3 von 6: Inhalte" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Paket Restaurant/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Hauptziel der Website" }).selectOption("kunden-gewinnen");
  await page.getByRole("textbox", { name: "Zielgruppe" }).fill("Familien aus der Region");
  await page.getByRole("radio", { name: "Texte erstellen lassen" }).check();
  await expectNoAxeViolations(page);
  await next(page, "Weiter zu Funktionen").click();

  await expect(page.getByRole("heading", { name: "Schritt 4 von 6: Kontaktdaten & Website-Bilder" })).toBeVisible();
  await next(page, "Weiter zu Projekt-Details").click();
  await expect(page.getByText("Bildauswahl erforderlich")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Eigene Bilder hochladen" })).toBeFocused();
  await page.getByRole("radio", { name: "Bilder später nachreichen" }).check();
  await expectNoAxeViolations(page);
  await next(page, "Weiter zu Projekt-Details").click();

  await expect(page.getByRole("heading", { name: "Schritt 5 von 6: Projekt-Details" })).toBeVisible();
  await expect(page.getByRole("grid").first()).toBeVisible();
  await page.getByRole("checkbox", { name: /Eigene AGB einbinden/ }).check();
  await page.getByRole("combobox", { name: "Domain" }).selectOption("vorhanden");
  await page.getByRole("textbox", { name: "Ihre Domain" }).fill("-laden.de");
  await page.getByRole("textbox", { name: "Ihre Domain" }).blur();
  await expect(page.getByText("Ungültige Domain", { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Ihre Domain" }).fill("laden.de");
  await page.getByRole("textbox", { name: "Ihre AGB" }).fill("§ 1 Geltungsbereich");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Zurück", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Schritt 4 von 6: Kontaktdaten & Website-Bilder" })).toBeVisible();
  await stepButton(page, 5).click();
  await expect(page.getByRole("textbox", { name: "Ihre Domain" })).toHaveValue("laden.de");
  await next(page, "Zur Zusammenfassung").click();
  await expect(page.getByRole("heading", { name: "Schritt 6 von 6: Zusammenfassung" })).toBeVisible();
  await expect(page.getByRole("button", { name: "QR-Code" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Neu starten" })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`after a step change the toast does not cover the focused heading at ${width} px (WCAG 2.4.11)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/konfigurator");
    await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible({ timeout: 15_000 });
    await fillCompany(page);
    await next(page, "Weiter zu Design").click();
    const heading = page.getByRole("heading", { name: "Schritt 2 von 6: Design" });
    await expect(heading).toBeFocused();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Fortschritt automatisch gespeichert" });
    await expect(toast).toBeVisible();
    const [a, b] = [(await heading.boundingBox())!, (await toast.boundingBox())!];
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `heading ${JSON.stringify(a)}, toast ${JSON.stringify(b)}`).toBe(false);
    await expect(heading).toBeInViewport();
  });
}

test("the browser's Back and Forward move between the steps and stay in the wizard", async ({ page }) => {
  // Each entry of the history has its step's title (WCAG 2.4.2).
  await expect(page).toHaveTitle(/^Schritt 1 von 6: Unternehmen – Website-Konfigurator \| /);
  await fillCompany(page);
  await next(page, "Weiter zu Design").click();
  await page.getByRole("radio", { name: "Kein Logo gewünscht" }).check();
  await page.getByRole("button", { name: "Blau", exact: true }).click();
  await next(page, "Weiter zu Inhalten").click();
  await expect(page.getByRole("heading", { name: "Schritt 3 von 6: Inhalte" })).toBeVisible();

  await expect(page).toHaveTitle(/^Schritt 3 von 6: Inhalte – /);
  await page.goBack();
  const design = page.getByRole("heading", { name: "Schritt 2 von 6: Design" });
  await expect(design).toBeVisible();
  await expect(page).toHaveTitle(/^Schritt 2 von 6: Design – Website-Konfigurator \| /);
  // As after "Zurück": reading starts at the step's heading.
  await expect(design).toBeFocused();
  await expect(page).toHaveURL(/\/konfigurator$/);
  await expect(page.getByRole("radio", { name: "Kein Logo gewünscht" })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Firmenname" })).not.toHaveValue("");

  await page.goForward();
  await expect(design).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Schritt 3 von 6: Inhalte" })).toBeVisible();
});

test("the step's title goes with the wizard: the next page has its own", async ({ page }) => {
  await expect(page).toHaveTitle(/^Schritt 1 von 6: Unternehmen – /);
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Fragen" }).click();
  await expect(page).toHaveURL(/\/weiterfuehrende-fragen$/);
  // The address changes before React has drawn the page (a transition): until then the wizard and
  // its title are still there, and a title read then, or between the page's commit and the
  // wizard's cleanup, says nothing about the page the visitor ends up on.
  await expect(page.getByRole("heading", { level: 1, name: "Weiterführende Fragen" })).toBeVisible();
  await expect(page).not.toHaveTitle(/Konfigurator/);
});

test("Back with a dialog open closes the dialog and keeps the step; the next Back goes to the step before", async ({
  page,
}) => {
  await fillCompany(page);
  await next(page, "Weiter zu Design").click();
  const design = page.getByRole("heading", { name: "Schritt 2 von 6: Design" });
  await expect(design).toBeVisible();
  const opener = page.getByRole("button", { name: "QR-Code" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Auf anderem Gerät fortsetzen" });
  await expect(dialog).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(design).toBeVisible();
  // As after Escape: the focus is back where it was.
  await expect(opener).toBeFocused();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await page.goForward();
  await expect(design).toBeVisible();
});

test("Forward to a step that an earlier change locked stays put and names the step to finish", async ({ page }) => {
  await fillCompany(page);
  await next(page, "Weiter zu Design").click();
  await expect(page.getByRole("heading", { name: "Schritt 2 von 6: Design" })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
  await page.getByRole("textbox", { name: "Firmenname" }).fill("");
  await page.goForward();
  await expect(page.getByText("Schritt 1 muss zuerst vollständig ausgefüllt werden")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Schritt 1 von 6: Unternehmen" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test("a toast gives way when Tab moves the focus under it; the failed Weiter's own toast stays", async ({ page }) => {
    await page.getByRole("textbox", { name: "Firmenname" }).press("Enter");
    const message = page.getByText("Bitte überprüfen Sie Ihre Eingaben");
    await expect(message).toBeVisible();
    // The focus went to the first invalid field with the toast: it stays to be read.
    await expect(page.getByRole("textbox", { name: "Firmenname" })).toBeFocused();
    await page.waitForTimeout(500);
    await expect(message).toBeVisible();

    // Tabbing back up to the top of the page, where the toast sits (over the header's controls).
    const toastBox = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
    let covered = "";
    for (let i = 0; i < 30 && !covered; i++) {
      await page.keyboard.press("Shift+Tab");
      covered = await page.evaluate(
        ({ top, bottom }) => {
          const box = document.activeElement!.getBoundingClientRect();
          return box.top < bottom && top < box.bottom ? (document.activeElement!.textContent ?? "?") : "";
        },
        { top: toastBox.y, bottom: toastBox.y + toastBox.height },
      );
    }
    expect(covered, "a control under the toast got the focus").not.toBe("");
    // Well before the error toast's own 10 s are over.
    await expect(message).toBeHidden({ timeout: 3_000 });
  });
});
