import { screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { StepHeader } from "../components/step-header";
import { WizardToolbar } from "../components/wizard-toolbar";
import { useWizardState } from "../state/wizard-context";
import { renderWizard } from "../testing/render-wizard";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { createDraftDeletion, type DraftEraser } from "./draft-deletion";
import { localCopyKey, toLocalCopy } from "./local-copy";
import { createSessionId } from "./session-id";
import type { RemoteSessionStore } from "./remote-session";
import { WizardSession } from "./wizard-session";

const remote: RemoteSessionStore = {
  load: async () => null,
  stamp: async () => null,
  save: async (snapshot) => ({ stored: true, updatedAt: snapshot.updatedAt }),
  saveOnExit: async (snapshot) => ({ stored: true, updatedAt: snapshot.updatedAt }),
};

function Probe() {
  const name = useWizardState((state) => state.data.firmenname);
  const step = useWizardState((state) => state.currentStep);
  const id = useWizardState((state) => state.sessionId);
  return (
    <>
      <StepHeader step={step} />
      <p data-testid="probe">{`${id}|${step}|${name}`}</p>
    </>
  );
}

function storeCopy({
  sessionId = TEST_SESSION_ID.replace("AAAA", "BBBB"),
  firmenname = "Bäckerei Sonnenschein",
  currentStep = 3 as const,
  updatedAt = "2026-11-20T09:05:00.000Z",
  /** A draft from an earlier visit: no other tab is still writing it. */
  writtenAgoMs = 3_600_000,
} = {}) {
  const copy = toLocalCopy(
    {
      sessionId,
      data: { ...emptyWizardData(), firmenname },
      currentStep,
      completedSteps: [1, 2],
      updatedAt,
      pendingUploads: [{ kind: "images", fileName: "ladenfront.jpg" }],
    },
    null,
    Date.now() - writtenAgoMs,
  );
  window.localStorage.setItem(localCopyKey(sessionId), JSON.stringify(copy));
  return copy;
}

function renderSession({ eraser, toolbar = false }: { eraser?: DraftEraser; toolbar?: boolean } = {}) {
  return renderWizard(
    <MemoryRouter initialEntries={["/konfigurator"]}>
      <WizardSession overrides={{ remote, deleteDraft: eraser && ((id) => createDraftDeletion(eraser).delete(id)) }}>
        <Probe />
        {toolbar && <WizardToolbar />}
      </WizardSession>
    </MemoryRouter>,
    { data: { firmenname: "Alt GmbH" } },
  );
}

describe("<WizardSession>", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("offers a stored form; Fortsetzen restores it and says so", async () => {
    const copy = storeCopy();
    const { user } = renderSession();
    const dialog = await screen.findByRole("dialog", { name: "Unvollständiges Formular gefunden" });
    // Where the visitor was, without saying "zuletzt … bearbeitet" a second time.
    expect(dialog).toHaveTextContent("Sie waren bei Schritt 3 von 6 – Inhalte.");
    expect(dialog.textContent?.match(/zuletzt/gi)).toHaveLength(1);
    // When it was last changed (not when it was begun), in the visitor's time zone.
    expect(dialog).toHaveTextContent(
      /Sie haben Ihre Projektanfrage zuletzt am 20\.11\.2026 um \d\d:05 Uhr bearbeitet\./,
    );
    // The safe answer has the focus: Enter right away keeps the draft.
    await waitFor(() => expect(screen.getByRole("button", { name: "Fortsetzen" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("probe")).toHaveTextContent(`${copy.id}|3|Bäckerei Sonnenschein`);
    expect(await screen.findByText("Formular wiederhergestellt!")).toBeInTheDocument();
    // Files that were still uploading when the copy was saved: read out, as the notice stands
    // before the step, where the focus goes.
    const notice = screen.getByRole("region", { name: "Noch nicht vollständig hochgeladen" });
    expect(within(notice).getByRole("alert")).toHaveTextContent("ladenfront.jpg");
    await waitFor(() => expect(screen.getByRole("heading", { name: /^Schritt 3 von 6/ })).toHaveFocus());
    // Closed, it leaves the focus at the step, not on <body>.
    await user.click(within(notice).getByRole("button"));
    expect(notice).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /^Schritt 3 von 6/ })).toHaveFocus();
  });

  it("Neu starten keeps the empty form and drops the stored one", async () => {
    storeCopy();
    const { user } = renderSession();
    await user.click(await screen.findByRole("button", { name: "Neu starten" }));
    expect(screen.getByTestId("probe")).toHaveTextContent(`${TEST_SESSION_ID}|1|Alt GmbH`);
    // The dialog opened on load, with nothing focused: closed, it leaves the focus at the step.
    await waitFor(() => expect(screen.getByRole("heading", { name: /^Schritt 1 von 6/ })).toHaveFocus());
    expect(await screen.findByText("Neues Formular gestartet")).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it("closing the dialog keeps the stored answers", async () => {
    const copy = storeCopy();
    const { user } = renderSession();
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByTestId("probe")).toHaveTextContent(`${copy.id}|3|`));
  });

  it("opens no dialog without a stored form, and discards a broken one with a log line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    window.localStorage.setItem(localCopyKey(TEST_SESSION_ID.replace("AAAA", "BBBB")), "{kaputt");
    renderSession();
    expect(screen.getByTestId("probe")).toHaveTextContent(`${TEST_SESSION_ID}|1|Alt GmbH`);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledOnce();
    expect(window.localStorage.length).toBe(0);
  });

  it("Formular zurücksetzen starts afresh at once and then deletes the old session on the server", async () => {
    // A server that never answers: the reset must not wait for it.
    const seen: string[] = [];
    let shown = () => "";
    const eraser: DraftEraser = {
      discardRow: vi.fn((sessionId: string) => {
        seen.push(`${sessionId} while the store holds ${shown()}`);
        return new Promise<boolean>(() => {});
      }),
      removeFiles: vi.fn(async () => {}),
    };
    const { user, store } = renderSession({ eraser, toolbar: true });
    shown = () => `${store.getState().sessionId}|${store.getState().data.firmenname}`;
    await user.click(screen.getByRole("button", { name: "Neu starten" }));
    const dialog = await screen.findByRole("dialog", { name: "Formular zurücksetzen" });
    await user.type(within(dialog).getByRole("textbox"), "nein");
    await user.click(within(dialog).getByRole("button", { name: "Formular zurücksetzen" }));
    expect(eraser.discardRow).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole("textbox"));
    await user.type(within(dialog).getByRole("textbox"), "Ja");
    await user.click(within(dialog).getByRole("button", { name: "Formular zurücksetzen" }));
    expect(await screen.findByText("Formular zurückgesetzt")).toBeInTheDocument();
    const newId = store.getState().sessionId;
    expect(newId).not.toBe(TEST_SESSION_ID);
    expect(screen.getByTestId("probe")).toHaveTextContent(`${newId}|1|`);
    // The old session, and only once the form was fresh.
    await waitFor(() => expect(eraser.discardRow).toHaveBeenCalled());
    expect(seen).toEqual([`${TEST_SESSION_ID} while the store holds ${newId}|`]);
    expect(eraser.removeFiles).not.toHaveBeenCalled();
  });

  it("lets the visitor choose among the drafts of several sessions on this device", async () => {
    storeCopy();
    const second = storeCopy({
      sessionId: createSessionId(),
      firmenname: "",
      updatedAt: "2026-11-21T15:30:00.000Z",
      writtenAgoMs: 60_000,
    });
    const { user } = renderSession();
    const dialog = await screen.findByRole("dialog", { name: "Unvollständiges Formular gefunden" });
    expect(dialog).toHaveTextContent("mehrere angefangene Projektanfragen");
    const drafts = screen.getAllByRole("radio");
    expect(drafts.map((radio) => radio.closest("label")?.textContent)).toEqual([
      expect.stringMatching(/^Ohne Firmennamen.*21\.11\.2026.*Schritt 3 von 6 – Inhalte$/),
      expect.stringMatching(/^Bäckerei Sonnenschein.*20\.11\.2026/),
    ]);
    // The draft written last is suggested; arrow keys move between them.
    expect(drafts[0]).toBeChecked();
    drafts[0]!.focus();
    await user.keyboard("{ArrowDown}");
    expect(drafts[1]).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Fortsetzen" }));
    expect(screen.getByTestId("probe")).toHaveTextContent("|3|Bäckerei Sonnenschein");
    // The other draft stays on this device.
    expect(window.localStorage.getItem(localCopyKey(second.id))).not.toBeNull();
  });
});
