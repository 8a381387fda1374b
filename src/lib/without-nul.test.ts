import { describe, expect, it } from "vitest";
import { withoutNul } from "./without-nul";

describe("withoutNul", () => {
  it("takes U+0000 out of strings, in lists and objects at any depth", () => {
    expect(withoutNul("Bäcke\u0000rei")).toBe("Bäckerei");
    expect(withoutNul({ a: ["x\u0000", "y"], b: { c: "\u0000z" }, n: 3, f: null })).toEqual({
      a: ["x", "y"],
      b: { c: "z" },
      n: 3,
      f: null,
    });
  });

  it("returns the very same value when there is nothing to take out (no new identity per keystroke)", () => {
    const clean = { a: ["x"], b: { c: "z" }, d: true };
    expect(withoutNul(clean)).toBe(clean);
    expect(withoutNul(clean.a)).toBe(clean.a);
  });

  it("leaves other invisible characters and non-plain objects alone", () => {
    expect(withoutNul("a\u200Bb")).toBe("a\u200Bb");
    const file = new Blob(["x"]);
    expect(withoutNul(file)).toBe(file);
  });
});
