import { describe, expect, it } from "vitest";
import {
  campaignDays,
  campaignPeriod,
  experienceText,
  formatEur,
  hostingPrice,
  mailHref,
  places,
  placesText,
  ratingText,
  reservationSubject,
  savingPercent,
} from "./campaign";

describe("facts derived from the site config", () => {
  it("matches SPEC §9: 40 places, 94% saving, 42 days from 01.09.2025 to 12.10.2025", () => {
    expect(places).toBe(40);
    expect(savingPercent).toBe(94);
    expect(campaignDays).toBe(42);
    expect(campaignPeriod).toBe("01.09.2025 bis 12.10.2025");
    expect(placesText).toBe("40/40 Plätze vergeben");
  });

  it("formats prices and the rating the German way", () => {
    expect(formatEur(7900)).toBe("7.900\u00a0€");
    expect(formatEur(499)).toBe("499\u00a0€");
    expect(hostingPrice).toBe("39\u00a0€ pro Monat");
    expect(ratingText).toBe("4,99 von 5 Sternen");
  });

  it("words the trust claim and the reservation mail as SPEC §2 quotes them", () => {
    expect(experienceText).toBe("25 Jahre Erfahrung in der professionellen Erstellung von Internetseiten");
    expect(reservationSubject).toBe("Vormerkung Azubi-Offensive 2026");
    expect(mailHref(reservationSubject)).toBe(
      "mailto:info@pixelwerk-agentur.de?subject=Vormerkung%20Azubi-Offensive%202026",
    );
    expect(decodeURIComponent(mailHref(reservationSubject).split("subject=")[1]!)).toBe(reservationSubject);
  });
});
