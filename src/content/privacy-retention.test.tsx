import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PrivacyText } from "./legal/privacy";
import { site } from "./site";

// `npm run purge` (scripts/retention.ts) deletes by site.legal.retentionMonths; the statement
// promises the same number, so the two can't drift apart (ADR 004).
describe("the privacy statement on how long applications and briefings stay", () => {
  it("names the months the purge deletes by, for both", () => {
    render(
      <MemoryRouter>
        <PrivacyText />
      </MemoryRouter>,
    );
    const months = `spätestens ${site.legal.retentionMonths} Monate`;
    expect(screen.getByText(/löschen wir Ihre Bewerbung spätestens/)).toHaveTextContent(
      `${months} nach Ende der Bewerbungsphase`,
    );
    expect(screen.getByText(/löschen wir Anfrage und Dateien/)).toHaveTextContent(`${months} nach Eingang`);
  });

  it("says what is mailed to whom, and that the mails' records go with their request", () => {
    render(
      <MemoryRouter>
        <PrivacyText />
      </MemoryRouter>,
    );
    const mails = screen.getByText(/E-Mails zu Ihrer Bewerbung oder Projektanfrage/).closest("p")!;
    expect(mails).toHaveTextContent("an unser Team alle Ihre Angaben");
    expect(mails).toHaveTextContent("das Briefing als PDF");
    expect(mails).toHaveTextContent("eine kurze Eingangsbestätigung ohne Werbung (höchstens eine pro Adresse und Tag)");
    expect(mails).toHaveTextContent("löschen wir zusammen mit der Bewerbung oder Anfrage, zu der sie gehören");
  });
});
