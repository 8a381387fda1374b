import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { toast } from "~/components/ui/toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApplicationForm } from "./application-form";

/** What the form sends: table, row and (for an upsert) its options. */
const insert = vi.fn();
vi.mock("~/lib/supabase", () => ({
  getSupabase: () => ({
    from: (table: string) => ({
      insert: (row: unknown) => insert(table, row),
      upsert: (row: unknown, options: unknown) => insert(table, row, options),
    }),
  }),
}));
vi.mock("~/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const labels = {
  vorname: "Vorname",
  nachname: "Nachname",
  email: "E-Mail-Adresse",
  telefon: "Telefonnummer",
  firma: "Firma",
  website_aktuell: "Aktuelle Website (optional)",
  unternehmensbeschreibung: "Beschreiben Sie kurz Ihr Unternehmen",
};
const application = {
  vorname: "Sabine",
  nachname: "Krüger",
  email: "sabine@haarmonie.de",
  telefon: "0761 123456",
  firma: "Friseursalon Haarmonie",
  website_aktuell: "www.haarmonie.de",
  unternehmensbeschreibung: "Friseursalon in Freiburg.",
};

/** Milliseconds since the page opened (performance.now()). */
let pageTime = 0;
beforeEach(() => {
  insert.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  pageTime = 0;
  vi.spyOn(performance, "now").mockImplementation(() => pageTime);
});
afterEach(() => vi.restoreAllMocks());

