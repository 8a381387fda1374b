import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PANEL_ATTRIBUTE, WOKEN_ATTRIBUTE } from "../hooks/use-warm-hidden-steps";
import { renderWizard } from "../testing/render-wizard";
import { validWizardData } from "../testing/wizard-fixtures";
import { WizardShell } from "./wizard-shell";

/** Which later steps' code the page asked for, in order (each module records its first import). */
const requested = vi.hoisted(() => [] as number[]);
vi.mock("../steps/content-step", async (original) => (requested.push(3), original()));
vi.mock("../steps/contact-step", async (original) => (requested.push(4), original()));
vi.mock("../steps/project-step", async (original) => (requested.push(5), original()));

const panelOf = (step: number) =>
  document.getElementById(`schritt-${step}-titel`)?.closest<HTMLElement>(`[${PANEL_ATTRIBUTE}]`) ?? null;

describe("StepContent's code two steps ahead", () => {
  beforeEach(() => {
    vi.stubGlobal("CSS", { supports: (property: string) => property === "content-visibility" });
    // Idle at once: what a quiet browser does shortly after the step has rendered.
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // First: a module, once imported, stays imported for the rest of this file.
  it("is not loaded on step 1: a first visit loads what steps 1 and 2 need", async () => {
    renderWizard(<WizardShell />, { data: validWizardData() });
    await waitFor(() => expect(panelOf(2)).toHaveAttribute(WOKEN_ATTRIBUTE), { timeout: 10_000 });
    // Idle callbacks run at once here (setTimeout 0): a while is many idle moments.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requested).toEqual([]);
  }, 20_000);

  it("is loaded once the next step is woken, and nothing further ahead", async () => {
    renderWizard(<WizardShell />, {
      data: validWizardData(),
      state: { currentStep: 2, completedSteps: [1] },
    });
    // Step 3 rendered ahead and woken; then step 4's code, not rendered.
    await waitFor(() => expect(panelOf(3)).toHaveAttribute(WOKEN_ATTRIBUTE), { timeout: 10_000 });
    await waitFor(() => expect(requested).toContain(4), { timeout: 10_000 });
    expect(requested.indexOf(3)).toBeLessThan(requested.indexOf(4));
    expect(panelOf(4)).toBeNull();
    expect(requested).not.toContain(5);
  }, 20_000);
});
