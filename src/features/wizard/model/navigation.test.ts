import { describe, expect, it } from "vitest";
import { validWizardData } from "../testing/wizard-fixtures";
import { emptyWizardData } from "./wizard-data";
import {
  firstInvalidStepBefore,
  isStepValid,
  nextStep,
  previousStep,
  stepAccess,
  stepStatuses,
  stepValidity,
} from "./navigation";

describe("isStepValid", () => {
  it("checks each step against its schema", () => {
    const data = validWizardData();
    for (const step of [1, 2, 3, 4, 5, 6] as const) expect(isStepValid(step, data)).toBe(true);
    expect(isStepValid(1, emptyWizardData())).toBe(false);
    expect(isStepValid(2, validWizardData({ farben: [] }))).toBe(false);
    expect(isStepValid(6, emptyWizardData())).toBe(true);
  });

  it("re-checks a step as soon as one of its fields changes, and only then", () => {
    const data = validWizardData();
    expect(isStepValid(3, data)).toBe(true);
    // Another step's field or a new data object with the same values: the same verdict.
    expect(isStepValid(3, { ...data, firmenname: "" })).toBe(true);
    expect(isStepValid(3, { ...data, zielgruppe: " " })).toBe(false);
    expect(isStepValid(3, { ...data, custom_seiten: ["Team", "team"] })).toBe(false);
    expect(isStepValid(3, { ...data, custom_seiten: [...data.custom_seiten] })).toBe(true);
  });

  it("counts step 3 incomplete when its industry package no longer fits the branch of step 1", () => {
    const restaurant = validWizardData({ branche: "gastronomie", seitenpaket: "restaurant" });
    expect(isStepValid(3, restaurant)).toBe(true);
    expect(isStepValid(3, { ...restaurant, branche: "beratung" })).toBe(false);
    expect(firstInvalidStepBefore(6, { ...restaurant, branche: "beratung" })).toBe(3);
    expect(isStepValid(3, { ...restaurant, branche: "beratung", seitenpaket: "business" })).toBe(true);
    expect(isStepValid(3, { ...restaurant, branche: "beratung", seitenpaket: "" })).toBe(true);
  });
});

describe("stepAccess", () => {
  it("always allows step 1", () =>
    expect(stepAccess(1, { data: emptyWizardData(), currentStep: 3, completedSteps: [] })).toEqual({ allowed: true }));

  it("allows completed steps at or below the current one, even if their data became invalid", () => {
    const state = { data: emptyWizardData(), currentStep: 3 as const, completedSteps: [1, 2] as const };
    expect(stepAccess(2, { ...state, completedSteps: [1, 2] })).toEqual({ allowed: true });
  });

  it("allows any step whose earlier steps all validate", () => {
    expect(stepAccess(5, { data: validWizardData(), currentStep: 1, completedSteps: [] })).toEqual({ allowed: true });
  });

  it("names the first incomplete earlier step otherwise", () => {
    const data = validWizardData({ zielgruppe: "", bilder_status: "" });
    expect(stepAccess(5, { data, currentStep: 2, completedSteps: [1] })).toEqual({ allowed: false, blockingStep: 3 });
    expect(stepAccess(3, { data: emptyWizardData(), currentStep: 1, completedSteps: [] })).toEqual({
      allowed: false,
      blockingStep: 1,
    });
  });

  it("does not let a completed step above the current one skip validation", () => {
    const data = validWizardData({ firmenname: "" });
    expect(stepAccess(3, { data, currentStep: 2, completedSteps: [1, 2, 3] })).toEqual({
      allowed: false,
      blockingStep: 1,
    });
  });
});

describe("stepStatuses", () => {
  it("marks current, completed, open and locked steps", () => {
    const data = validWizardData({ zielgruppe: "" });
    expect(stepStatuses({ currentStep: 3, completedSteps: [1, 2] }, stepValidity(data))).toEqual([
      "completed",
      "completed",
      "current",
      "locked",
      "locked",
      "locked",
    ]);
    expect(stepStatuses({ currentStep: 1, completedSteps: [] }, stepValidity(validWizardData()))).toEqual([
      "current",
      "open",
      "open",
      "open",
      "open",
      "open",
    ]);
  });
});

describe("neighbours", () => {
  it("stays within 1..6", () => {
    expect(previousStep(1)).toBe(1);
    expect(previousStep(4)).toBe(3);
    expect(nextStep(5)).toBe(6);
    expect(nextStep(6)).toBe(6);
  });
  it("finds no invalid step before step 1", () => expect(firstInvalidStepBefore(1, emptyWizardData())).toBeNull());
});

describe("stepStatuses and stepAccess agree", () => {
  it("locks exactly the steps a click would refuse", () => {
    const datas = [
      emptyWizardData(),
      validWizardData(),
      validWizardData({ farben: [] }),
      validWizardData({ bilder_status: "" }),
    ];
    for (const data of datas) {
      for (const currentStep of [1, 2, 3, 4, 5, 6] as const) {
        for (const completedSteps of [[], [1], [1, 2, 3], [1, 2, 3, 4, 5]] as const) {
          const state = { data, currentStep, completedSteps };
          stepStatuses(state, stepValidity(state.data)).forEach((status, index) => {
            if (status === "current") return;
            const target = (index + 1) as 1;
            expect(status === "locked", `step ${target} of ${JSON.stringify(state.completedSteps)}`).toBe(
              !stepAccess(target, state).allowed,
            );
          });
        }
      }
    }
  });
});