async function renderAndFill() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ApplicationForm />
    </MemoryRouter>,
  );
  for (const [name, label] of Object.entries(labels)) {
    await user.type(
      screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`)),
      application[name as keyof typeof application],
    );
  }
  pageTime += 10_000; // a person took ten seconds
  return user;
}
const submit = () => screen.getByRole("button", { name: /Jetzt unverbindlich bewerben|Bewerbung wird gesendet/ });

describe("application form (SPEC §4/§5/§8)", () => {
  it("shows field errors and sends nothing when required fields are missing", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ApplicationForm />
      </MemoryRouter>,
    );
    pageTime += 10_000;
    await user.click(submit());
    expect(await screen.findAllByText("Dieses Feld ist erforderlich.")).toHaveLength(6);
    expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute("aria-invalid", "true");
    // The first invalid field in the page's order takes the focus, not the description at the end.
    await waitFor(() => expect(screen.getByLabelText(/^Vorname/)).toHaveFocus());
    // One announcement, the focused field's: six alerts at once would drown each other and the toast.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByLabelText(/^Vorname/)).toHaveAccessibleDescription("Dieses Feld ist erforderlich.");
    expect(screen.getByLabelText(/^Nachname/)).toHaveAccessibleDescription("Dieses Feld ist erforderlich.");
    expect(insert).not.toHaveBeenCalled();
  });

  it("keeps a pasted phone number over 20 characters whole and refuses it, instead of sending a cut one", async () => {
    const user = await renderAndFill();
    const phone = screen.getByLabelText(/^Telefonnummer/);
    await user.clear(phone);
    await user.click(phone);
    await user.paste("0761 1234567 8901 2345 678");
    expect(phone).toHaveValue("0761 1234567 8901 2345 678");
    pageTime += 10_000;
    await user.click(submit());
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(insert).not.toHaveBeenCalled();
  });

  it("opens the privacy statement in a new tab, so what was typed stays", async () => {
    await renderAndFill();
    const link = screen.getByRole("link", { name: "Datenschutzerklärung (öffnet in einem neuen Tab)" });
    expect(link).toHaveAttribute("href", "/datenschutz");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByLabelText(/^Firma/)).toHaveValue(application.firma);
  });

  it("sends a phone number written with the trunk 0 and a slash, tidied to its 20 characters", async () => {
    insert.mockResolvedValue({ error: null });
    const user = await renderAndFill();
    const phone = screen.getByLabelText(/^Telefonnummer/);
    await user.clear(phone);
    await user.type(phone, "+49 (0) 171 / 123 45 67");
    pageTime += 10_000;
    await user.click(submit());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    expect(insert.mock.calls[0]![1]).toMatchObject({ telefon: "+49 171 123 45 67" });
  });

  it("submits, shows the sending state, the success dialog and toast, and offers another application", async () => {
    let finish: (value: { error: null }) => void = () => {};
    insert.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await renderAndFill();
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveTextContent("Bewerbung wird gesendet..."));
    // Marked busy, not disabled: the pressed button keeps the focus, and a second press sends nothing.
    expect(submit()).toHaveAttribute("aria-disabled", "true");
    expect(submit()).toHaveFocus();
    await user.click(submit());
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(
      "azubiprojekt_bewerbungen",
      {
        ...application,
        website_aktuell: "https://www.haarmonie.de",
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      { onConflict: "request_id", ignoreDuplicates: true },
    );
    finish({ error: null });

    const dialog = await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" });
    expect(toast.success).toHaveBeenCalledWith("Bewerbung erfolgreich gesendet!");
    await user.click(
      within(dialog).getByRole("button", { name: "Weitere Bewerbung für anderes Unternehmen einreichen" }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Same person, another company: the personal fields stay, the company fields are empty.
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue("Sabine");
    expect(screen.getByLabelText(/^Firma/)).toHaveValue("");
    await waitFor(() => expect(screen.getByLabelText(/^Firma/)).toHaveFocus());
  });

  it("keeps everything typed and shows the error toast when the insert fails", async () => {
    insert.mockResolvedValue({ error: { message: "new row violates check constraint" } });
    const user = await renderAndFill();
    await user.click(submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fehler beim Senden der Bewerbung. Bitte versuchen Sie es erneut."),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Firma/)).toHaveValue(application.firma);
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAttribute("aria-disabled");
    expect(submit()).toHaveFocus();
  });

  it("says the application period is over when the server refuses for that, keeping everything typed", async () => {
    // What the insert policy answers outside the period (tests/application-period.test.ts).
    insert.mockResolvedValue({ error: { code: "42501", message: "new row violates row-level security policy" } });
    const user = await renderAndFill();
    await user.click(submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Die Bewerbungsphase ist beendet.", {
        description: "Gern beraten wir Sie persönlich: +49 123 456 789 0 oder info@pixelwerk-agentur.de.",
      }),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Beschreiben Sie/)).toHaveValue(application.unternehmensbeschreibung);
  });

  it("returns the focus to the send button when the thank-you dialog is closed", async () => {
    insert.mockResolvedValue({ error: null });
    const user = await renderAndFill();
    await user.click(submit());
    const dialog = await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" });
    await user.click(within(dialog).getByRole("button", { name: "Schließen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(submit()).toHaveFocus());
  });

  it("shows the unexpected-error toast when sending throws", async () => {
    insert.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = await renderAndFill();
    await user.click(submit());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
      ),
    );
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue(application.vorname);
  });

  it("pretends success to bots that fill the honeypot, without inserting", async () => {
    const user = await renderAndFill();
    fireEvent.change(document.querySelector("input[name='kontrollfeld']")!, {
      target: { value: "http://spam.example" },
    });
    await user.click(submit());
    expect(await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" })).toBeInTheDocument();
    expect(insert).not.toHaveBeenCalled();
  });

  it("sends an application filled in by the browser and sent within a second of the page opening", async () => {
    insert.mockResolvedValue({ error: null });
    const user = await renderAndFill();
    pageTime = 900; // a link to #bewerbungsformular, autofill, send
    await user.click(submit());
    expect(await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" })).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it("sends what a person typed before the form's code loaded, right after it loaded", async () => {
    insert.mockResolvedValue({ error: null });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ApplicationForm initialValues={application} />
      </MemoryRouter>,
    );
    await user.click(submit());
    expect(await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" })).toBeInTheDocument();
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it("sends a retry with the same request key (the server keeps one row), changed answers with a new one", async () => {
    insert.mockResolvedValueOnce({ error: { message: "TypeError: Failed to fetch" } });
    insert.mockResolvedValueOnce({ error: { message: "TypeError: Failed to fetch" } });
    insert.mockResolvedValue({ error: null });
    const user = await renderAndFill();
    const keyOf = (call: number) => (insert.mock.calls[call]![1] as { request_id?: string }).request_id;

    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    // The answer was lost: the same answers go again, under the same key.
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(0)).toBeTruthy();

    // Corrected answers are another request.
    await user.type(screen.getByLabelText(/^Firma/), " & Co.");
    await user.click(submit());
    await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" });
    expect(keyOf(2)).not.toBe(keyOf(0));

    // The next application (another company) is new, even with the same answers.
    await user.click(screen.getByRole("button", { name: "Weitere Bewerbung für anderes Unternehmen einreichen" }));
    await user.type(screen.getByLabelText(/^Firma/), `${application.firma} & Co.`);
    await user.type(screen.getByLabelText(/^Beschreiben Sie/), application.unternehmensbeschreibung);
    await user.type(screen.getByLabelText(/^Aktuelle Website/), application.website_aktuell);
    await user.click(submit());
    await waitFor(() => expect(insert).toHaveBeenCalledTimes(4));
    const { request_id: third, ...thirdAnswers } = insert.mock.calls[2]![1] as Record<string, unknown>;
    const { request_id: fourth, ...fourthAnswers } = insert.mock.calls[3]![1] as Record<string, unknown>;
    expect(fourthAnswers).toEqual(thirdAnswers);
    expect(fourth).not.toBe(third);
  });
});
