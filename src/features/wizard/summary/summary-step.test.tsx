import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "~/components/ui/toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WizardData } from "../model/wizard-data";
import { submitBriefing, type SubmitResult } from "../submit/submit-briefing";
import { deferred } from "../testing/upload-harness";
import { resetUploadTrackers, uploadTracker } from "../uploads/upload-tracker";
import { fullBriefing } from "../testing/full-briefing";
import { SummaryStep } from "./summary-step";

vi.mock("../submit/submit-briefing", () => ({ submitBriefing: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SESSION = "session_1732230000000_SUMMARYAAAAAAAAAAAAAA";
const TOP = "Jetzt Projektanfrage absenden!";
const BOTTOM = "Jetzt meine neue Website für 499€ sichern!";
/** SPEC §8's toast while files are still uploading, with the hint to cancel one that hangs. */
const STILL_UPLOADING_TOAST = [
  "Dateien werden noch hochgeladen",
  {
    description:
      "Bitte warten Sie, bis alle Dateien hochgeladen sind, und senden Sie die Anfrage dann ab. Kommt das Hochladen einer Datei nicht voran, können Sie es im jeweiligen Schritt abbrechen.",
  },
] as const;

// The fixture's deadline (22.01.2026) is judged against today, so today is the fixture's day.
const TODAY = new Date(2026, 0, 1, 10);

function setup(changes: Partial<WizardData> = {}) {
  const user = userEvent.setup();
  const props = {
    onEditStep: vi.fn(),
    onReviewStep: vi.fn(),
    onBack: vi.fn(),
    onSubmitted: vi.fn(),
    onSubmitting: vi.fn(),
    confirmLatest: vi.fn(() => Promise.resolve<"same" | "offered" | "updated">("same")),
  };
  const data = { ...fullBriefing(TODAY), ...changes };
  const { rerender } = render(<SummaryStep data={data} sessionId={SESSION} {...props} />);
  const change = (more: Partial<WizardData>) =>
    rerender(<SummaryStep data={{ ...data, ...more }} sessionId={SESSION} {...props} />);
  return { user, data, change, ...props };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  resetUploadTrackers();
  vi.mocked(submitBriefing).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.info).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => vi.useRealTimers());

describe("SummaryStep", () => {
  it("shows the six cards with the display rules applied", () => {
    setup();
    for (const title of [
      "Unternehmensdaten",
      "Design",
      "Inhalte",
      "Kontakt & Bilder",
      "Rechtliches",
      "Projekt-Details",
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    const content = screen.getByRole("region", { name: "Inhalte" });
    expect(within(content).getByText("Startseite, Über uns +3 weitere")).toBeInTheDocument();
    expect(within(content).getByText("Restaurant")).toBeInTheDocument();
    const project = screen.getByRole("region", { name: "Projekt-Details" });
    expect(within(project).getByText("22.01.2026")).toBeInTheDocument();
  });

  it("follows a changed answer in its card, and only there", () => {
    const { change } = setup({ zusaetzliche_anmerkungen: "Bitte zuerst die Speisekarte" });
    const project = screen.getByRole("region", { name: "Projekt-Details" });
    const company = screen.getByRole("region", { name: "Unternehmensdaten" });
    const companyText = company.textContent;
    change({ zusaetzliche_anmerkungen: "Bitte zuerst die Speisekarte und den Mittagstisch" });
    expect(within(project).getByText("Bitte zuerst die Speisekarte und den Mittagstisch")).toBeInTheDocument();
    // Beyond 50 characters the card shows the same cut value.
    change({ zusaetzliche_anmerkungen: "Bitte zuerst die Speisekarte und den Mittagstisch am Montag" });
    expect(within(project).getByText("Bitte zuerst die Speisekarte und den Mittagstisch…")).toBeInTheDocument();
    change({ firmenname: "Trattoria Neu GmbH", zusaetzliche_anmerkungen: "Kurz" });
    expect(within(company).getByText("Trattoria Neu GmbH")).toBeInTheDocument();
    expect(company.textContent).not.toBe(companyText);
    expect(within(project).getByText("Kurz")).toBeInTheDocument();
  });

  it("sets each answer's direction by its own text, so a Hebrew address reads right to left", () => {
    setup({ adresse: "רחוב הרצל 5" });
    const company = screen.getByRole("region", { name: "Unternehmensdaten" });
    expect(within(company).getByText("רחוב הרצל 5", { exact: false })).toHaveAttribute("dir", "auto");
  });

  it("links every card to its step", async () => {
    const { user, onEditStep } = setup();
    const steps: Array<[string, number]> = [
      ["Unternehmensdaten", 1],
      ["Design", 2],
      ["Inhalte", 3],
      ["Kontakt & Bilder", 4],
      ["Rechtliches", 5],
      ["Projekt-Details", 5],
    ];
    for (const [title, step] of steps) {
      await user.click(screen.getByRole("button", { name: `${title} bearbeiten` }));
      expect(onEditStep).toHaveBeenLastCalledWith(step);
    }
  });

  it("goes back with 'Zurück zur letzten Seite'", async () => {
    const { user, onBack } = setup();
    await user.click(screen.getByRole("button", { name: "Zurück zur letzten Seite" }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("disables both submit buttons while submitting and sends once on a double click", async () => {
    const pending = deferred<SubmitResult>();
    vi.mocked(submitBriefing).mockReturnValue(pending.promise);
    const { user, data, onSubmitting } = setup();
    await user.dblClick(screen.getByRole("button", { name: TOP }));
    // The wizard holds its steps meanwhile (a step button would take the visitor off the summary).
    expect(onSubmitting).toHaveBeenLastCalledWith(true);
    const busy = screen.getAllByRole("button", { name: "Wird übermittelt..." });
    expect(busy).toHaveLength(2);
    // Disabled for everyone, yet the pressed one keeps the focus (a disabled button would drop it).
    busy.forEach((button) => expect(button).toHaveAttribute("aria-disabled", "true"));
    expect(busy[0]).toHaveFocus();
    await user.click(busy[1]!);
    expect(submitBriefing).toHaveBeenCalledTimes(1);
    expect(submitBriefing).toHaveBeenCalledWith(data, SESSION);
    await act(async () => pending.resolve({ ok: true, inserted: true }));
    expect(onSubmitting).toHaveBeenLastCalledWith(false);
  });

  it("sends nothing when another device saved newer answers: they are shown first", async () => {
    const { user, confirmLatest, onSubmitting } = setup();
    confirmLatest.mockResolvedValueOnce("updated").mockResolvedValueOnce("offered");
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(toast.info).toHaveBeenCalledWith("Ihre Angaben wurden zwischenzeitlich ergänzt", {
      description:
        "Die Ergänzungen stammen aus einem anderen Tab oder von einem anderen Gerät. Bitte prüfen Sie die Zusammenfassung und senden Sie die Anfrage dann ab.",
    });
    await user.click(screen.getByRole("button", { name: BOTTOM }));
    expect(submitBriefing).not.toHaveBeenCalled();
    expect(onSubmitting).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole("button", { name: TOP })).not.toHaveAttribute("aria-disabled");
  });

  it("shows the thank-you screen after success", async () => {
    vi.mocked(submitBriefing).mockResolvedValue({ ok: true, inserted: true });
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const { user, onSubmitted } = setup();
    await user.click(screen.getByRole("button", { name: BOTTOM }));

    const thanks = await screen.findByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" });
    expect(thanks).toHaveFocus();
    expect(toast.success).toHaveBeenCalledWith("Deine Website-Anfrage wurde erfolgreich übermittelt!");
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    for (const text of [
      "Prüfung innerhalb von 24 Stunden",
      "Detailliertes Angebot per E-Mail",
      "Kick-off nach Ihrer Zusage",
      "Projektdauer: 4–6 Wochen",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole("button", { name: TOP })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Neue Anfrage starten" }));
    expect(reload).toHaveBeenCalled();
  });

  it("keeps everything on an insert error so the visitor can retry", async () => {
    vi.mocked(submitBriefing)
      .mockResolvedValueOnce({ ok: false, reason: "insert", error: { message: "x" } })
      .mockResolvedValueOnce({ ok: true, inserted: true });
    const { user, onSubmitted } = setup();
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(toast.error).toHaveBeenCalledWith("Fehler beim Speichern der Daten. Bitte versuche es erneut.");
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: TOP })).not.toHaveAttribute("aria-disabled");
    expect(screen.getByRole("button", { name: TOP })).toHaveFocus();
    // The error stays on the page beside the button (the toast goes after a few seconds).
    expect(screen.getByRole("alert")).toHaveTextContent("Fehler beim Speichern der Daten. Bitte versuche es erneut.");
    expect(screen.getByText("Bäckerei Sonnenschein")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: TOP }));
    expect(await screen.findByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeInTheDocument();
    expect(submitBriefing).toHaveBeenCalledTimes(2);
  });

  it("takes a file deleted meanwhile off the answers and says which, instead of failing for good", async () => {
    const user = userEvent.setup();
    const data = fullBriefing(TODAY);
    const onMissingFile = vi.fn();
    const gone = data.uploaded_images[0]!;
    vi.mocked(submitBriefing).mockResolvedValueOnce({
      ok: false,
      reason: "insert",
      error: {
        code: "23514",
        message:
          'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_files_stored"',
        details: `konfigurator-bilder/${gone.path} is not stored.`,
      },
    });
    const props = { onEditStep: vi.fn(), onReviewStep: vi.fn(), onBack: vi.fn() };
    render(<SummaryStep data={data} sessionId={SESSION} {...props} onMissingFile={onMissingFile} />);
    await user.click(screen.getByRole("button", { name: TOP }));
    const description = `${gone.fileName} ist nicht mehr vorhanden (z.\u00a0B. in einem anderen Tab gelöscht) und wurde aus Ihrer Auswahl entfernt. Bitte prüfen Sie Schritt 4 und senden Sie die Anfrage erneut ab.`;
    expect(toast.error).toHaveBeenCalledWith("Datei nicht mehr vorhanden", { description });
    expect(onMissingFile).toHaveBeenCalledWith({
      fileName: gone.fileName,
      step: 4,
      without: { uploaded_images: data.uploaded_images.slice(1) },
    });
  });

  it("reports an unexpected failure", async () => {
    vi.mocked(submitBriefing).mockResolvedValue({ ok: false, reason: "unexpected", error: new Error("x") });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: BOTTOM }));
    expect(toast.error).toHaveBeenCalledWith("Ein unerwarteter Fehler ist aufgetreten.");
    expect(screen.getByRole("button", { name: BOTTOM })).toBeEnabled();
  });

  it("sends nothing while a step's rules fail and takes the visitor to the first such step", async () => {
    // A resumed draft arrives with its completed steps; here a deadline that has come too close.
    const { user, onReviewStep } = setup({ projekt_deadline: "05.01.2026" });
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(submitBriefing).not.toHaveBeenCalled();
    expect(onReviewStep).toHaveBeenCalledWith(5);
    expect(screen.getByRole("button", { name: TOP })).toBeEnabled();
  });

  it("names the earliest failing step", async () => {
    const { user, onReviewStep } = setup({ firmenname: "\u00a0", projekt_deadline: "05.01.2026" });
    await user.click(screen.getByRole("button", { name: BOTTOM }));
    expect(submitBriefing).not.toHaveBeenCalled();
    expect(onReviewStep).toHaveBeenCalledWith(1);
  });

  it("waits for files still uploading, then sends", async () => {
    vi.mocked(submitBriefing).mockResolvedValue({ ok: true, inserted: true });
    const tracker = uploadTracker("images", SESSION);
    const key = tracker.start("foto.jpg");
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(submitBriefing).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(...STILL_UPLOADING_TOAST);

    tracker.fail(key);
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(submitBriefing).toHaveBeenCalledTimes(1);
  });

  it("sends once the visitor cancelled a file that hung, without it", async () => {
    vi.mocked(submitBriefing).mockResolvedValue({ ok: true, inserted: true });
    const tracker = uploadTracker("texts", SESSION);
    const key = tracker.start("haengt.pdf");
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: BOTTOM }));
    expect(submitBriefing).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(...STILL_UPLOADING_TOAST);

    tracker.cancel(key);
    await user.click(screen.getByRole("button", { name: BOTTOM }));
    expect(submitBriefing).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeInTheDocument();
  });

  it("says so when the session had been sent before, e.g. on another device", async () => {
    vi.mocked(submitBriefing).mockResolvedValue({ ok: true, inserted: false });
    const { user, onSubmitted } = setup();
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(await screen.findByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith("Diese Projektanfrage wurde bereits abgesendet", {
      description:
        "Sie wurde schon einmal abgesendet, zum Beispiel auf einem anderen Gerät. Falls Sie seitdem noch etwas geändert haben, schreiben Sie uns bitte an info@pixelwerk-agentur.de.",
      duration: 15_000,
    });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it("counts a row found on a retry as this page's own (its first answer got lost)", async () => {
    vi.mocked(submitBriefing)
      .mockResolvedValueOnce({ ok: false, reason: "unexpected", error: new TypeError("Failed to fetch") })
      .mockResolvedValueOnce({ ok: true, inserted: false });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: TOP }));
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(await screen.findByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Deine Website-Anfrage wurde erfolgreich übermittelt!");
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("does not claim edits made after a lost answer were sent: the row found holds the first attempt's", async () => {
    vi.mocked(submitBriefing)
      .mockResolvedValueOnce({ ok: false, reason: "unexpected", error: new TypeError("Failed to fetch") })
      .mockResolvedValueOnce({ ok: true, inserted: false });
    const { user, change } = setup();
    await user.click(screen.getByRole("button", { name: TOP }));
    change({ besonderheiten: "Bitte auch einen Onlineshop!" });
    await user.click(screen.getByRole("button", { name: TOP }));
    expect(await screen.findByRole("heading", { name: "Vielen Dank für Ihre Projektanfrage!" })).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith("Diese Projektanfrage wurde bereits abgesendet", expect.anything());
  });
});
