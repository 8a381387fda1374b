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
    expect(note).toHaveTextContent(new RegExp(`spätestens aber nach ${site.legal.localDraftDays} Tagen`));
  });

  it("says what the server keeps while the visitor types, who can fetch the files, and what reset deletes", () => {
    render(
      <MemoryRouter>
        <PrivacyText />
      </MemoryRouter>,
    );
    // Saved before anything is sent (autosave), with a legal basis for drafts never sent.
    const draft = screen.getByText(/Entwurf auf dem Server/).closest("li")!;
    expect(draft).toHaveTextContent(/auch, wenn Sie die Anfrage nie absenden/);
    expect(draft).toHaveTextContent(/Art\. 6 Abs\. 1 lit\. f DSGVO/);
    expect(draft).toHaveTextContent(
      /„Formular zurücksetzen“ löscht den Entwurf samt hochgeladenen Dateien auch auf dem Server/,
    );
    // Public buckets: anyone with the address, which holds the file name.
    const files = screen.getByText(/Hochgeladene Dateien/).closest("li")!;
    expect(files).toHaveTextContent(/ohne Anmeldung für jeden abrufbar, der ihre Adresse kennt/);
    // Art. 13 (2) a DSGVO: how long at most, not how long at least.
    expect(files).toHaveTextContent(
      new RegExp(
        `sonst automatisch, sobald der Entwurf ${site.legal.serverDraftDays} Tage lang nicht gespeichert wurde`,
      ),
    );
    expect(files).not.toHaveTextContent(/frühestens/);
    // The session storage holds scroll positions too (React Router's ScrollRestoration).
    expect(screen.getByText(/wie weit Sie gescrollt haben/)).toBeInTheDocument();
    expect(screen.getByText(/Supabase protokolliert bei jeder Anfrage/)).toBeInTheDocument();
    expect(screen.getByText(/^Stand:/)).toHaveTextContent(site.legal.privacyDate);
  });
});
