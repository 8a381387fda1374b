import { act, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWizard } from "../testing/render-wizard";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { logoUploadStarted, resetUploadTrackers, uploadTracker } from "../uploads/upload-tracker";
import { LeaveGuard } from "./leave-guard";

function renderGuardedWizard() {
  const Stub = createRoutesStub([
    {
      path: "/konfigurator",
      Component: () => (
        <>
          <h1>Konfigurator</h1>
          <Link to="/weiterfuehrende-fragen">FAQ</Link>
          <Link to="/konfigurator?schritt=2">Gleiche Seite</Link>
          <LeaveGuard />
        </>
      ),
    },
    { path: "/weiterfuehrende-fragen", Component: () => <h1>Weiterführende Fragen</h1> },
  ]);
  return renderWizard(<Stub initialEntries={["/konfigurator"]} />);
}

/** Whether leaving the page now would make the browser ask first. */
function browserWouldAsk() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => resetUploadTrackers());

describe("LeaveGuard", () => {
  it("lets the visitor leave at once when no file is uploading", async () => {
    const { user } = renderGuardedWizard();
    expect(browserWouldAsk()).toBe(false);
    await user.click(screen.getByRole("link", { name: "FAQ" }));
    expect(await screen.findByRole("heading", { name: "Weiterführende Fragen" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks before another page while an image uploads: staying keeps the wizard, leaving goes", async () => {
    const { user } = renderGuardedWizard();
    const tracker = uploadTracker("images", TEST_SESSION_ID);
    act(() => void tracker.start("backstube.jpg"));

    await user.click(screen.getByRole("link", { name: "FAQ" }));
    const dialog = await screen.findByRole("dialog", { name: "Dateien werden noch hochgeladen" });
    expect(dialog).toHaveTextContent(
      "Wenn Sie den Konfigurator jetzt verlassen, werden die Dateien, die gerade hochgeladen werden, nicht gespeichert. Ihre übrigen Angaben bleiben erhalten.",
    );
    // The safe choice has the focus: Enter does not throw the upload away.
    expect(screen.getByRole("button", { name: "Hier bleiben" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Hier bleiben" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Konfigurator" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "FAQ" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { name: "Konfigurator" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "FAQ" }));
    await user.click(await screen.findByRole("button", { name: "Trotzdem verlassen" }));
    expect(await screen.findByRole("heading", { name: "Weiterführende Fragen" })).toBeInTheDocument();
  });

  it("stops the session's uploads when the visitor leaves anyway, and keeps them listed as failed", async () => {
    const { user } = renderGuardedWizard();
    const tracker = uploadTracker("images", TEST_SESSION_ID);
    let key = "";
    let signal: AbortSignal | undefined;
    let upload: Promise<string> = Promise.resolve("");
    act(() => {
      key = tracker.start("backstube.jpg");
      upload = tracker.upload(
        key,
        (options) =>
          new Promise((_, reject) => {
            signal = options.signal;
            signal?.addEventListener("abort", () => reject(new Error("abgebrochen")));
          }),
        async () => {},
      );
    });
    const logo = new AbortController();
    act(() => void logoUploadStarted(TEST_SESSION_ID, logo));

    await user.click(screen.getByRole("link", { name: "FAQ" }));
    await user.click(await screen.findByRole("button", { name: "Hier bleiben" }));
    expect(signal?.aborted).toBe(false);
    expect(logo.signal.aborted).toBe(false);

    await user.click(screen.getByRole("link", { name: "FAQ" }));
    await user.click(await screen.findByRole("button", { name: "Trotzdem verlassen" }));
    expect(await screen.findByRole("heading", { name: "Weiterführende Fragen" })).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(logo.signal.aborted).toBe(true);
    await expect(upload).resolves.toBe("discarded");
    // Still listed, as the saved session lists it: a file to pick again.
    expect(tracker.getSnapshot()).toEqual([
      expect.objectContaining({ key, fileName: "backstube.jpg", status: "failed" }),
    ]);
  });

  it("lets the wizard change its own address while files upload", async () => {
    const { user } = renderGuardedWizard();
    act(() => void uploadTracker("texts", TEST_SESSION_ID).start("angebot.pdf"));
    await user.click(screen.getByRole("link", { name: "Gleiche Seite" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Konfigurator" })).toBeInTheDocument();
  });

  it("makes the browser ask before closing or reloading only while a file uploads", async () => {
    renderGuardedWizard();
    let finishLogo = () => {};
    act(() => void (finishLogo = logoUploadStarted(TEST_SESSION_ID, new AbortController())));
    expect(browserWouldAsk()).toBe(true);

    act(() => finishLogo());
    expect(browserWouldAsk()).toBe(false);

    const tracker = uploadTracker("images", TEST_SESSION_ID);
    let key = "";
    act(() => void (key = tracker.start("laden.jpg")));
    expect(browserWouldAsk()).toBe(true);
    act(() => tracker.fail(key));
    expect(browserWouldAsk()).toBe(false);
  });

  it("does not ask for another session's uploads", async () => {
    const { user } = renderGuardedWizard();
    act(() => void uploadTracker("images", "session_anderer").start("fremd.jpg"));
    expect(browserWouldAsk()).toBe(false);
    await user.click(screen.getByRole("link", { name: "FAQ" }));
    expect(await screen.findByRole("heading", { name: "Weiterführende Fragen" })).toBeInTheDocument();
  });
});
