import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as QrCodeModule from "../session/qr-code";
import { WizardSessionContext } from "../session/session-context";
import { renderWizard } from "../testing/render-wizard";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { ContinueElsewhereDialog } from "./continue-elsewhere-dialog";

const qr = vi.hoisted(() => ({ fail: false }));
vi.mock("../session/qr-code", async (importOriginal) => {
  const actual = await importOriginal<typeof QrCodeModule>();
  return {
    ...actual,
    createQrCode: async (text: string) => {
      if (qr.fail) throw new Error("chunk failed to load");
      return actual.createQrCode(text);
    },
  };
});

const link = `${window.location.origin}/konfigurator?session=${TEST_SESSION_ID}`;

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("<ContinueElsewhereDialog>", () => {
  afterEach(() => {
    qr.fail = false;
    vi.restoreAllMocks();
  });

  it("shows the session link as a QR code made in the page, and the link itself", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWizard(<ContinueElsewhereDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Auf anderem Gerät fortsetzen" })).toBeInTheDocument();
    const code = await screen.findByRole("img", { name: /QR-Code/ });
    expect(code.querySelector("path")?.getAttribute("d")).toMatch(/^M4 4h7v1h-7z/);
    expect(screen.getByLabelText("Link zu Ihrer Projektanfrage")).toHaveValue(link);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("copies the link and confirms it", async () => {
    const writeText = vi.fn(async () => {});
    const { user } = renderWizard(<ContinueElsewhereDialog open onOpenChange={() => {}} />);
    setClipboard(writeText);
    await user.click(screen.getByRole("button", { name: "Link kopieren" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText("Link kopiert!")).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = renderWizard(<ContinueElsewhereDialog open onOpenChange={() => {}} />);
    setClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    await user.click(screen.getByRole("button", { name: "Link kopieren" }));
    expect(await screen.findByText("Link konnte nicht kopiert werden")).toBeInTheDocument();
  });

  it("warns when the save that makes the link work does not get through", async () => {
    const saveNow = vi.fn(() => Promise.resolve(false));
    renderWizard(
      <WizardSessionContext.Provider
        value={{ finish: () => {}, saveNow, confirmLatest: () => Promise.resolve("same"), discardDraft: () => {} }}
      >
        <ContinueElsewhereDialog open onOpenChange={() => {}} />
      </WizardSessionContext.Provider>,
    );
    expect(saveNow).toHaveBeenCalledOnce();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ihre Angaben konnten gerade nicht gespeichert werden. Der Link funktioniert erst, wenn das Speichern geklappt hat",
    );
    // The code and the link are still there: the autosave keeps trying.
    expect(await screen.findByRole("img", { name: /QR-Code/ })).toBeInTheDocument();
  });

  it("shows no warning once the session is saved", async () => {
    renderWizard(<ContinueElsewhereDialog open onOpenChange={() => {}} />);
    await screen.findByRole("img", { name: /QR-Code/ });
    expect(screen.queryByText(/konnten gerade nicht gespeichert werden/)).not.toBeInTheDocument();
  });

  it("shows the fallback text when the code can't be made", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    qr.fail = true;
    renderWizard(<ContinueElsewhereDialog open onOpenChange={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("QR-Code konnte nicht geladen werden");
    expect(screen.getByLabelText("Link zu Ihrer Projektanfrage")).toHaveValue(link);
  });
});
