// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StepNumber } from "../model/wizard-data";
import { followStepHistory } from "./step-history";
import { initialWizardState } from "./wizard-state";
import { createWizardStore, type WizardStore } from "./wizard-store";

const popped = () => new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
async function back() {
  const done = popped();
  window.history.back();
  await done;
}
async function forward() {
  const done = popped();
  window.history.forward();
  await done;
}
/** Back or Forward with a dialog open: the browser moves, and is taken back (a second popstate). */
async function andReturned(move: () => Promise<void>) {
  let pops = 0;
  const done = new Promise<void>((resolve) => {
    const count = () => {
      if (++pops < 2) return;
      window.removeEventListener("popstate", count);
      resolve();
    };
    window.addEventListener("popstate", count);
  });
  await move();
  await done;
}
const entry = () => window.history.state as Record<string, unknown>;

describe("followStepHistory", () => {
  let store: WizardStore;
  let stop: () => void;
  let open: ReturnType<typeof vi.fn<(step: StepNumber) => boolean>>;
  let dialogOpen: boolean;
  const dismiss = vi.fn(() => {
    dialogOpen = false;
  });

  beforeEach(() => {
    // Router's own keys and the tab's session, which every write must keep.
    window.history.replaceState({ usr: null, key: "k1", idx: 0, wizardSession: "tab" }, "");
    store = createWizardStore(initialWizardState("session_a"));
    open = vi.fn((step: StepNumber) => {
      store.actions.goToStep(step);
      return true;
    });
    dialogOpen = false;
    dismiss.mockClear();
    stop = followStepHistory(store, open, { isOpen: () => dialogOpen, dismiss });
  });
  afterEach(() => stop());

  it("labels the current entry, and pushes one entry per step change, keeping the other keys", () => {
    const length = window.history.length;
    expect(entry()).toMatchObject({ wizardStep: 1, wizardStepSession: "session_a", key: "k1", wizardSession: "tab" });
    store.actions.goToStep(2);
    store.actions.goToStep(3);
    expect(window.history.length).toBe(length + 2);
    expect(entry()).toMatchObject({ wizardStep: 3, key: "k1", idx: 0, wizardSession: "tab" });
    // Typing changes the state, not the step: no entry.
    store.actions.updateFields({ firmenname: "Bäckerei Sonnenschein" });
    expect(window.history.length).toBe(length + 2);
  });

  it("goes to the step before on Back and to the step after on Forward, asking the step rule", async () => {
    store.actions.goToStep(2);
    store.actions.goToStep(3);
    const length = window.history.length;

    await back();
    expect(open).toHaveBeenLastCalledWith(2);
    expect(store.getState().currentStep).toBe(2);
    await back();
    expect(store.getState().currentStep).toBe(1);
    await forward();
    expect(store.getState().currentStep).toBe(2);
    // Following the history added no entries of its own.
    expect(window.history.length).toBe(length);
  });

  it("stays on the step when the rule refuses the entry's step, and relabels the entry", async () => {
    store.actions.goToStep(2);
    open.mockImplementation(() => false);
    await back();
    expect(store.getState().currentStep).toBe(2);
    expect(entry()).toMatchObject({ wizardStep: 2, wizardStepSession: "session_a" });
  });

  it("relabels the entry for a restored state instead of pushing one: Back does not undo a restore", () => {
    const length = window.history.length;
    store.actions.hydrate({ ...store.getState(), currentStep: 4, completedSteps: [1, 2, 3] });
    expect(window.history.length).toBe(length);
    expect(entry()).toMatchObject({ wizardStep: 4 });
  });

  it("ignores entries of the session before a reset", async () => {
    store.actions.goToStep(2);
    store.actions.goToStep(3);
    store.actions.reset();
    const { sessionId } = store.getState();
    expect(entry()).toMatchObject({ wizardStep: 1, wizardStepSession: sessionId });

    await back();
    expect(open).not.toHaveBeenCalled();
    expect(store.getState().currentStep).toBe(1);
    expect(entry()).toMatchObject({ wizardStep: 1, wizardStepSession: sessionId });
  });

  it("labels an entry that Router replaced without its keys before leaving it, so that Back finds its step", async () => {
    store.actions.goToStep(2);
    // A session link's address loses its parameter: Router writes a state of its own.
    window.history.replaceState({ usr: null, key: "k2", idx: 0 }, "");
    store.actions.goToStep(3);
    await back();
    expect(store.getState().currentStep).toBe(2);
    expect(entry()).toMatchObject({ wizardStep: 2, wizardStepSession: "session_a", key: "k2" });
  });

  it("closes an open dialog on Back and Forward instead of changing the step behind it, and goes back to the step's entry", async () => {
    store.actions.goToStep(2);
    store.actions.goToStep(3);
    const length = window.history.length;

    dialogOpen = true;
    await andReturned(back);
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(store.getState().currentStep).toBe(3);
    expect(entry()).toMatchObject({ wizardStep: 3 });
    // The entries are as they were: Back now goes to step 2, then step 1.
    expect(window.history.length).toBe(length);
    await back();
    expect(store.getState().currentStep).toBe(2);
    await back();
    expect(store.getState().currentStep).toBe(1);

    dialogOpen = true;
    await andReturned(forward);
    expect(dismiss).toHaveBeenCalledTimes(2);
    expect(store.getState().currentStep).toBe(1);
    await forward();
    expect(store.getState().currentStep).toBe(2);
  });

  it("keeps the step when a dialog that must be answered stays open on Back", async () => {
    store.actions.goToStep(2);
    dialogOpen = true;
    dismiss.mockImplementation(() => {}); // It refuses Escape.
    await andReturned(back);
    expect(store.getState().currentStep).toBe(2);
    expect(entry()).toMatchObject({ wizardStep: 2 });
    // Back again, still open: still the same step.
    await andReturned(back);
    expect(store.getState().currentStep).toBe(2);
    expect(open).not.toHaveBeenCalled();
  });

  it("gives the step an entry of its own when Back with a dialog open leads to an entry from before this visit", async () => {
    stop();
    // Entries written by an earlier visit of the page (another run): their distance is unknown.
    stop = followStepHistory(store, open, { isOpen: () => dialogOpen, dismiss });
    store.actions.goToStep(2);
    stop();
    stop = followStepHistory(store, open, { isOpen: () => dialogOpen, dismiss });
    store.actions.goToStep(3);
    await back();
    expect(store.getState().currentStep).toBe(2);
    dialogOpen = true;
    await back();
    expect(dismiss).toHaveBeenCalled();
    expect(store.getState().currentStep).toBe(2);
    expect(entry()).toMatchObject({ wizardStep: 2 });
    // Counting starts again from the new entry.
    dialogOpen = true;
    await andReturned(back);
    expect(store.getState().currentStep).toBe(2);
  });

  it("changes nothing once stopped", async () => {
    store.actions.goToStep(2);
    stop();
    await back();
    expect(store.getState().currentStep).toBe(2);
  });
});
