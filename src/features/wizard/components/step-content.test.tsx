import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWizard } from "../test/render-wizard";
import { validWizardData } from "../test/wizard-fixtures";
import { WizardShell } from "./wizard-shell";

/** A step's card title; a hidden step's is in the document but not visible. */
const stepTitle = (step: number) => document.getElementById(`schritt-${step}-titel`);
const renderedAhead = (step: number) =>
  waitFor(() => expect(stepTitle(step)).not.toBeNull(), { timeout: 10_000 }).then(() => stepTitle(step)!);

describe("StepContent", () => {
  it("renders the next step ahead, hidden, and Weiter only reveals it", async () => {
    const { user } = renderWizard(<WizardShell />, { data: validWizardData() });
    const design = await renderedAhead(2);
    expect(design).not.toBeVisible();
    expect(screen.queryByRole("heading", { name: "Design & Erscheinungsbild" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
    // The same element, shown at once: no loading state in between.
    expect(stepTitle(2)).toBe(design);
    expect(screen.getByRole("heading", { name: "Design & Erscheinungsbild" })).toBeVisible();
    expect(screen.queryByText("Schritt wird geladen …")).toBeNull();
    // The step just left stays, hidden, for "Zurück".
    expect(stepTitle(1)).not.toBeVisible();
  });

  it("a step rendered ahead shows what an earlier step changed meanwhile", async () => {
    const { user, store } = renderWizard(<WizardShell />, {
      data: validWizardData({ logo_status: "", logo_file_url: "", logo_file_name: "" }),
    });
    await renderedAhead(2);
    // Step 2 was rendered with no logo; now the visitor uploads one in step 1.
    act(() =>
      store.actions.updateFields({
        logo_file_url: "http://127.0.0.1:54321/storage/v1/object/public/konfigurator-logos/uploads/x/logo.png",
        logo_file_name: "logo.png",
        logo_file_size: 2048,
        logo_mime_type: "image/png",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
    // A logo uploaded in step 1 answers step 2's logo question.
    expect(screen.getByRole("radio", { name: "Logo vorhanden" })).toBeChecked();
    expect(store.getState().data.logo_status).toBe("vorhanden");
  });
});
