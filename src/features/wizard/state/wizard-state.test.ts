import { describe, expect, it } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { initialWizardState, wizardReducer, type WizardState } from "./wizard-state";
import { createWizardStore } from "./wizard-store";
import { SESSION_ID_PATTERN } from "../session/session-id";

describe("wizardReducer", () => {
  const initial = initialWizardState(TEST_SESSION_ID);

  it("starts empty on step 1", () => {
    expect(initial).toEqual({
      sessionId: TEST_SESSION_ID,
      data: emptyWizardData(),
      currentStep: 1,
      completedSteps: [],
    });
    expect(JSON.parse(JSON.stringify(initial))).toEqual(initial);
  });

  it("updates fields and keeps identity when nothing changed", () => {
    const next = wizardReducer(initial, { type: "updateFields", fields: { firmenname: "Muster" } });
    expect(next.data.firmenname).toBe("Muster");
    expect(wizardReducer(next, { type: "updateFields", fields: { firmenname: "Muster" } })).toBe(next);
    expect(wizardReducer(next, { type: "updateFields", fields: { seiten: ["startseite"] } })).toBe(next);
    // U+0000 from a paste never reaches the store (Postgres would refuse every save and the submit).
    const pasted = wizardReducer(next, {
      type: "updateFields",
      fields: { besonderheiten: "a\u0000b", farben: ["blau\u0000"] },
    });
    expect(pasted.data).toMatchObject({ besonderheiten: "ab", farben: ["blau"] });
    expect(wizardReducer(pasted, { type: "updateFields", fields: { besonderheiten: "a\u0000b" } })).toBe(pasted);
  });

  it("completes a step and moves on", () => {
    const next = wizardReducer(initial, { type: "completeStep", step: 1 });
    expect(next).toMatchObject({ currentStep: 2, completedSteps: [1] });
    const again = wizardReducer({ ...next, currentStep: 1 }, { type: "completeStep", step: 1 });
    expect(again.completedSteps).toEqual([1]);
    // "Zurück zur Zusammenfassung": completed, and straight to the summary.
    const back = wizardReducer({ ...again, currentStep: 2 }, { type: "completeStep", step: 2, to: 6 });
    expect(back).toMatchObject({ currentStep: 6, completedSteps: [1, 2] });
  });

  it("marks steps another device completed without moving, and keeps identity when none is new", () => {
    const next = wizardReducer({ ...initial, completedSteps: [1] }, { type: "markCompleted", steps: [3, 1, 2] });
    expect(next).toMatchObject({ currentStep: 1, completedSteps: [1, 2, 3] });
    expect(wizardReducer(next, { type: "markCompleted", steps: [2] })).toBe(next);
  });

  it("goes to a step", () => expect(wizardReducer(initial, { type: "goToStep", step: 4 }).currentStep).toBe(4));

  it("hydrates, filling fields the saved copy lacks and cleaning steps", () => {
    const saved = {
      sessionId: "session_1732230000000_BBBBBBBBBBBBBBBBBBBBBB",
      data: { firmenname: "Alt" },
      currentStep: 9,
      completedSteps: [2, 1, 2, 7],
    } as unknown as WizardState;
    const next = wizardReducer(initial, { type: "hydrate", state: saved });
    expect(next.sessionId).toBe(saved.sessionId);
    expect(next.data).toEqual({ ...emptyWizardData(), firmenname: "Alt" });
    expect(next.currentStep).toBe(1);
    expect(next.completedSteps).toEqual([1, 2]);
  });

  it("resets to a fresh state with the given id", () => {
    const dirty = wizardReducer(initial, { type: "updateFields", fields: { firmenname: "X" } });
    expect(wizardReducer(dirty, { type: "reset", sessionId: "new" })).toEqual(initialWizardState("new"));
  });
});

describe("createWizardStore", () => {
  it("holds the steps while the briefing is being sent", () => {
    const store = createWizardStore(initialWizardState(TEST_SESSION_ID));
    store.actions.goToStep(6);
    store.actions.holdSteps(true);
    store.actions.goToStep(4);
    store.actions.back();
    store.actions.reviewStep(2);
    expect(store.getState().currentStep).toBe(6);
    expect(store.takeArrivalCheck(2)).toBe(false);
    store.actions.holdSteps(false);
    store.actions.goToStep(4);
    expect(store.getState().currentStep).toBe(4);
  });

  it("notifies only on change, goes back one step and resets with a new session id", () => {
    const store = createWizardStore(initialWizardState(TEST_SESSION_ID));
    let calls = 0;
    store.subscribe(() => calls++);
    store.actions.updateFields({ ort: "Berlin" });
    store.actions.updateFields({ ort: "Berlin" });
    expect(calls).toBe(1);
    store.actions.goToStep(3);
    store.actions.back();
    expect(store.getState().currentStep).toBe(2);
    const epoch = store.getEpoch();
    store.actions.reset();
    expect(store.getState().sessionId).toMatch(SESSION_ID_PATTERN);
    expect(store.getState().sessionId).not.toBe(TEST_SESSION_ID);
    expect(store.getState().data.ort).toBe("");
    expect(store.getEpoch()).toBe(epoch + 1);
  });
});
