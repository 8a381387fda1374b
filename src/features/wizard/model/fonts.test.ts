import { describe, expect, it } from "vitest";
import { fieldMessages } from "~/schemas/wizard-messages";
import { addCustomFont, fontStack, toggleFont } from "./fonts";

describe("fonts", () => {
  it("toggles offered fonts into the comma-separated list", () => {
    expect(toggleFont("", "Roboto")).toEqual({ ok: true, hausschriften: "Roboto" });
    expect(toggleFont("Roboto", "Lato")).toEqual({ ok: true, hausschriften: "Roboto, Lato" });
    expect(toggleFont("Roboto, Lato", "roboto")).toEqual({ ok: true, hausschriften: "Lato" });
  });

  it("refuses a 4th font", () => {
    expect(toggleFont("Arial, Lato, Roboto", "Poppins")).toMatchObject({ ok: false, reason: "max" });
    expect(addCustomFont("Arial, Lato, Roboto", "Hausschrift")).toMatchObject({ ok: false, reason: "max" });
  });

  it("adds custom fonts only when non-empty, comma-free and new", () => {
    expect(addCustomFont("Arial", "  Corporate  Sans ")).toEqual({ ok: true, hausschriften: "Arial, Corporate Sans" });
    expect(addCustomFont("Arial", "   ")).toMatchObject({ ok: false, message: fieldMessages.customFontEmpty });
    expect(addCustomFont("Arial", "\u200b")).toMatchObject({ ok: false, message: fieldMessages.customFontEmpty });
    expect(addCustomFont("Arial", "arial")).toMatchObject({ ok: false, message: fieldMessages.customFontDuplicate });
    expect(addCustomFont("", "A, B")).toMatchObject({ ok: false, message: fieldMessages.customFontComma });
  });

  it("gives every font a stack with a generic fallback", () => {
    expect(fontStack("Times New Roman")).toBe('"Times New Roman", Times, serif');
    expect(fontStack("Playfair Display")).toBe('"Playfair Display", serif');
    expect(fontStack('Evil"; color: red')).toBe('"Evil; color: red", sans-serif');
  });
});
