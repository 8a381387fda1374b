import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PANEL_ATTRIBUTE, WOKEN_ATTRIBUTE } from "../hooks/use-warm-hidden-steps";
import { renderWizard } from "../testing/render-wizard";
import { validWizardData } from "../testing/wizard-fixtures";
import { WizardShell } from "./wizard-shell";

/** A step's card title; a hidden step's is in the document but not visible. */
const stepTitle = (step: number) => document.getElementById(`schritt-${step}-titel`);
const renderedAhead = (step: number) =>
  waitFor(() => expect(stepTitle(step)).not.toBeNull(), { timeout: 10_000 }).then(() => stepTitle(step)!);

const panelOf = (step: number) => stepTitle(step)!.closest<HTMLElement>(`[${PANEL_ATTRIBUTE}]`)!;

/** What step 1's logo upload writes; it answers step 2's logo question. */
const logoUploadedInStep1 = {
  logo_file_url: "http://127.0.0.1:54321/storage/v1/object/public/konfigurator-logos/uploads/x/logo.png",
  logo_file_name: "logo.png",
  logo_file_size: 2048,
  logo_mime_type: "image/png",
};

afterEach(() => vi.unstubAllGlobals());

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
    act(() => store.actions.updateFields(logoUploadedInStep1));

    await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
    // A logo uploaded in step 1 answers step 2's logo question.
    expect(screen.getByRole("radio", { name: "Logo vorhanden" })).toBeChecked();
    expect(store.getState().data.logo_status).toBe("vorhanden");
  });

  describe("in a browser where content-visibility hides a panel", () => {
    beforeEach(() => {
      vi.stubGlobal("CSS", { supports: (property: string) => property === "content-visibility" });
      // Idle at once: what a quiet browser does shortly after the step has rendered.
      vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
      vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
    });
    // Unmounted while the stubs are still there (the file's afterEach removes them).
    afterEach(cleanup);

    it("wakes the step rendered ahead while its panel stays hidden, so Weiter runs none of its effects", async () => {
      const { user } = renderWizard(<WizardShell />, {
        data: validWizardData({ designrichtlinien: "Viel Weißraum" }),
      });
      await renderedAhead(2);
      // The fields' values come with react-hook-form's refs, which React attaches only to a step it treats as shown.
      const wishes = () => document.querySelector<HTMLTextAreaElement>('textarea[name="designrichtlinien"]')!;
      await waitFor(() => expect(panelOf(2)).toHaveAttribute(WOKEN_ATTRIBUTE));
      await waitFor(() => expect(wishes().value).toBe("Viel Weißraum"));
      expect(panelOf(2)).toHaveAttribute(PANEL_ATTRIBUTE, "hidden");
      // jsdom applies no stylesheet: that this class hides the panel is checked in Chromium (e2e).
      expect(panelOf(2)).toHaveClass("[content-visibility:hidden]");

      const textarea = wishes();
      await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
      expect(panelOf(2)).toHaveAttribute(PANEL_ATTRIBUTE, "shown");
      expect(panelOf(2)).not.toHaveAttribute(WOKEN_ATTRIBUTE);
      expect(wishes()).toBe(textarea);
      expect(screen.getByRole("textbox", { name: /Weitere Designwünsche/ })).toHaveValue("Viel Weißraum");
    });

    it("a woken step shows what an earlier step changed after it woke", async () => {
      const { user, store } = renderWizard(<WizardShell />, {
        data: validWizardData({ logo_status: "", logo_file_url: "", logo_file_name: "" }),
      });
      await renderedAhead(2);
      await waitFor(() => expect(panelOf(2)).toHaveAttribute(WOKEN_ATTRIBUTE));
      act(() => store.actions.updateFields(logoUploadedInStep1));

      await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
      expect(screen.getByRole("radio", { name: "Logo vorhanden" })).toBeChecked();
      expect(store.getState().data.logo_status).toBe("vorhanden");
    });
    it("wakes the summary ahead on step 5 too, and it shows what was typed there up to the click", async () => {
      const { user } = renderWizard(<WizardShell />, {
        data: validWizardData(),
        state: { currentStep: 5, completedSteps: [1, 2, 3, 4] },
      });
      const summaryPanel = () =>
        screen
          .queryByText("Bitte prüfen Sie Ihre Angaben, bevor Sie die Anfrage absenden.")
          ?.closest<HTMLElement>(`[${PANEL_ATTRIBUTE}]`);
      await waitFor(() => expect(summaryPanel()).toHaveAttribute(WOKEN_ATTRIBUTE), { timeout: 10_000 });
      const summary = summaryPanel()!;
      expect(summary).toHaveAttribute(PANEL_ATTRIBUTE, "hidden");

      const remarks = await screen.findByRole("textbox", { name: "Zusätzliche Anmerkungen" }, { timeout: 10_000 });
      await user.type(remarks, "Bitte mit Blog");
      await user.click(screen.getByRole("button", { name: "Zur Zusammenfassung" }));
      // The same panel, revealed: the summary was not rendered in the click, yet shows the last key.
      expect(summaryPanel()).toBe(summary);
      expect(summary).toHaveAttribute(PANEL_ATTRIBUTE, "shown");
      expect(within(summary).getByText("Bitte mit Blog")).toBeVisible();

      // Back to step 5 and on again: the summary goes on following.
      await user.click(screen.getByRole("button", { name: "Zurück zur letzten Seite" }));
      await user.type(screen.getByRole("textbox", { name: "Zusätzliche Anmerkungen" }), " und Shop");
      await user.click(screen.getByRole("button", { name: "Zur Zusammenfassung" }));
      expect(within(summary).getByText("Bitte mit Blog und Shop")).toBeVisible();
    }, 20_000);
  });

  it("hides the step left in the click's frame by CSS, and lets React put it to sleep after that frame", async () => {
    // A browser that knows content-visibility, whose frames run when the test says so.
    vi.stubGlobal("CSS", { supports: (property: string) => property === "content-visibility" });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    const { user } = renderWizard(<WizardShell />, { data: validWizardData() });
    await renderedAhead(2);
    const first = panelOf(1);
    // React hides a step (<Activity> hidden, effects disconnected) through the panel's inline style.
    const styleChanges: MutationRecord[] = [];
    const observer = new MutationObserver((records) => styleChanges.push(...records));
    observer.observe(first, { attributes: true, attributeFilter: ["style"] });

    await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
    await waitFor(() => expect(panelOf(2)).toHaveAttribute(PANEL_ATTRIBUTE, "shown"));
    expect(first).toHaveAttribute(PANEL_ATTRIBUTE, "hidden");
    expect(first).toHaveClass("[content-visibility:hidden]");
    styleChanges.push(...observer.takeRecords());
    expect(styleChanges).toEqual([]);

    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await waitFor(() => expect(styleChanges).not.toEqual([]));
    // Still hidden, now by React too; useWarmHiddenSteps keeps its layout (no display: none).
    expect(first).toHaveAttribute(PANEL_ATTRIBUTE, "hidden");
    expect(first.style.display).toBe("");
    observer.disconnect();
  });

  it("removes a step no longer kept only after the frame of the step change", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    const paint = () => act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    const { user } = renderWizard(<WizardShell />, { data: validWizardData() });
    await renderedAhead(2);
    await user.click(screen.getByRole("button", { name: "Weiter zu Design" }));
    paint();
    await renderedAhead(3);
    const first = panelOf(1);

    // Two back from step 3: no longer kept, but not removed inside the click.
    await user.click(screen.getByRole("button", { name: "Weiter zu Inhalten" }));
    await waitFor(() => expect(panelOf(3)).toHaveAttribute(PANEL_ATTRIBUTE, "shown"));
    expect(first).toBeInTheDocument();
    expect(first).toHaveAttribute(PANEL_ATTRIBUTE, "hidden");

    paint();
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(stepTitle(2)).not.toBeNull(); // the step before stays, for "Zurück"
  });
});
