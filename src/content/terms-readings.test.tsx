import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { allFaqItems } from "./faq";
import { faqHighlights } from "./faq-highlights";
import { TermsText } from "./legal/terms";

const answer = (id: string) => allFaqItems.find((item) => item.id === id)!.answer.join(" ");

// SPEC §9 gives two readings for the project duration and the hosting uptime; each page names
// the one it means, and none contradicts another.
describe("the two readings of SPEC §9", () => {
  it("project duration: 2–4 weeks of build (up to 8) with a first draft after a few days, 4–6 weeks from the request", () => {
    const duration = faqHighlights.projektdauer.answer.join(" ");
    expect(duration).toContain(
      "In der Regel 2–4 Wochen ab dem Kick-off, bei umfangreicheren Projekten bis zu 8 Wochen.",
    );
    expect(duration).toContain("Einen ersten Entwurf sehen Sie meist schon nach wenigen Tagen");
    expect(duration).toContain("insgesamt 4–6 Wochen einplanen");
    expect(answer("projektdauer")).toBe(duration);
  });

  it("hosting uptime: 99.9 % on average in the FAQ, 98 % a year bound by the AGB", () => {
    expect(answer("hosting-leistungen")).toContain(
      "eine Verfügbarkeit von 99,9\u00a0% im Jahresmittel (vertraglich zugesichert sind 98\u00a0%, siehe AGB)",
    );
    render(
      <MemoryRouter>
        <TermsText />
      </MemoryRouter>,
    );
    expect(screen.getByText(/gewährleistet eine Verfügbarkeit von 98\s% im Jahresmittel/)).toBeInTheDocument();
    expect(
      screen.getByText(/in der Regel 2–4 Wochen\s+ab Kick-off, bei umfangreicheren Projekten bis zu 8 Wochen/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/99,9/)).not.toBeInTheDocument();
  });
});
