import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { useWizardState } from "../state/wizard-context";
import { renderWizard } from "../test/render-wizard";
import { TEST_SESSION_ID } from "../test/wizard-fixtures";
import { LOCAL_COPY_KEY, toLocalCopy } from "./local-copy";
import type { RemoteSessionStore } from "./remote-session";
import { WizardSession } from "./wizard-session";

const remote: RemoteSessionStore = {
  load: async () => null,
  save: async (snapshot) => ({ stored: true, updatedAt: snapshot.updatedAt }),
  saveOnExit: async (snapshot) => ({ stored: true, updatedAt: snapshot.updatedAt }),
};

function Probe() {
  const name = useWizardState((state) => state.data.firmenname);
  const step = useWizardState((state) => state.currentStep);
  const id = useWizardState((state) => state.sessionId);
  return <p data-testid="probe">{`${id}|${step}|${name}`}</p>;
}

function storeCopy() {
  const copy = toLocalCopy(
    {
      sessionId: TEST_SESSION_ID.replace("AAAA", "BBBB"),
      data: { ...emptyWizardData(), firmenname: "Bäckerei Sonnenschein" },
      currentStep: 3,
      completedSteps: [1, 2],
      updatedAt: "2026-11-20T09:05:00.000Z",
      pendingUploads: [{ kind: "images", fileName: "ladenfront.jpg" }],
    },
    null,
    Date.now(),
  );
  window.localStorage.setItem(LOCAL_COPY_KEY, JSON.stringify(copy));
  return copy;
}

function renderSession() {
  return renderWizard(
    <MemoryRouter initialEntries={["/konfigurator"]}>
      <WizardSession overrides={{ remote }}>
        <Probe />
      </WizardSession>
    </MemoryRouter>,
  );
}

describe("<WizardSession>", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("offers a stored form; Fortsetzen restores it and says so", async () => {
    const copy = storeCopy();
    const { user } = renderSession();
    const dialog = await screen.findByRole("dialog", { name: "Unvollständiges Formular gefunden" });
    expect(dialog).toHaveTextContent("Schritt 3 von 6 – Inhalte");
    await user.click(screen.getByRole("button", { name: "Fortsetzen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("probe")).toHaveTextContent(`${copy.id}|3|Bäckerei Sonnenschein`);
    expect(await screen.findByText("Formular wiederhergestellt!")).toBeInTheDocument();
    // Files that were still uploading when the copy was saved.
    expect(screen.getByRole("region", { name: "Noch nicht vollständig hochgeladen" })).toHaveTextContent(
      "ladenfront.jpg",
    );
  });

  it("Neu starten keeps the empty form and drops the stored one", async () => {
    storeCopy();
    const { user } = renderSession();
    await user.click(await screen.findByRole("button", { name: "Neu starten" }));
    expect(screen.getByTestId("probe")).toHaveTextContent(`${TEST_SESSION_ID}|1|`);
    expect(await screen.findByText("Neues Formular gestartet")).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_COPY_KEY)).toBeNull();
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
    window.localStorage.setItem(LOCAL_COPY_KEY, "{kaputt");
    renderSession();
    expect(screen.getByTestId("probe")).toHaveTextContent(`${TEST_SESSION_ID}|1|`);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(LOCAL_COPY_KEY)).toBeNull();
  });
});
