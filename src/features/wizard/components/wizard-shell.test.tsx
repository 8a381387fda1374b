import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_ID_PATTERN } from "../session/session-id";
import { renderWizard } from "../testing/render-wizard";
import { TEST_SESSION_ID, validWizardData } from "../testing/wizard-fixtures";
import { resetUploadTrackers, uploadsDiscarded } from "../uploads/upload-tracker";
import { WizardShell } from "./wizard-shell";

const stepButtons = () =>
  within(screen.getByRole("navigation", { name: "Schritte des Konfigurators" })).getAllByRole("button");
const heading = () => screen.getByRole("heading", { level: 2, name: /^Schritt \d von 6/ });

describe("WizardShell", () => {
  it("shows header, progress and six step buttons with states", () => {
    renderWizard(<WizardShell />);
    expect(heading()).toHaveTextContent("Schritt 1 von 6: Unternehmen");
    expect(screen.getByRole("progressbar", { name: "Fortschritt" })).toHaveAttribute("aria-valuenow", "17");
    const buttons = stepButtons();
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining("Schritt 1: Unternehmen (aktueller Schritt)"),
      expect.stringContaining("Schritt 2: Design (gesperrt)"),
      expect.stringContaining("Schritt 3: Inhalte (gesperrt)"),
      expect.stringContaining("Schritt 4: Kontaktdaten & Website-Bilder (gesperrt)"),
      expect.stringContaining("Schritt 5: Projekt-Details (gesperrt)"),
      expect.stringContaining("Schritt 6: Zusammenfassung (gesperrt)"),
    ]);
    expect(buttons[0]).toHaveAttribute("aria-current", "step");
    expect(buttons[2]).toHaveAccessibleName("Schritt 3: Inhalte (gesperrt)");
  });

  it("opens and locks the next step buttons as the visitor types", async () => {
    const { user } = renderWizard(<WizardShell />, { data: validWizardData({ firmenname: "" }) });
    const firmenname = await screen.findByRole("textbox", { name: /Firmenname/ });
    expect(stepButtons()[1]).toHaveAccessibleName("Schritt 2: Design (gesperrt)");
    await user.type(firmenname, "Bäckerei Sonnenschein");
    // The buttons follow the typing a render later (a deferred value).
    await waitFor(() => expect(stepButtons()[1]).toHaveAccessibleName("Schritt 2: Design (offen)"));
    await user.clear(firmenname);
    await waitFor(() => expect(stepButtons()[1]).toHaveAccessibleName("Schritt 2: Design (gesperrt)"));
  });

  it("refuses a locked step with a toast naming the first incomplete step", async () => {
    const { user, store } = renderWizard(<WizardShell />, { data: validWizardData({ zielgruppe: "" }) });
    await user.click(stepButtons()[4]!);
    expect(await screen.findByText("Schritt 3 muss zuerst vollständig ausgefüllt werden")).toBeInTheDocument();
    expect(
      screen.getByText('Bitte füllen Sie alle Pflichtfelder in "Inhalte" aus, bevor Sie fortfahren.'),
    ).toBeInTheDocument();
    expect(store.getState().currentStep).toBe(1);
  });

  it("opens a step whose earlier steps validate, and goes back one step", async () => {
    const { user, store } = renderWizard(<WizardShell />, { data: validWizardData() });
    await user.click(stepButtons()[3]!);
    expect(heading()).toHaveAccessibleName("Schritt 4 von 6: Kontaktdaten & Website-Bilder");
    expect(
      await screen.findByRole("button", { name: "Weiter zu Projekt-Details" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zurück" }));
    expect(store.getState().currentStep).toBe(3);
    expect(await screen.findByRole("button", { name: "Weiter zu Funktionen" }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it("labels Next per step", async () => {
    const labels = [
      "Weiter zu Design",
      "Weiter zu Inhalten",
      "Weiter zu Funktionen",
      "Weiter zu Projekt-Details",
      "Zur Zusammenfassung",
    ];
    for (const [index, label] of labels.entries()) {
      const view = renderWizard(<WizardShell />, { data: validWizardData(), state: { currentStep: (index + 1) as 1 } });
      // Later steps are lazy chunks; the first import of one can take a moment under load.
      expect(await screen.findByRole("button", { name: label }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Zurück" })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("resets only after 'Ja' is typed", async () => {
    const { user, store } = renderWizard(<WizardShell />, {
      data: validWizardData(),
      state: { currentStep: 3, completedSteps: [1, 2] },
    });
    await user.click(screen.getByRole("button", { name: "Neu starten" }));
    const dialog = await screen.findByRole("dialog", { name: "Formular zurücksetzen" });
    const input = within(dialog).getByRole("textbox");
    await user.type(input, "nein");
    await user.click(within(dialog).getByRole("button", { name: "Formular zurücksetzen" }));
    // The focus goes back to the field, so its error is announced and read with it (field.tsx).
    expect(input).toHaveFocus();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      'Bitte geben Sie "Ja" ein, um das Formular zurückzusetzen.',
    );
    expect(input).toHaveAccessibleDescription('Bitte geben Sie "Ja" ein, um das Formular zurückzusetzen.');
    expect(store.getState().currentStep).toBe(3);
    expect(uploadsDiscarded(TEST_SESSION_ID)).toBe(false);
    await user.clear(input);
    await user.type(input, "JA");
    await user.click(within(dialog).getByRole("button", { name: "Formular zurücksetzen" }));
    expect(await screen.findByText("Formular zurückgesetzt")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const state = store.getState();
    expect(state).toMatchObject({ currentStep: 1, completedSteps: [] });
    expect(state.data.firmenname).toBe("");
    expect(state.sessionId).toMatch(SESSION_ID_PATTERN);
    expect(state.sessionId).not.toBe(TEST_SESSION_ID);
    // Uploads of the old session still running must not finish into the new form.
    expect(uploadsDiscarded(TEST_SESSION_ID)).toBe(true);
    resetUploadTrackers();
    expect(await screen.findByRole("textbox", { name: "Firmenname" })).toHaveValue("");
  });

  it("opens the QR dialog", async () => {
    const { user } = renderWizard(<WizardShell />);
    await user.click(screen.getByRole("button", { name: "QR-Code" }));
    expect(await screen.findByRole("dialog", { name: "Auf anderem Gerät fortsetzen" })).toBeInTheDocument();
  });

  it("hides QR-Code and Neu starten on step 6 and mounts the summary", async () => {
    renderWizard(<WizardShell />, {
      data: validWizardData(),
      state: { currentStep: 6, completedSteps: [1, 2, 3, 4, 5] },
    });
    expect(heading()).toHaveTextContent("Schritt 6 von 6: Zusammenfassung");
    expect(screen.queryByRole("button", { name: "QR-Code" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Neu starten" })).not.toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "Zurück zur letzten Seite" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("opens the step's own card with its heading and tools, below the progress and step buttons", async () => {
    renderWizard(<WizardShell />);
    const title = await screen.findByRole("heading", { level: 3, name: "Unternehmensdaten" });
    const order = [
      screen.getByRole("progressbar", { name: "Fortschritt" }),
      screen.getByRole("navigation", { name: "Schritte des Konfigurators" }),
      heading(),
      screen.getByRole("button", { name: "QR-Code" }),
      screen.getByRole("button", { name: "Neu starten" }),
      title,
    ];
    for (let index = 1; index < order.length; index++) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  describe("a step change", () => {
    const scrolled: Element[] = [];
    const showOn = (wide: boolean) => {
      window.matchMedia = vi.fn((query: string) => ({ matches: wide, media: query }) as MediaQueryList);
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this);
      };
    };
    afterEach(() => {
      scrolled.length = 0;
      // jsdom has neither.
      delete (window as { matchMedia?: unknown }).matchMedia;
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });

    it("on a phone, scrolls the new step's heading to the top, its first questions under it", async () => {
      showOn(false);
      const { user } = renderWizard(<WizardShell />, { data: validWizardData() });
      await user.click(stepButtons()[2]!);
      await waitFor(() => expect(heading()).toHaveFocus());
      expect(scrolled).toEqual([heading()]);
    });

    it("on a wide screen, scrolls the step buttons to the top, the heading under them", async () => {
      showOn(true);
      const { user } = renderWizard(<WizardShell />, { data: validWizardData() });
      await user.click(stepButtons()[2]!);
      await waitFor(() => expect(heading()).toHaveFocus());
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContainElement(screen.getByRole("navigation", { name: "Schritte des Konfigurators" }));
      expect(scrolled[0]).not.toContainElement(heading());
    });
  });
});
