import { describe, expect, it } from "vitest";
import { fieldMessages } from "./wizard-messages";
import { splitFonts, step2Schema, type Step2Values } from "./wizard-step-2";

const valid: Step2Values = {
  logo_status: "vorhanden",
  farben: ["blau"],
  selected_color_scheme: "",
  hausfarben: "",
  stil: "",
  tonalitaet: "",
  hausschriften: "",
  designrichtlinien: "",
};

const errors = (values: Partial<Step2Values>) =>
  Object.fromEntries(
    (step2Schema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
  );

describe("step 2 schema", () => {
  it("accepts a logo status and one colour", () => expect(errors({})).toEqual({}));
  it("says in German what is wrong with a value of an unexpected kind, not zod's English default", () => {
    // A radio group read as null on blur once (ChoiceCards); a broken stored copy may hold anything.
    expect(errors({ stil: null as never, logo_status: 3 as never })).toEqual({
      stil: "Bitte prüfen Sie diese Angabe.",
      logo_status: "Bitte prüfen Sie diese Angabe.",
    });
  });
  it("requires the logo status", () =>
    expect(errors({ logo_status: "" })).toEqual({ logo_status: fieldMessages.choose }));
  it("requires 1 to 3 of the named colours", () => {
    expect(errors({ farben: [] })).toEqual({ farben: fieldMessages.farben });
    expect(errors({ farben: ["blau", "rot", "grün"] })).toEqual({});
    expect(Object.keys(errors({ farben: ["blau", "rot", "grün", "gelb"] }))).toEqual(["farben"]);
    expect(Object.keys(errors({ farben: ["magenta"] as never }))).toEqual(["farben.0"]);
    // Only a stored copy can hold a colour twice; the server refuses it.
    expect(errors({ farben: ["blau", "blau"] })).toEqual({ farben: fieldMessages.farben });
  });
  it("refuses a font twice, whatever its case and spacing", () => {
    expect(errors({ hausschriften: "Arial, Lato,  arial " })).toEqual({
      hausschriften: fieldMessages.customFontDuplicate,
    });
    expect(errors({ hausschriften: "Ärztefont, ärztefont" })).toEqual({
      hausschriften: fieldMessages.customFontDuplicate,
    });
  });
  it("allows at most 3 fonts and known styles", () => {
    expect(errors({ hausschriften: "Arial, Lato, Meine Schrift" })).toEqual({});
    expect(Object.keys(errors({ hausschriften: "Arial, Lato, Roboto, Poppins" }))).toEqual(["hausschriften"]);
    expect(Object.keys(errors({ stil: "barock" }))).toEqual(["stil"]);
    expect(errors({ stil: "modern", tonalitaet: "freundlich" })).toEqual({});
  });
  it("splits the font list", () => expect(splitFonts(" Arial,, Open Sans ,")).toEqual(["Arial", "Open Sans"]));
});
