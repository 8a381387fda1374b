import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PrivacyText } from "./legal/privacy";
import { site } from "./site";

// What the site keeps in the browser's local storage (the overlay note, the drafts, the notes of
// unfinished uploads: upload-notes.ts) is each named in the privacy statement, with how long it stays.
describe("the privacy statement on local storage", () => {
  it("names all three things kept there, the upload note with its end", () => {
    render(
      <MemoryRouter>
        <PrivacyText />
      </MemoryRouter>,
    );
    expect(screen.getByText(/legen wir nur drei Dinge ab/)).toBeInTheDocument();
    const note = screen.getByText(/deren Hochladen unterbrochen wurde/);
    expect(note).toHaveTextContent(/gelöscht, sobald die Datei hochgeladen ist/);
    expect(note).toHaveTextContent(new RegExp(`spätestens nach ${site.legal.localDraftDays} Tagen`));
  });
});
