import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldFrame } from "~/components/ui/field";
import { FieldsetFrame } from "./fieldset-frame";

describe("FieldsetFrame", () => {
  it("names a group by its legend and describes it by its hint and error", () => {
    render(
      <FieldsetFrame
        controlId="feld-farben"
        legend="Bevorzugte Farben"
        required="spoken"
        hint="Wählen Sie bis zu 3 Farben."
        error="Bitte wählen Sie mindestens eine Farbe."
      >
        <button type="button" id="feld-farben">
          Blau
        </button>
      </FieldsetFrame>,
    );
    const group = screen.getByRole("group", { name: "Bevorzugte Farben (Pflichtfeld)" });
    expect(group).toHaveAccessibleDescription("Wählen Sie bis zu 3 Farben. Bitte wählen Sie mindestens eine Farbe.");
    expect(screen.getByText("Bitte wählen Sie mindestens eine Farbe.")).toHaveAttribute("id", "feld-farben-fehler");
  });

  it("is laid out as a single field is: label, hint and the error's line alike (design review L4)", () => {
    render(
      <>
        <FieldsetFrame controlId="feld-stil" legend="Stil" hint="Wie soll es wirken?">
          <button type="button" id="feld-stil">
            Modern
          </button>
        </FieldsetFrame>
        <FieldFrame id="feld-ton" label="Tonalität" hint="Wie sprechen Sie Kunden an?">
          <input id="feld-ton" />
        </FieldFrame>
      </>,
    );
    const group = screen.getByRole("group", { name: "Stil" });
    const field = screen.getByText("Tonalität").parentElement!;
    expect(group.className).toBe(field.className);
    expect(group.querySelector("legend")!.className).toBe(screen.getByText("Tonalität").className);
    expect(screen.getByText("Wie soll es wirken?").className).toBe(
      screen.getByText("Wie sprechen Sie Kunden an?").className,
    );
    // Without an error, both keep its line free: the next field starts at the same distance.
    expect(group.lastElementChild!.outerHTML).toBe(field.lastElementChild!.outerHTML);
  });
});
