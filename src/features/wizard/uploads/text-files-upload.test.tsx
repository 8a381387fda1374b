import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "~/components/ui/toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MB } from "./file-rules";
import { storageErrorMessages, textMessages } from "./messages";
import { removeText, uploadText } from "./storage";
import { cancellableUploads, deferred, entry, fileOf, ListHarness } from "../testing/upload-harness";
import { TextFilesUpload } from "./text-files-upload";
import { StorageError } from "./transport";
import type { UploadedFile } from "../model/wizard-data";

vi.mock("./storage", () => ({ uploadText: vi.fn(), removeText: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

let session = 0;
const nextSession = () => `session_1732230000000_TEXT${String(++session).padStart(18, "0")}`;

const pdf = (name: string) => fileOf(name, "application/pdf");
function sized(file: File, size: number) {
  Object.defineProperty(file, "size", { value: size });
  return file;
}
// Stored files have ids of their own (a UUID each): two files of one name but other content must not share one.
const uploaded = (file: File): UploadedFile =>
  entry(file.name, { id: `id-${file.name}-${file.size}`, size: file.size });

function setup(initial: UploadedFile[] = []) {
  const user = userEvent.setup({ applyAccept: false });
  const onChange = vi.fn();
  const sessionId = nextSession();
  render(<ListHarness Widget={TextFilesUpload} initial={initial} sessionId={sessionId} onChange={onChange} />);
  const input = screen.getByLabelText("Text-Dateien auswählen", { selector: "input" });
  return { user, onChange, input, sessionId };
}

beforeEach(() => {
  vi.mocked(uploadText).mockReset();
  vi.mocked(removeText).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.info).mockReset();
});

describe("TextFilesUpload", () => {
  it("uploads files, lists them and counts n von 10", async () => {
    vi.mocked(uploadText).mockImplementation(async (file) => uploaded(file));
    const { user, input, sessionId } = setup();
    expect(screen.getByText(/0 von 10/)).toBeInTheDocument();

    await user.upload(input, [pdf("Über uns.pdf"), pdf("Leistungen.pdf")]);

    expect(await screen.findByRole("link", { name: "Über uns.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Leistungen.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    expect(screen.getByText(/2 von 10/)).toBeInTheDocument();
    expect(uploadText).toHaveBeenCalledWith(expect.any(File), sessionId, expect.anything());
    expect(toast.success).toHaveBeenCalledWith("2 Datei(en) erfolgreich hochgeladen");
    // Read out once, by the toaster's live region: the widget's own status does not repeat it.
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("uploads a file picked again only once: listed, still uploading, or twice in one pick", async () => {
    const consoleError = vi.spyOn(console, "error");
    const running = deferred<UploadedFile>();
    vi.mocked(uploadText).mockImplementation((file) =>
      file.name === "Leistungen.pdf" ? running.promise : Promise.resolve(uploaded(file)),
    );
    const listed = sized(pdf("Über uns.pdf"), 1000);
    const { user, input } = setup([uploaded(listed)]);
    await user.upload(input, pdf("Leistungen.pdf"));
    await user.upload(input, [
      sized(pdf("Über uns.pdf"), 1000),
      pdf("Leistungen.pdf"),
      pdf("Preise.pdf"),
      pdf("Preise.pdf"),
    ]);
    const told = vi.mocked(toast.info).mock.calls.map(([, options]) => options?.description);
    expect(told).toEqual([
      "Über uns.pdf ist bereits ausgewählt und wird nicht doppelt hochgeladen.",
      "Leistungen.pdf ist bereits ausgewählt und wird nicht doppelt hochgeladen.",
      "Preise.pdf ist bereits ausgewählt und wird nicht doppelt hochgeladen.",
    ]);
    expect(vi.mocked(toast.info).mock.calls[0]![0]).toBe("Bereits ausgewählt");
    await act(async () => running.resolve(uploaded(pdf("Leistungen.pdf"))));
    expect(vi.mocked(uploadText).mock.calls.map(([file]) => file.name)).toEqual(["Leistungen.pdf", "Preise.pdf"]);
    expect(await screen.findByText(/3 von 10/)).toBeInTheDocument();
    // A file of the same name but other content (size) is another file.
    await user.upload(input, sized(pdf("Preise.pdf"), 4321));
    expect(uploadText).toHaveBeenCalledTimes(3);
    expect(await screen.findAllByRole("link", { name: /^Preise\.pdf/ })).toHaveLength(2);
    expect(consoleError.mock.calls.flat().join("\n")).not.toMatch(/same key/);
    consoleError.mockRestore();
  });

  it("keeps both files, in the order picked, when uploads finish at the same time (the second first)", async () => {
    const first = deferred<UploadedFile>();
    const second = deferred<UploadedFile>();
    vi.mocked(uploadText).mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { user, input } = setup([entry("Alt.pdf")]);
    await user.upload(input, [pdf("A.pdf"), pdf("B.pdf")]);
    await act(async () => {
      second.resolve(entry("B.pdf"));
      first.resolve(entry("A.pdf"));
    });
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent("Alt.pdf|A.pdf|B.pdf"));
  });

  it("refuses unsupported formats and files over 10 MB, uploading the rest", async () => {
    vi.mocked(uploadText).mockImplementation(async (file) => uploaded(file));
    const { user, input } = setup();
    await user.upload(input, [
      new File(["x"], "bild.png", { type: "image/png" }),
      sized(pdf("gross.pdf"), 10 * MB + 1),
      pdf("ok.pdf"),
    ]);
    expect(toast.error).toHaveBeenCalledWith("Nicht unterstütztes Dateiformat. Erlaubt: PDF, Word, TXT", {
      description: "bild.png",
    });
    expect(toast.error).toHaveBeenCalledWith("Datei zu groß. Maximum: 10MB", { description: "gross.pdf" });
    expect(await screen.findByRole("link", { name: "ok.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    expect(uploadText).toHaveBeenCalledTimes(1);
    // The toasts go after 10 s; the reasons stay under the picker, described by it, until the next pick.
    expect(screen.getByText("gross.pdf: Datei zu groß. Maximum: 10MB")).toBeVisible();
    expect(screen.getByRole("button", { name: "Text-Dateien auswählen" })).toHaveAccessibleDescription(
      expect.stringContaining("bild.png: Nicht unterstütztes Dateiformat. Erlaubt: PDF, Word, TXT"),
    );
  });

  it("refuses a PDF or Word file whose bytes are something else, by name, and uploads the rest", async () => {
    vi.mocked(uploadText).mockImplementation(async (file) => uploaded(file));
    const { user, input } = setup();
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    await user.upload(input, [
      new File([jpegBytes], "Angebot.pdf", { type: "application/pdf" }),
      new File([jpegBytes], "Texte.docx", { type: "" }),
      new File(["Über uns: seit 1990 …"], "notizen.txt", { type: "text/plain" }),
    ]);
    const refused = (name: string) =>
      expect(toast.error).toHaveBeenCalledWith("Nicht unterstütztes Dateiformat. Erlaubt: PDF, Word, TXT", {
        description: name,
      });
    refused("Angebot.pdf");
    refused("Texte.docx");
    expect(await screen.findByRole("link", { name: "notizen.txt (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    expect(uploadText).toHaveBeenCalledTimes(1);
  });

  it("refuses an empty file by name and uploads the others", async () => {
    vi.mocked(uploadText).mockImplementation(async (file) => uploaded(file));
    const { user, input } = setup();
    await user.upload(input, [new File([], "leer.txt", { type: "text/plain" }), pdf("ok.pdf")]);
    expect(toast.error).toHaveBeenCalledWith(textMessages.empty, { description: "leer.txt" });
    expect(await screen.findByRole("link", { name: "ok.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    expect(uploadText).toHaveBeenCalledTimes(1);
  });

  it("reports each failed file and how many failed; the others are kept", async () => {
    vi.mocked(uploadText).mockImplementation(async (file) => {
      if (file.name === "kaputt.pdf") throw new StorageError("network");
      return uploaded(file);
    });
    const { user, input } = setup();
    await user.upload(input, [pdf("kaputt.pdf"), pdf("gut.pdf")]);
    expect(await screen.findByRole("link", { name: "gut.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(`Fehler beim Hochladen von kaputt.pdf: ${storageErrorMessages.network}`);
    expect(toast.error).toHaveBeenCalledWith("1 Datei(en) konnten nicht hochgeladen werden");
    expect(toast.success).toHaveBeenCalledWith("1 Datei(en) erfolgreich hochgeladen");
    const failed = screen.getByText("kaputt.pdf").closest("li")!;
    expect(within(failed).getByText("Upload fehlgeschlagen")).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole("button", { name: "Meldung zu kaputt.pdf schließen" }));
    expect(screen.queryByText("kaputt.pdf")).not.toBeInTheDocument();
    // The message gone, focus goes on to the list's next control, not to <body> (WCAG 2.4.3).
    await waitFor(() => expect(screen.getByRole("button", { name: "gut.pdf entfernen" })).toHaveFocus());
  });

  it("an upload finishing under the focus hands it from its Abbrechen to the file's Entfernen", async () => {
    const pending = deferred<UploadedFile>();
    vi.mocked(uploadText).mockReturnValue(pending.promise);
    const { user, input } = setup();
    await user.upload(input, pdf("Texte.pdf"));
    const cancel = await screen.findByRole("button", { name: "Hochladen von Texte.pdf abbrechen" });
    cancel.focus();
    await act(async () => pending.resolve(entry("Texte.pdf")));
    await waitFor(() => expect(screen.getByRole("button", { name: "Texte.pdf entfernen" })).toHaveFocus());
  });

  it("says so when the whole batch failed", async () => {
    vi.mocked(uploadText).mockRejectedValue(new StorageError("forbidden", 403));
    const { user, input } = setup();
    await user.upload(input, [pdf("a.pdf"), pdf("b.pdf")]);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Hochladen der Dateien"));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getAllByText("Upload fehlgeschlagen")).toHaveLength(2);
  });

  it("allows at most 10 files", async () => {
    const nine = Array.from({ length: 9 }, (_, i) => entry(`${i}.pdf`));
    const { user, input } = setup(nine);
    await user.upload(input, [pdf("a.pdf"), pdf("b.pdf")]);
    expect(toast.error).toHaveBeenCalledWith("Sie können maximal 10 Dateien hochladen.");
    expect(uploadText).not.toHaveBeenCalled();
  });

  it("disables the picker at 10 files", () => {
    setup(Array.from({ length: 10 }, (_, i) => entry(`${i}.pdf`)));
    expect(screen.getByRole("button", { name: "Text-Dateien auswählen" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText(/10 von 10/)).toBeInTheDocument();
  });

  it("removes a file from storage and the list", async () => {
    vi.mocked(removeText).mockResolvedValue();
    const { user, sessionId } = setup([entry("a.pdf"), entry("b.pdf")]);
    await user.click(screen.getByRole("button", { name: "a.pdf entfernen" }));
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent(/^b\.pdf$/));
    expect(removeText).toHaveBeenCalledWith("folder/a.pdf", sessionId);
    expect(toast.success).toHaveBeenCalledWith("Datei entfernt");
    // Focus does not fall to <body> with the removed button (WCAG 2.4.3): the next file's takes it …
    await waitFor(() => expect(screen.getByRole("button", { name: "b.pdf entfernen" })).toHaveFocus());
    await user.keyboard("{Enter}");
    // … and after the last one, the picker.
    await waitFor(() => expect(screen.getByRole("button", { name: "Text-Dateien auswählen" })).toHaveFocus());
  });

  it("keeps the entry when the storage delete fails", async () => {
    vi.mocked(removeText).mockRejectedValue(new StorageError("forbidden"));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = setup([entry("a.pdf")]);
    await user.click(screen.getByRole("button", { name: "a.pdf entfernen" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Fehler beim Löschen der Datei aus dem Speicher"));
    expect(screen.getByTestId("stored")).toHaveTextContent("a.pdf");
    expect(screen.getByRole("link", { name: "a.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
    // The entry stays, and so does the focus on its button (not disabled while the delete ran).
    expect(screen.getByRole("button", { name: "a.pdf entfernen" })).toHaveFocus();
  });

  it("finishes an upload while the step is not shown and shows it on return", async () => {
    const pending = deferred<UploadedFile>();
    vi.mocked(uploadText).mockReturnValue(pending.promise);
    const { user, input } = setup();
    await user.upload(input, [pdf("spaet.pdf")]);
    expect(screen.getByRole("progressbar", { name: "spaet.pdf wird hochgeladen" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Schritt wechseln" }));
    await act(async () => pending.resolve(entry("spaet.pdf")));
    expect(screen.getByTestId("stored")).toHaveTextContent("spaet.pdf");
    await user.click(screen.getByRole("button", { name: "Schritt wechseln" }));
    expect(screen.getByRole("link", { name: "spaet.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
  });

  it("shows an upload still running when the step is shown again", async () => {
    const pending = deferred<UploadedFile>();
    vi.mocked(uploadText).mockReturnValue(pending.promise);
    const { user, input } = setup();
    await user.upload(input, [pdf("lang.pdf")]);
    await user.click(screen.getByRole("button", { name: "Schritt wechseln" }));
    await user.click(screen.getByRole("button", { name: "Schritt wechseln" }));
    expect(screen.getByRole("progressbar", { name: "lang.pdf wird hochgeladen" })).toBeInTheDocument();
    await act(async () => pending.resolve(entry("lang.pdf")));
    expect(screen.getByRole("link", { name: "lang.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
  });

  it("accepts dropped files", async () => {
    vi.mocked(uploadText).mockImplementation(async (file) => uploaded(file));
    setup();
    const zone = screen.getByTestId("drop-zone");
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.drop(zone, { dataTransfer: { files: [pdf("gezogen.pdf")] } });
    expect(await screen.findByRole("link", { name: "gezogen.pdf (öffnet in einem neuen Tab)" })).toBeInTheDocument();
  });

  it("opens the file picker from the keyboard", async () => {
    const { user, input } = setup();
    const click = vi.spyOn(input as HTMLInputElement, "click");
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Text-Dateien auswählen" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(click).toHaveBeenCalled();
  });

  it("cancels one text still uploading with its own button; the others go on", async () => {
    const uploads = cancellableUploads(vi.mocked(uploadText));
    const { user, input, onChange } = setup();
    await user.upload(input, [pdf("Haengt.pdf"), pdf("Gut.pdf")]);
    await user.click(screen.getByRole("button", { name: "Hochladen von Haengt.pdf abbrechen" }));
    expect(uploads.get("Haengt.pdf")!.signal!.aborted).toBe(true);
    expect(screen.queryByText("Haengt.pdf")).not.toBeInTheDocument();
    expect(screen.getByText(/0 von 10/)).toBeInTheDocument();

    await act(async () => uploads.get("Gut.pdf")!.done.resolve(entry("Gut.pdf")));
    expect(onChange).toHaveBeenLastCalledWith([entry("Gut.pdf")]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("1 Datei(en) erfolgreich hochgeladen");
  });

  it("names a stalled upload's reason in the per-file message and marks it failed", async () => {
    vi.mocked(uploadText).mockRejectedValue(new StorageError("stalled"));
    const { user, input } = setup();
    await user.upload(input, [pdf("Langsam.pdf")]);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        `Fehler beim Hochladen von Langsam.pdf: ${storageErrorMessages.stalled}`,
      ),
    );
    expect(toast.error).toHaveBeenCalledWith("Fehler beim Hochladen der Dateien");
    const item = screen.getByText("Langsam.pdf").closest("li")!;
    expect(within(item).getByText("Upload fehlgeschlagen")).toBeInTheDocument();
  });
});
