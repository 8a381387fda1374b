import { describe, expect, it } from "vitest";
import { isResetConfirmed } from "./reset-confirmation";

describe("isResetConfirmed", () => {
  it.each(["Ja", "ja", "JA", "jA", " Ja "])("accepts %j", (input) => expect(isResetConfirmed(input)).toBe(true));
  it.each(["", "j", "nein", "Ja!", "jaa", "Yes"])("refuses %j", (input) => expect(isResetConfirmed(input)).toBe(false));
});
