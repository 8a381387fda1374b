import { describe, expect, it } from "vitest";
import { campaignDays, campaignPeriod, formatEur, places, savingPercent } from "./campaign";

describe("facts derived from the site config", () => {
  it("matches SPEC §9: 40 places, 94% saving, 42 days from 01.09.2025 to 12.10.2025", () => {
    expect(places).toBe(40);
    expect(savingPercent).toBe(94);
    expect(campaignDays).toBe(42);
    expect(campaignPeriod).toBe("01.09.2025 bis 12.10.2025");
  });

  it("formats prices the German way", () => {
    expect(formatEur(7900)).toBe("7.900 €");
    expect(formatEur(499)).toBe("499 €");
  });
});
