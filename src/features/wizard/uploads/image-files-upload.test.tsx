import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "~/components/ui/toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UploadedFile } from "../model/wizard-data";
import { MB } from "./file-rules";
import { ImageFilesUpload } from "./image-files-upload";
import type * as storage from "./storage";
import { removeImage, uploadImage } from "./storage";
import { cancellableUploads, deferred, entry, fileOf, ListHarness } from "../testing/upload-harness";
import { StorageError } from "./transport";
import { discardUploadsOf } from "./upload-tracker";

vi.mock("./storage", async (importOriginal) => ({
  largestFirst: (await importOriginal<typeof storage>()).largestFirst,
  preloadUploads: vi.fn(),
  uploadImage: vi.fn(),
  removeImage: vi.fn(),
}));
vi.mock("~/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

let session = 0;
const nextSession = () => `session_1732230000000_IMG${String(++session).padStart(19, "0")}`;

const png = (name: string) => fileOf(name, "image/png");
const image = (fileName: string) => entry(fileName, { mimeType: "image/png" });

function setup(initial: UploadedFile[] = [], options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup({ applyAccept: false, ...options });
  const sessionId = nextSession();
  render(<ListHarness Widget={ImageFilesUpload} initial={initial} sessionId={sessionId} />);
  const input = screen.getByLabelText("Bilder auswählen", { selector: "input" });
  return { user, input, sessionId };
}

beforeEach(() => {
  vi.mocked(uploadImage).mockReset();
  vi.mocked(removeImage).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.info).mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ImageFilesUpload", () => {
  it("drops uploads of a form that was reset meanwhile: cancelled, and one stored all the same is deleted", async () => {
    const late = deferred<UploadedFile>();
    vi.mocked(uploadImage).mockImplementation(() => late.promise);
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    const sessionId = nextSession();
    render(<ListHarness Widget={ImageFilesUpload} sessionId={sessionId} onChange={onChange} />);
    await user.upload(screen.getByLabelText("Bilder auswählen", { selector: "input" }), png("Team.png"));
    const signal = vi.mocked(uploadImage).mock.calls[0]![2]!.signal!;

    act(() => discardUploadsOf(sessionId));
    expect(signal.aborted).toBe(true);
    await act(async () => late.resolve({ ...image("Team.png"), path: "uploads/x/team.png" }));
    expect(onChange).not.toHaveBeenCalled();
    expect(removeImage).toHaveBeenCalledWith("uploads/x/team.png", sessionId);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("uploads images, shows thumbnails and counts n von 50", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => image(file.name));
    const { user, input } = setup();
    expect(screen.getByText(/0 von 50/)).toBeInTheDocument();
    await user.upload(input, [png("Team.png"), png("Laden.png")]);
    expect(await screen.findByRole("img", { name: "Team.png" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Laden.png" })).toBeInTheDocument();
    expect(screen.getByText(/2 von 50/)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Bilder hochgeladen", {
      description: "2 Bild(er) erfolgreich hochgeladen.",
    });
    // Read out once, by the toaster's live region: the widget's own status does not repeat it.
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("uploads an image picked twice only once, and says so", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => ({ ...image(file.name), size: file.size }));
    const { user, input } = setup();
    await user.upload(input, [png("Team.png"), png("Team.png")]);
    expect(await screen.findByRole("img", { name: "Team.png" })).toBeInTheDocument();
    await user.upload(input, png("Team.png"));
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(toast.info).toHaveBeenCalledTimes(2);
    expect(toast.info).toHaveBeenCalledWith("Bereits ausgewählt", {
      description: "Team.png ist bereits ausgewählt und wird nicht doppelt hochgeladen.",
    });
    expect(screen.getByText(/1 von 50/)).toBeInTheDocument();
  });

  it("takes a PNG saved without extension as the image it is", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => ({ ...image(file.name), mimeType: file.type }));
    const { user, input } = setup();
    const bytes = await png("x.png").arrayBuffer();
    await user.upload(input, new File([bytes], "Bildschirmfoto"));
    expect(await screen.findByRole("img", { name: "Bildschirmfoto" })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(vi.mocked(uploadImage).mock.calls[0]![0].type).toBe("image/png");
  });

  it("refuses more than 50 images", async () => {
    const { user, input } = setup(Array.from({ length: 49 }, (_, i) => image(`${i}.png`)));
    await user.upload(input, [png("a.png"), png("b.png")]);
    expect(toast.error).toHaveBeenCalledWith("Zu viele Bilder", {
      description: "Sie können maximal 50 Bilder hochladen.",
    });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it("refuses non-images, images the bucket refuses (SVG) and images over 25 MB by name", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => image(file.name));
    const { user, input } = setup();
    const big = png("riesig.png");
    Object.defineProperty(big, "size", { value: 25 * MB + 1 });
    const svg = fileOf("logo.svg", "image/svg+xml");
    await user.upload(input, [new File(["x"], "text.pdf", { type: "application/pdf" }), svg, big, png("ok.png")]);
    expect(toast.error).toHaveBeenCalledWith("Ungültiger Dateityp", { description: "text.pdf ist kein Bild." });
    expect(toast.error).toHaveBeenCalledWith("Ungültiger Dateityp", {
      description:
        "logo.svg: Dieses Bildformat können wir nicht annehmen. Bitte laden Sie das Bild als JPG, PNG oder WebP hoch.",
    });
    expect(toast.error).toHaveBeenCalledWith("Datei zu groß", { description: "riesig.png ist größer als 25MB." });
    expect(await screen.findByRole("img", { name: "ok.png" })).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledTimes(1);
    // The toasts go after 10 s; the reasons stay under the picker, described by it, until the next pick.
    const picker = screen.getByRole("button", { name: "Bilder auswählen" });
    expect(picker).toHaveAccessibleDescription(expect.stringContaining("text.pdf ist kein Bild."));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining("riesig.png ist größer als 25MB."));
    expect(screen.getByText("text.pdf ist kein Bild.")).toBeVisible();
    await user.upload(input, [png("noch-eins.png")]);
    expect(await screen.findByRole("img", { name: "noch-eins.png" })).toBeInTheDocument();
    expect(screen.queryByText("text.pdf ist kein Bild.")).not.toBeInTheDocument();
  });

  it("refuses a file named as an image whose bytes are no image, by name, and uploads the others", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => image(file.name));
    const { user, input } = setup();
    // A PDF renamed, as a visitor might do to get it past the picker's filter.
    await user.upload(input, [new File(["%PDF-1.7\n"], "Urlaub.jpg", { type: "image/jpeg" }), png("ok.png")]);
    expect(toast.error).toHaveBeenCalledWith("Ungültiger Dateityp", { description: "Urlaub.jpg ist kein Bild." });
    expect(await screen.findByRole("img", { name: "ok.png" })).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadImage).mock.calls[0]![0].name).toBe("ok.png");
  });

  it("refuses an empty image by name and uploads the others", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => image(file.name));
    const { user, input } = setup();
    await user.upload(input, [new File([], "Platzhalter.jpg", { type: "image/jpeg" }), png("ok.png")]);
    expect(toast.error).toHaveBeenCalledWith("Leere Datei", {
      description:
        "Platzhalter.jpg ist leer. Bitte speichern Sie das Bild zuerst auf Ihrem Gerät und wählen Sie es dann erneut aus.",
    });
    expect(await screen.findByRole("img", { name: "ok.png" })).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it("marks a failed image and keeps the others", async () => {
    vi.mocked(uploadImage).mockImplementation(async (file) => {
      if (file.name === "kaputt.png") throw new StorageError("network");
      return image(file.name);
    });
    const { user, input } = setup();
    await user.upload(input, [png("kaputt.png"), png("gut.png")]);
    expect(await screen.findByRole("img", { name: "gut.png" })).toBeInTheDocument();
    const failed = screen.getByText("kaputt.png").closest("li")!;
    expect(within(failed).getByText("Upload fehlgeschlagen")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Upload-Fehler", {
      description: "Ein Fehler ist beim Hochladen aufgetreten.",
    });
    expect(toast.success).toHaveBeenCalledWith("Bilder hochgeladen", {
      description: "1 Bild(er) erfolgreich hochgeladen.",
    });
  });

  it("says under the bar when an upload waits to try again or for the connection, and no more once it goes on", async () => {
    let waiting: ((wait: "retry" | "offline" | null) => void) | undefined;
    vi.mocked(uploadImage).mockImplementation((_file, _session, options) => {
      waiting = options?.onWaiting;
      return new Promise(() => {});
    });
    const { user, input } = setup();
    await user.upload(input, [png("foto.png")]);
    const bar = screen.getByRole("progressbar", { name: "foto.png wird hochgeladen" });
    expect(screen.queryByText("Verbindung gestört – neuer Versuch …")).not.toBeInTheDocument();

    act(() => waiting?.("retry"));
    expect(screen.getByText("Verbindung gestört – neuer Versuch …")).toBeVisible();
    expect(bar).toHaveAttribute("aria-valuetext", "0 %: Verbindung gestört – neuer Versuch …");
    act(() => waiting?.("offline"));
    expect(
      screen.getByText("Keine Internetverbindung – das Hochladen geht weiter, sobald Sie wieder online sind."),
    ).toBeVisible();
    act(() => waiting?.(null));
    expect(screen.queryByText(/Keine Internetverbindung|neuer Versuch/)).not.toBeInTheDocument();
    expect(bar).not.toHaveAttribute("aria-valuetext");
  });

  it("shows progress while uploading and clears it 2 s after the upload ended, keeping the local image", async () => {
    const createObjectURL = vi.fn(() => "blob:vorschau");
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const pending = deferred<UploadedFile>();
    let report: ((fraction: number) => void) | undefined;
    vi.mocked(uploadImage).mockImplementation((_file, _session, options) => {
      report = options?.onProgress;
      return pending.promise;
    });
    const { user, input } = setup();
    await user.upload(input, [png("foto.png")]);
    // Only now: Testing Library's async helpers wait on real timers.
    vi.useFakeTimers();

    const bar = screen.getByRole("progressbar", { name: "foto.png wird hochgeladen" });
    act(() => report?.(0.5));
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("img", { name: "foto.png" })).toHaveAttribute("src", "blob:vorschau");

    await act(async () => pending.resolve(image("foto.png")));
    expect(screen.getByRole("progressbar", { name: "foto.png hochgeladen" })).toHaveAttribute("aria-valuenow", "100");

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("progressbar", { name: "foto.png hochgeladen" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    // The picked file stays the thumbnail: no download of the stored copy while others still upload.
    expect(screen.getByRole("img", { name: "foto.png" })).toHaveAttribute("src", "blob:vorschau");
    expect(revokeObjectURL).not.toHaveBeenCalled();

    vi.useRealTimers();
    vi.mocked(removeImage).mockResolvedValue(undefined);
    await userEvent.setup().click(screen.getByRole("button", { name: "foto.png entfernen" }));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:vorschau");
  });

  it("an upload finishing under the focus hands it from its Abbrechen to the image's Entfernen", async () => {
    const pending = deferred<UploadedFile>();
    vi.mocked(uploadImage).mockReturnValue(pending.promise);
    const { user, input } = setup();
    await user.upload(input, [png("foto.png")]);
    screen.getByRole("button", { name: "Hochladen von foto.png abbrechen" }).focus();
    await act(async () => pending.resolve(image("foto.png")));
    await waitFor(() => expect(screen.getByRole("button", { name: "foto.png entfernen" })).toHaveFocus());
  });

  it("starts the biggest file first and shows the pending tiles in the order picked", async () => {
    const started: string[] = [];
    const pending = deferred<UploadedFile>();
    vi.mocked(uploadImage).mockImplementation((file) => {
      started.push(file.name);
      return pending.promise;
    });
    const sized = (name: string, size: number) => {
      const file = png(name);
      Object.defineProperty(file, "size", { value: size });
      return file;
    };
    const { user, input } = setup();
    await user.upload(input, [sized("klein.png", 1 * MB), sized("panorama.png", 25 * MB), sized("mittel.png", 5 * MB)]);
    expect(started).toEqual(["panorama.png", "mittel.png", "klein.png"]);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("klein.png"),
      expect.stringContaining("panorama.png"),
      expect.stringContaining("mittel.png"),
    ]);
  });

  it("keeps every tile in its place when a later pick finishes first, and stores the images in the order picked", async () => {
    const uploads = new Map<string, ReturnType<typeof deferred<UploadedFile>>>();
    vi.mocked(uploadImage).mockImplementation((file) => {
      const upload = deferred<UploadedFile>();
      uploads.set(file.name, upload);
      return upload.promise;
    });
    const { user, input } = setup();
    await user.upload(input, [png("klein.png"), png("panorama.png"), png("mittel.png")]);
    const tiles = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    const inPickOrder = [
      expect.stringContaining("klein.png"),
      expect.stringContaining("panorama.png"),
      expect.stringContaining("mittel.png"),
    ];

    await act(async () => uploads.get("mittel.png")!.resolve(image("mittel.png")));
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent(/^mittel\.png$/));
    expect(tiles()).toEqual(inPickOrder);
    expect(screen.getByRole("button", { name: "Hochladen von klein.png abbrechen" })).toBeInTheDocument();

    await act(async () => {
      uploads.get("panorama.png")!.resolve(image("panorama.png"));
      uploads.get("klein.png")!.resolve(image("klein.png"));
    });
    await waitFor(() => expect(screen.getByTestId("stored")).toHaveTextContent("klein.png|panorama.png|mittel.png"));
    expect(tiles()).toEqual(inPickOrder);
  });

  it("removes an image even when the storage delete fails", async () => {
    vi.mocked(removeImage).mockRejectedValue(new StorageError("forbidden"));
    const { user, sessionId } = setup([image("a.png"), image("b.png")]);
    await user.click(screen.getByRole("button", { name: "a.png entfernen" }));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(removeImage).toHaveBeenCalledWith("folder/a.png", sessionId);
    expect(screen.getByTestId("stored")).toHaveTextContent(/^b\.png$/);
    expect(screen.queryByRole("img", { name: "a.png" })).not.toBeInTheDocument();
    // Focus goes on to the next image's button, not to <body> (WCAG 2.4.3).
    await waitFor(() => expect(screen.getByRole("button", { name: "b.png entfernen" })).toHaveFocus());
  });

  it("keeps an upload that finishes after a step change", async () => {
    const pending = deferred<UploadedFile>();
    vi.mocked(uploadImage).mockReturnValue(pending.promise);
    const { user, input } = setup([image("alt.png")]);
    await user.upload(input, [png("neu.png")]);
    await user.click(screen.getByRole("button", { name: "Schritt wechseln" }));
    await act(async () => pending.resolve(image("neu.png")));
    expect(screen.getByTestId("stored")).toHaveTextContent("alt.png|neu.png");
  });

  it("cancels one image still uploading with its own button; the others go on and nothing is reported", async () => {
    const uploads = cancellableUploads(vi.mocked(uploadImage));
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<ListHarness Widget={ImageFilesUpload} sessionId={nextSession()} onChange={onChange} />);
    await user.upload(screen.getByLabelText("Bilder auswählen", { selector: "input" }), [
      png("haengt.png"),
      png("gut.png"),
    ]);

    // Keyboard: Tab to the button, Enter.
    const cancel = screen.getByRole("button", { name: "Hochladen von haengt.png abbrechen" });
    cancel.focus();
    await user.keyboard("{Enter}");
    expect(uploads.get("haengt.png")!.signal!.aborted).toBe(true);
    expect(screen.queryByText("haengt.png")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Hochladen von haengt.png abgebrochen.");
    // Focus stays in the widget: on the next file's cancel button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Hochladen von gut.png abbrechen" })).toHaveFocus());

    expect(uploads.get("gut.png")!.signal!.aborted).toBe(false);
    await act(async () => uploads.get("gut.png")!.done.resolve(image("gut.png")));
    expect(screen.getByTestId("stored")).toHaveTextContent(/^gut\.png$/);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("Bilder hochgeladen", {
      description: "1 Bild(er) erfolgreich hochgeladen.",
    });
  });
});
