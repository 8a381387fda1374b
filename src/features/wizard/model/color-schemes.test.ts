import { describe, expect, it } from "vitest";
import { FARBEN } from "~/schemas/wizard-enums";
import { colorSchemes, findColorScheme } from "./color-schemes";

const HEX = /^#[0-9A-F]{6}$/;

describe("colorSchemes", () => {
  it("offers nothing without a colour", () => expect(colorSchemes([])).toEqual([]));

  it("offers mono, complementary and analogous for one colour", () => {
    const schemes = colorSchemes(["blau"]);
    expect(schemes.map((s) => s.id)).toEqual(["mono-blau", "komplementaer-blau", "analog-blau"]);
    expect(schemes.map((s) => s.name)).toEqual(["Monochrom", "Komplementär", "Analog"]);
    for (const scheme of schemes) expect(scheme.baseColors).toEqual(["blau"]);
  });

  it("turns the hue by 180° for the complement", () => {
    const [, complementary] = colorSchemes(["blau"]);
    expect(complementary!.colors[0]).toBe("#2563EB");
    // Blue's complement is an orange: red channel high, blue channel low.
    const hex = complementary!.colors[1];
    expect(parseInt(hex.slice(1, 3), 16)).toBeGreaterThan(200);
    expect(parseInt(hex.slice(5, 7), 16)).toBeLessThan(80);
  });

  it("offers two schemes for two colours and one for three", () => {
    expect(colorSchemes(["rot", "grau"]).map((s) => s.id)).toEqual(["ausgewogen-rot-grau", "akzent-rot-grau"]);
    const three = colorSchemes(["rot", "grau", "weiß"]);
    expect(three).toHaveLength(1);
    expect(three[0]).toMatchObject({ id: "dreiklang-rot-grau-weiß", baseColors: ["rot", "grau", "weiß"] });
    expect(three[0]!.description).toBe("Rot, Grau und Weiß im Zusammenspiel mit einem ruhigen Hintergrund.");
  });

  it("always gives four valid, distinct-enough hex values, for every colour", () => {
    for (const farbe of FARBEN) {
      for (const scheme of colorSchemes([farbe])) {
        expect(scheme.colors).toHaveLength(4);
        for (const hex of scheme.colors) expect(hex).toMatch(HEX);
        expect(new Set(scheme.colors).size).toBeGreaterThanOrEqual(3);
        expect(scheme.description).not.toBe("");
      }
    }
  });

  it("finds a scheme by id only among the current colours", () => {
    expect(findColorScheme(["blau"], "analog-blau")?.name).toBe("Analog");
    expect(findColorScheme(["rot"], "analog-blau")).toBeUndefined();
  });
});
