import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MB } from "./file-rules";
import { LogoUpload } from "./logo-upload";
import { type LogoFile, uploadLogo } from "./storage";
import { deferred, fileOf } from "../testing/upload-harness";
import { StorageError } from "./transport";
import { discardUploadsOf, resetUploadTrackers, uploadsRunning } from "./upload-tracker";

vi.mock("./storage", () => ({ uploadLogo: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SESSION = "session_1732230000000_LOGOAAAAAAAAAAAAAAAAAA";
const logo: LogoFile = {
  url: "https://cdn.test/logos/x.png",
  name: "Mein Logo.png",
  size: 2048,
  mimeType: "image/png",
};

function Harness({
  onChange,
  initial = null,
  anyImage = false,
}: {
  onChange: (logo: LogoFile | null) => void;
  initial?: LogoFile | null;
  anyImage?: boolean;
}) {
  const [value, setValue] = useState<LogoFile | null>(initial);
  return (
    <LogoUpload
      value={value}
      sessionId={SESSION}
      anyImage={anyImage}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function setup(initial: LogoFile | null = null, anyImage = false) {
  const user = userEvent.setup({ applyAccept: false });
  const onChange = vi.fn();
  render(<Harness onChange={onChange} initial={initial} anyImage={anyImage} />);
  return { user, onChange };
}
const input = () => screen.getByLabelText("Logo auswählen", { selector: "input" });

beforeEach(() => {
  vi.mocked(uploadLogo).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe("LogoUpload", () => {
  it("takes a PNG saved without extension as the image it is", async () => {
    vi.mocked(uploadLogo).mockResolvedValue({ ...logo, name: "Firmenlogo" });
    const { user, onChange } = setup();
    const bytes = await fileOf("x.png", "image/png").arrayBuffer();
    await user.upload(input(), new File([bytes], "Firmenlogo"));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: "Firmenlogo" })));
    expect(vi.mocked(uploadLogo).mock.calls[0]![0].type).toBe("image/png");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("drops a logo that finishes after the form was reset", async () => {
    const late = deferred<LogoFile>();
    vi.mocked(uploadLogo).mockReturnValue(late.promise);
    const { user, onChange } = setup();
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    act(() => discardUploadsOf(SESSION));
    await act(async () => late.resolve(logo));
    expect(onChange).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    resetUploadTrackers();
  });

  it("cancels a logo upload still running when the form is reset", async () => {
    let signal: AbortSignal | undefined;
    vi.mocked(uploadLogo).mockImplementation((_file, options) => {
      signal = options?.signal;
      return new Promise((_resolve, reject) =>
        signal?.addEventListener("abort", () => reject(new StorageError("aborted"))),
      );
    });
    const { user, onChange } = setup();
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    expect(uploadsRunning(SESSION)).toBe(true);
    act(() => discardUploadsOf(SESSION));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(uploadsRunning(SESSION)).toBe(false));
    expect(onChange).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    resetUploadTrackers();
  });

  it("uploads a logo, reports the four fields and shows a preview", async () => {
    vi.mocked(uploadLogo).mockResolvedValue(logo);
    const { user, onChange } = setup();
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    expect(await screen.findByRole("img", { name: "Logo-Vorschau: Mein Logo.png" })).toHaveAttribute("src", logo.url);
    expect(onChange).toHaveBeenCalledWith(logo);
    expect(uploadLogo).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ sessionId: SESSION }));
    expect(screen.getByText("2 KB")).toBeInTheDocument();
  });

  it("refuses files over 10 MB", async () => {
    const { user, onChange } = setup();
    const big = fileOf("gross.png", "image/png");
    Object.defineProperty(big, "size", { value: 10 * MB + 1 });
    await user.upload(input(), big);
    expect(toast.error).toHaveBeenCalledWith("Datei ist zu groß. Maximum 10MB erlaubt.");
    expect(screen.getByRole("alert")).toHaveTextContent("Datei ist zu groß. Maximum 10MB erlaubt.");
    expect(uploadLogo).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses an empty file and says so beside the picker", async () => {
    const { user } = setup();
    await user.upload(input(), new File([], "logo.png", { type: "image/png" }));
    const message =
      "Die Datei ist leer. Bitte speichern Sie die Datei zuerst auf Ihrem Gerät und wählen Sie sie dann erneut aus.";
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    // Read with the picker's button, where the focus stays.
    expect(screen.getByRole("button", { name: "Logo auswählen" })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(uploadLogo).not.toHaveBeenCalled();
  });

  it("refuses a file named as an image whose bytes are no image", async () => {
    const { user, onChange } = setup();
    await user.upload(input(), new File(["Hallo"], "logo.png", { type: "image/png" }));
    expect(toast.error).toHaveBeenCalledWith("Nur Bilddateien sind erlaubt.");
    expect(screen.getByRole("alert")).toHaveTextContent("Nur Bilddateien sind erlaubt.");
    expect(uploadLogo).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("accepts only JPG, PNG, GIF and SVG in the design step", async () => {
    const { user } = setup();
    expect(screen.getByText("JPG, PNG, GIF oder SVG, maximal 10 MB")).toBeInTheDocument();
    await user.upload(input(), fileOf("logo.webp", "image/webp"));
    expect(toast.error).toHaveBeenCalledWith("Nur Bilddateien sind erlaubt.");
    expect(uploadLogo).not.toHaveBeenCalled();
  });

  it("takes any image in step 1's widget, and still only images", async () => {
    vi.mocked(uploadLogo).mockResolvedValue({ ...logo, name: "logo.webp", mimeType: "image/webp" });
    const { user, onChange } = setup(null, true);
    expect(input()).toHaveAttribute("accept", "image/*");
    await user.upload(input(), fileOf("logo.pdf", "application/pdf"));
    expect(toast.error).toHaveBeenCalledWith("Nur Bilddateien sind erlaubt.");
    await user.upload(input(), fileOf("logo.webp", "image/webp"));
    expect(uploadLogo).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("img", { name: "Logo-Vorschau: logo.webp" })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ mimeType: "image/webp" }));
  });

  it("moves focus between picker and preview as one replaces the other (WCAG 2.4.3)", async () => {
    vi.mocked(uploadLogo).mockResolvedValue(logo);
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Logo auswählen" }));
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    await screen.findByRole("img", { name: "Logo-Vorschau: Mein Logo.png" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Logo entfernen" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Logo auswählen" })).toHaveFocus());
  });

  it("counts as a running upload until it ends, so the briefing is not sent without it", async () => {
    const pending = deferred<LogoFile>();
    vi.mocked(uploadLogo).mockReturnValue(pending.promise);
    const { user } = setup();
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    expect(uploadsRunning(SESSION)).toBe(true);
    await act(async () => pending.resolve(logo));
    expect(uploadsRunning(SESSION)).toBe(false);
  });

  it("reports a failed upload", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(uploadLogo).mockRejectedValue(new Error("offline"));
    const { user, onChange } = setup();
    await user.upload(input(), fileOf("logo.svg", "image/svg+xml"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Fehler beim Upload. Bitte versuchen Sie es erneut.");
    expect(toast.error).toHaveBeenCalledWith("Fehler beim Upload. Bitte versuchen Sie es erneut.");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("uses only the first dropped file", async () => {
    vi.mocked(uploadLogo).mockResolvedValue(logo);
    setup();
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.drop(screen.getByTestId("drop-zone"), {
      dataTransfer: {
        files: [fileOf("eins.png", "image/png"), fileOf("zwei.png", "image/png")],
      },
    });
    await screen.findByRole("img");
    expect(uploadLogo).toHaveBeenCalledTimes(1);
    expect(vi.mocked(uploadLogo).mock.calls[0]![0].name).toBe("eins.png");
  });

  it("shows progress and disables the picker while uploading", async () => {
    const pending = deferred<LogoFile>();
    vi.mocked(uploadLogo).mockReturnValue(pending.promise);
    const { user } = setup();
    await user.upload(input(), fileOf("logo.png", "image/png"));
    expect(screen.getByRole("progressbar", { name: "Logo wird hochgeladen" })).toBeInTheDocument();
    // Unavailable but focusable: a disabled button would drop the focus of whoever picked the file.
    expect(screen.getByRole("button", { name: "Logo auswählen" })).toHaveAttribute("aria-disabled", "true");
    expect(input()).toBeDisabled();
    await act(async () => pending.resolve(logo));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("names the file and how far it is, says under the bar when it waits to try again, and keeps its progress", async () => {
    let report: ((fraction: number) => void) | undefined;
    let waiting: ((wait: "retry" | "offline" | null) => void) | undefined;
    const pending = deferred<LogoFile>();
    vi.mocked(uploadLogo).mockImplementation((_file, options) => {
      report = options?.onProgress;
      waiting = options?.onWaiting;
      return pending.promise;
    });
    const { user } = setup();
    await user.upload(input(), fileOf("logo.png", "image/png"));
    const bar = screen.getByRole("progressbar", { name: "Logo wird hochgeladen" });
    // Which file and how far, written beside the bar.
    expect(screen.getByText("logo.png")).toBeVisible();
    expect(screen.getByText("0 %")).toBeVisible();
    act(() => report?.(0.4));
    expect(screen.getByText("40 %")).toBeVisible();
    act(() => waiting?.("retry"));
    expect(screen.getByText("Verbindung gestört – neuer Versuch …")).toBeVisible();
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    act(() => waiting?.(null));
    act(() => report?.(0.5));
    expect(screen.queryByText("Verbindung gestört – neuer Versuch …")).not.toBeInTheDocument();
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    await act(async () => pending.resolve(logo));
  });

  it("removing clears the logo (onChange(null)) without deleting from storage", async () => {
    const { user, onChange } = setup(logo);
    await user.click(screen.getByRole("button", { name: "Logo entfernen" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole("button", { name: "Logo auswählen" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Logo entfernt.");
  });

  it("can be cancelled while it uploads: nothing is set, the picker is back, the submit waits no more", async () => {
    let signal: AbortSignal | undefined;
    vi.mocked(uploadLogo).mockImplementation((_file, options) => {
      signal = options?.signal;
      return new Promise((_resolve, reject) =>
        options?.signal?.addEventListener("abort", () => reject(new StorageError("aborted"))),
      );
    });
    const { user, onChange } = setup();
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    expect(uploadsRunning(SESSION)).toBe(true);
    const cancel = screen.getByRole("button", { name: "Hochladen von Mein Logo.png abbrechen" });
    cancel.focus();
    await user.keyboard("{Enter}");
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(uploadsRunning(SESSION)).toBe(false));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("Hochladen von Mein Logo.png abgebrochen.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Logo auswählen" })).toHaveFocus());
  });

  it("reports a stalled upload like any failed one, and a new pick is possible", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(uploadLogo).mockRejectedValueOnce(new StorageError("stalled")).mockResolvedValueOnce(logo);
    const { user, onChange } = setup();
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Fehler beim Upload. Bitte versuchen Sie es erneut.");
    await user.upload(input(), fileOf("Mein Logo.png", "image/png"));
    expect(await screen.findByRole("img", { name: "Logo-Vorschau: Mein Logo.png" })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(logo);
  });
});
