import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StepHeader } from "./step-header";

describe("StepHeader", () => {
  it("names every step in full, but does not print a name that the step's title repeats", () => {
    const { rerender } = render(<StepHeader step={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveAccessibleName("Schritt 2 von 6: Design");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(/^Schritt 2 von 6: Design$/);

    rerender(<StepHeader step={4} />);
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveAccessibleName("Schritt 4 von 6: Kontaktdaten & Website-Bilder");
    // On screen, the step's own title below says the rest.
    expect(heading).toHaveTextContent(/^Schritt 4 von 6$/);
  });
});
