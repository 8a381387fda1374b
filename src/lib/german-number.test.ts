import { describe, expect, it } from "vitest";
import { formatGermanNumber } from "./german-number";

// Node carries the full ICU data, so Intl is the reference the formatter must match.
const intl = (value: number, digits: number) => value.toLocaleString("de-DE", { maximumFractionDigits: digits });

describe("formatGermanNumber", () => {
  it.each([
    [2990, 0, "2.990"],
    [499, 0, "499"],
    [4.99, 2, "4,99"],
    [99.9, 1, "99,9"],
    [1_572_864 / 1_048_576, 1, "1,5"],
    [1234567.891, 2, "1.234.567,89"],
    [0, 0, "0"],
  ])("writes %d with %d decimals as %s", (value, digits, expected) => {
    expect(formatGermanNumber(value, digits)).toBe(expected);
  });

  it("rounds half up the decimal a reader sees, as Intl does", () => {
    expect(formatGermanNumber(1.005, 2)).toBe(intl(1.005, 2));
    expect(formatGermanNumber(99.95, 1)).toBe("100");
    expect(formatGermanNumber(999.96, 1)).toBe("1.000");
    expect(formatGermanNumber(0.05, 1)).toBe("0,1");
  });

  it("matches toLocaleString('de-DE') over many values and precisions", () => {
    const values = [
      ...Array.from({ length: 2000 }, (_, i) => i * 0.005),
      ...Array.from({ length: 300 }, (_, i) => (i * 7919.37) / 13),
      ...Array.from({ length: 200 }, (_, i) => 1.5 ** i / 1000),
      0.000001,
      1e-7,
      123456789012,
      -0.004,
      -2990.5,
    ];
    for (const digits of [0, 1, 2, 3])
      for (const value of values)
        expect([value, digits, formatGermanNumber(value, digits)]).toEqual([value, digits, intl(value, digits)]);
  });
});
