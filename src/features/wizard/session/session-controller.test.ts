import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { initialWizardState } from "../state/wizard-state";
import { createWizardStore } from "../state/wizard-store";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { memoryStorage as memory } from "../testing/memory-storage";
import { localCopyKey, toLocalCopy } from "./local-copy";
import { createDraftDeletion, type DraftEraser } from "./draft-deletion";
import type { RemoteCopy, RemoteSessionStore, SaveOutcome, WriteVersion } from "./remote-session";
import { WizardSessionController, type SessionControllerOptions } from "./session-controller";
import { createSessionId } from "./session-id";
import { sessionFolder } from "../uploads/ids";
import type { SessionSnapshot } from "./session-record";

const START = Date.parse("2026-11-22T10:00:00Z");

/** localStorage in memory; `copy()` is a session's local copy (by default the one written last). */
function memoryStorage() {
  const storage = memory();
  const copies = () =>
    [...storage.map.entries()]
      .filter(([key]) => key.startsWith(localCopyKey("")))
      .map(([, raw]) => JSON.parse(raw) as Record<string, unknown> & { timestamp: number });
  return {
    ...storage,
    get length() {
      return storage.map.size;
    },
    copies,
    copy: (id?: string): Record<string, unknown> | null =>
      copies()
        .filter((copy) => id === undefined || copy.id === id)
        .sort((a, b) => b.timestamp - a.timestamp)[0] ?? null,
    /** Stores a copy (JSON) under its session's key, as a tab would have. */
    seed(raw: string) {
      storage.setItem(localCopyKey((JSON.parse(raw) as { id: string }).id), raw);
    },
  };
}

/** This tab and another device (writer ids). */
const LAPTOP = "a".repeat(32);
const PHONE = "b".repeat(32);

/**
 * An in-memory wizard_sessions with the server's write guard: never an older
 * copy, another writer's copy only if it builds on the saved row, and never
 * the draft of a discarded session again.
 */
function fakeRemote({ serverBehindMs = 0 } = {}) {
  const rows = new Map<string, RemoteCopy>();
  const discarded = new Set<string>();
  const saved: SessionSnapshot[] = [];
  let failing = false;
  const write = async (snapshot: SessionSnapshot, version: WriteVersion): Promise<SaveOutcome> => {
    if (failing) throw Object.assign(new Error("backend down"), { retryable: true });
    saved.push(snapshot);
    const existing = rows.get(snapshot.sessionId);
    if (!existing && discarded.has(snapshot.sessionId)) return { stored: false, updatedAt: null };
    const at = Date.parse(snapshot.updatedAt);
    if (existing) {
      const older = at < Date.parse(existing.updatedAt);
      const blind =
        existing.writer !== version.writer &&
        (version.basedOn === null || Date.parse(version.basedOn) < Date.parse(existing.updatedAt));
      if (older || blind) return { stored: false, updatedAt: null };
    }
    // The server clamps a stamp from the future (a client clock running ahead) to its own now.
    const updatedAt = new Date(Math.min(at, Date.now() - serverBehindMs)).toISOString();
    rows.set(snapshot.sessionId, { ...structuredClone(snapshot), updatedAt, writer: version.writer });
    return { stored: true, updatedAt };
  };
  const remote: RemoteSessionStore = {
    load: vi.fn(async (id: string) => structuredClone(rows.get(id) ?? null)),
    stamp: vi.fn(async (id: string) => rows.get(id)?.updatedAt ?? null),
    save: vi.fn(write),
    saveOnExit: vi.fn(write),
  };
  // public.discard_wizard_draft and the files (ADR 030, 2026-11-27).
  const eraser = {
    discardRow: vi.fn(async (id: string) => {
      if (failing) throw Object.assign(new Error("backend down"), { retryable: true });
      discarded.add(id);
      rows.delete(id);
      return true;
    }),
    removeFiles: vi.fn(async (_id: string) => {}),
  } satisfies DraftEraser;
  return {
    remote,
    rows,
    saved,
    discarded,
    eraser,
    setFailing: (value: boolean) => {
      failing = value;
    },
  };
}

function fakeEnvironment(search = "", tabSession: string | null = null) {
  const handlers: { exit?: () => void; visible?: () => void; online?: () => void } = {};
  // The tab's history entry (history.state), which survives a reload of the tab.
  let tabEntry = tabSession;
  return {
    handlers,
    dropped: vi.fn(),
    tabEntry: () => tabEntry,
    environment: {
      search: () => search,
      dropSessionParam: vi.fn(),
      lookAgainSoon: vi.fn(),
      listen: (h: typeof handlers) => {
        Object.assign(handlers, h);
        return () => {};
      },
      tabSession: {
        read: () => tabEntry,
        write: (sessionId: string | null) => {
          tabEntry = sessionId;
        },
      },
    } satisfies SessionControllerOptions["environment"],
  };
}

function setup({
  search = "",
  storage = memoryStorage(),
  /** localStorage blocked: the controller gets none. */
  noLocalStorage = false,
  remote = fakeRemote(),
  writer = LAPTOP,
  tabSession = null as string | null,
  extra = {} as Partial<SessionControllerOptions>,
} = {}) {
  const store = createWizardStore(initialWizardState(createSessionId()));
  const env = fakeEnvironment(search, tabSession);
  const notify = { restored: vi.fn(), startedOver: vi.fn(), merged: vi.fn(), linkNotFound: vi.fn() };
  const controller = new WizardSessionController({
    store,
    remote: remote.remote,
    storage: noLocalStorage ? null : storage,
    environment: env.environment,
    notify,
    now: () => Date.now(),
    writer,
    saver: { isOnline: () => true },
    // The deletion for real, on the fake server.
    deleteDraft: (id) => createDraftDeletion(remote.eraser).delete(id),
    ...extra,
  });
  controller.attach();
  return { store, controller, storage, remote, env, notify };
}

/** The laptop tab saved "Laptop"; then the phone saves `firmenname`, `laterMs` after now. */
async function laptopThenPhone(laterMs: number, firmenname = "Handy", extra: Partial<SessionControllerOptions> = {}) {
  const context = setup({ extra });
  const id = context.store.getState().sessionId;
  context.store.actions.updateFields({ firmenname: "Laptop" });
  await vi.advanceTimersByTimeAsync(1500);
  context.remote.rows.set(id, {
    ...context.remote.rows.get(id)!,
    data: { ...emptyWizardData(), firmenname },
    updatedAt: new Date(Date.now() + laterMs).toISOString(),
    writer: PHONE,
  });
  return { ...context, id };
}

function savedCopy(overrides: Partial<SessionSnapshot> = {}, syncedAt: string | null = null): string {
  const snapshot: SessionSnapshot = {
    sessionId: TEST_SESSION_ID,
    data: { ...emptyWizardData(), firmenname: "Bäckerei Sonnenschein" },
    currentStep: 3,
    completedSteps: [1, 2],
    updatedAt: new Date(START - 60_000).toISOString(),
    pendingUploads: [],
    ...overrides,
  };
  return JSON.stringify(toLocalCopy(snapshot, syncedAt, START - 60_000));
}

/** The laptop's saved row that a ?session= link opens: at step 4, an image still uploading. */
function linkedRow(overrides: Partial<RemoteCopy> = {}): RemoteCopy {
  return {
    sessionId: TEST_SESSION_ID,
    data: { ...emptyWizardData(), firmenname: "Vom Laptop" },
    currentStep: 4,
    completedSteps: [1, 2, 3],
    updatedAt: new Date(START - 1000).toISOString(),
    pendingUploads: [{ kind: "images", fileName: "gross.jpg" }],
    writer: LAPTOP,
    ...overrides,
  };
}

/** The snapshot a stored local copy holds. */
function snapshotFrom(copy: Record<string, unknown>): SessionSnapshot {
  return {
    sessionId: copy.id as string,
    data: copy.data as SessionSnapshot["data"],
    currentStep: copy.currentStep as SessionSnapshot["currentStep"],
    completedSteps: copy.completedSteps as SessionSnapshot["completedSteps"],
    updatedAt: copy.lastUpdate as string,
    pendingUploads: [],
  };
}

/** A draft of another session on this device (`firmenname`), written `agoMs` before START by `writer`. */
function otherDraft(storage: ReturnType<typeof memoryStorage>, firmenname: string, agoMs: number, writer?: string) {
  const id = createSessionId(START - 86_400_000);
  const snapshot = { sessionId: id, data: { ...emptyWizardData(), firmenname } };
  storage.seed(JSON.stringify({ ...JSON.parse(savedCopy(snapshot)), timestamp: START - agoMs, writer }));
  return id;
}

describe("WizardSessionController", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("starts a fresh session when nothing is stored, and stores nothing while the form is empty", async () => {
    const { controller, store, storage, remote } = setup();
    expect(controller.getView().phase).toBe("active");
    store.actions.updateFields({ plz: "12345" });
    expect(storage.copy()).toMatchObject({ id: store.getState().sessionId, isActive: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(remote.saved).toHaveLength(0);
  });

  /** A draft saved once; then `meanwhile` runs while storage is full (the database still takes every save). */
  async function savedThenStorageFull(meanwhile: (first: ReturnType<typeof setup>) => Promise<void>) {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const first = setup({ storage, remote });
    const id = first.store.getState().sessionId;
    first.store.actions.updateFields({ firmenname: "Bäckerei Sonnenschein" });
    await vi.advanceTimersByTimeAsync(1600);
    await meanwhile(first);
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    vi.spyOn(console, "warn").mockImplementation(() => {});
    return {
      storage,
      remote,
      first,
      id,
      /** Storage has room again; the tab is closed. */
      reload: () => {
        storage.setItem = setItem;
        first.controller.stop();
        return setup({ storage, remote });
      },
    };
  }

  it("after a reload, takes up its own later work from the database that a full storage kept out of the local copy", async () => {
    const { remote, first, id, reload } = await savedThenStorageFull(async () => {});
    first.store.actions.updateFields({ ort: "Freiburg", leistungen: "Brot, Torten, Catering" });
    first.store.actions.completeStep(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(remote.rows.get(id)!.data.ort).toBe("Freiburg");

    // Reloaded (same tab, same writer id): the stale copy is offered and resumed.
    const reloaded = reload();
    reloaded.controller.resume(id);
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.store.getState().data).toMatchObject({ ort: "Freiburg", leistungen: "Brot, Torten, Catering" });
    expect(reloaded.store.getState().currentStep).toBe(2);
    reloaded.store.actions.updateFields({ plz: "79098" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(remote.rows.get(id)!.data).toMatchObject({ ort: "Freiburg", plz: "79098" });
  });

  it("after a reload, a copy with an unsaved change does not overwrite the later work the full storage kept out of it", async () => {
    // A small change reaches the local copy, but not its save's confirmation: then a long
    // paste no longer fits into storage, while the database gets everything.
    const { storage, remote, first, id, reload } = await savedThenStorageFull(async (tab) => {
      tab.store.actions.updateFields({ ort: "Freiburg" });
    });
    first.store.actions.updateFields({ leistungen: "Brot ".repeat(1000), hauptbotschaft: "Frisch gebacken" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(remote.rows.get(id)!.data).toMatchObject({ ort: "Freiburg", hauptbotschaft: "Frisch gebacken" });
    expect(storage.copy(id)).toMatchObject({ data: { ort: "Freiburg", hauptbotschaft: "" } });

    // Reloaded (same tab): the stale copy is resumed, and the database's later row wins.
    const reloaded = reload();
    reloaded.controller.resume(id);
    await vi.advanceTimersByTimeAsync(3000);
    expect(reloaded.store.getState().data).toMatchObject({ hauptbotschaft: "Frisch gebacken" });
    expect(remote.rows.get(id)!.data).toMatchObject({ hauptbotschaft: "Frisch gebacken" });
  });

  it("writes every change to the local copy at once and coalesces database writes", async () => {
    const { store, storage, remote } = setup();
    for (const text of ["B", "Bä", "Bäc", "Bäck"]) {
      store.actions.updateFields({ firmenname: text });
      expect((storage.copy()!.data as { firmenname: string }).firmenname).toBe(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(remote.saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.saved.map((s) => s.data.firmenname)).toEqual(["Bäck"]);
    expect(storage.copy()!.syncedAt).toBe(remote.saved[0]!.updatedAt);
  });

  it("saves at once on a step change", async () => {
    const { store, remote } = setup();
    store.actions.updateFields({ firmenname: "X" });
    store.actions.completeStep(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.saved.map((s) => s.currentStep)).toEqual([2]);
  });

  it("sends the unsaved change when the page is hidden or closed", async () => {
    const { store, remote, env } = setup();
    store.actions.updateFields({ firmenname: "Letzte Eingabe" });
    env.handlers.exit!();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.remote.saveOnExit).toHaveBeenCalledOnce();
    expect(remote.rows.get(store.getState().sessionId)!.data.firmenname).toBe("Letzte Eingabe");
  });

  it("offers a valid local copy; Fortsetzen restores data, step and id", async () => {
    const storage = memoryStorage();
    storage.seed(savedCopy());
    const { controller, store, notify, remote } = setup({ storage });
    expect(controller.getView()).toMatchObject({ phase: "offer-resume", resumeCandidates: [{ id: TEST_SESSION_ID }] });
    controller.resume();
    expect(store.getState()).toMatchObject({ sessionId: TEST_SESSION_ID, currentStep: 3, completedSteps: [1, 2] });
    expect(store.getState().data.firmenname).toBe("Bäckerei Sonnenschein");
    expect(notify.restored).toHaveBeenCalledOnce();
    // The copy never reached the database: it is sent now.
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.get(TEST_SESSION_ID)?.data.firmenname).toBe("Bäckerei Sonnenschein");
  });

  it("Neu starten drops the stored copy and keeps the fresh session", () => {
    const storage = memoryStorage();
    storage.seed(savedCopy());
    const { controller, store, notify } = setup({ storage });
    const freshId = store.getState().sessionId;
    controller.startOver();
    expect(controller.getView().phase).toBe("active");
    expect(storage.copy()).toBeNull();
    expect(store.getState().sessionId).toBe(freshId);
    expect(notify.startedOver).toHaveBeenCalledOnce();
  });

  it("Neu starten can be taken back from its toast while the new form is untouched", () => {
    const storage = memoryStorage();
    storage.seed(savedCopy());
    const { controller, store, notify } = setup({ storage });
    controller.startOver();
    const undo = vi.mocked(notify.startedOver).mock.calls[0]![0];
    undo();
    expect(controller.getView().phase).toBe("active");
    expect(store.getState()).toMatchObject({ sessionId: TEST_SESSION_ID, currentStep: 3 });
    expect(store.getState().data.firmenname).toBe("Bäckerei Sonnenschein");
    expect(storage.copy()).not.toBeNull();
    expect(notify.restored).toHaveBeenCalledOnce();

    // Once the visitor typed into the new form, the old draft stays gone.
    const later = setup({ storage });
    expect(later.controller.getView().phase).toBe("offer-resume");
    later.controller.startOver();
    later.store.actions.updateFields({ firmenname: "Neu GmbH" });
    vi.mocked(later.notify.startedOver).mock.calls[0]![0]();
    expect(later.store.getState().data.firmenname).toBe("Neu GmbH");
    expect(later.controller.getView().phase).toBe("active");
  });

  it("does not offer an empty copy", () => {
    const storage = memoryStorage();
    storage.seed(savedCopy({ data: emptyWizardData(), currentStep: 1, completedSteps: [] }));
    expect(setup({ storage }).controller.getView().phase).toBe("active");
    expect(storage.copy()).toBeNull();
  });

  it("asks no more for a file to pick again once it is in its list", async () => {
    const remote = fakeRemote();
    remote.rows.set(
      TEST_SESSION_ID,
      linkedRow({
        pendingUploads: [
          { kind: "images", fileName: "gross.jpg" },
          { kind: "texts", fileName: "gross.jpg" },
        ],
      }),
    );
    const { controller, store } = setup({ search: `?session=${TEST_SESSION_ID}`, remote, writer: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    const file = { id: "b1", url: "https://x.de/b.jpg", size: 1, mimeType: "image/jpeg", path: "p" };
    store.actions.updateFields({ uploaded_images: [{ ...file, fileName: "anderes.jpg" }] });
    expect(controller.getView().pendingElsewhere).toHaveLength(2);
    store.actions.updateFields({ uploaded_images: [{ ...file, fileName: "gross.jpg" }] });
    // The image is there again; the text of the same name is still missing.
    expect(controller.getView().pendingElsewhere).toEqual([{ kind: "texts", fileName: "gross.jpg" }]);
  });

  it("drops the notice of files still uploading elsewhere once that device has finished them", async () => {
    const remote = fakeRemote();
    remote.rows.set(TEST_SESSION_ID, linkedRow());
    const { controller, env } = setup({ search: `?session=${TEST_SESSION_ID}`, remote, writer: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().pendingElsewhere).toEqual([{ kind: "images", fileName: "gross.jpg" }]);
    // The laptop finished the upload and saved: its row lists the image, no upload is running.
    const done = {
      id: "bild-1",
      fileName: "gross.jpg",
      url: "https://cdn.test/gross.jpg",
      size: 1000,
      mimeType: "image/jpeg",
      path: "uploads/x/gross.jpg",
    };
    remote.rows.set(
      TEST_SESSION_ID,
      linkedRow({
        data: { ...emptyWizardData(), firmenname: "Vom Laptop", bilder_status: "upload", uploaded_images: [done] },
        pendingUploads: [],
        updatedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    );
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().pendingElsewhere).toEqual([]);
  });

  it("after loading a link, looks again soon and takes over the other device's last keys, saved meanwhile", async () => {
    const remote = fakeRemote();
    remote.rows.set(TEST_SESSION_ID, linkedRow({ pendingUploads: [] }));
    const { store, env, notify } = setup({ search: `?session=${TEST_SESSION_ID}`, remote, writer: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().data.firmenname).toBe("Vom Laptop");
    expect(env.environment.lookAgainSoon).toHaveBeenCalledOnce();

    // The laptop's pause write lands after the phone read the row.
    remote.rows.set(
      TEST_SESSION_ID,
      linkedRow({
        pendingUploads: [],
        data: { ...emptyWizardData(), firmenname: "Vom Laptop, letzte Tasten" },
        updatedAt: new Date(Date.now()).toISOString(),
      }),
    );
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().data.firmenname).toBe("Vom Laptop, letzte Tasten");
    expect(notify.merged).toHaveBeenCalledOnce();
  });

  it("loads a ?session= link from the database, copies it locally and drops the parameter", async () => {
    const remote = fakeRemote();
    const linked = linkedRow();
    remote.rows.set(TEST_SESSION_ID, linked);
    const { controller, store, storage, env, notify } = setup({
      search: `?session=${TEST_SESSION_ID}`,
      remote,
      writer: PHONE,
    });
    expect(controller.getView().phase).toBe("loading-link");
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView()).toMatchObject({ phase: "active", pendingElsewhere: linked.pendingUploads });
    expect(store.getState()).toMatchObject({ sessionId: TEST_SESSION_ID, currentStep: 4 });
    expect(storage.copy()).toMatchObject({ id: TEST_SESSION_ID, syncedAt: linked.updatedAt });
    expect(env.environment.dropSessionParam).toHaveBeenCalledOnce();
    expect(notify.restored).toHaveBeenCalledOnce();
    // Loading is not a change: nothing is written back.
    await vi.advanceTimersByTimeAsync(5000);
    expect(remote.saved).toHaveLength(0);
  });

  it("leaves the draft of another session on this device when a link is opened, and offers both next time", async () => {
    const remote = fakeRemote();
    remote.rows.set(TEST_SESSION_ID, {
      ...snapshotFrom(JSON.parse(savedCopy()) as Record<string, unknown>),
      writer: PHONE,
    });
    const storage = memoryStorage();
    const otherId = otherDraft(storage, "Entwurf von gestern", 3_600_000);
    const { store } = setup({ search: `?session=${TEST_SESSION_ID}`, storage, remote });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().sessionId).toBe(TEST_SESSION_ID);
    expect(storage.copy(otherId)).toMatchObject({ data: { firmenname: "Entwurf von gestern" } });
    expect(storage.copy(TEST_SESSION_ID)).toMatchObject({ data: { firmenname: "Bäckerei Sonnenschein" } });
    // A later visit in a new tab: the link's session (written last) first, then the other draft.
    const later = setup({ storage, remote, writer: PHONE });
    expect(later.controller.getView().resumeCandidates.map((copy) => copy.id)).toEqual([TEST_SESSION_ID, otherId]);
    later.controller.resume(otherId);
    expect(later.store.getState()).toMatchObject({ sessionId: otherId, data: { firmenname: "Entwurf von gestern" } });
  });

  it("two tabs working on two sessions keep their own local copies", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const laptop = setup({ storage, remote, writer: LAPTOP });
    const other = setup({ storage, remote, writer: PHONE });
    laptop.store.actions.updateFields({ firmenname: "Erste Firma" });
    other.store.actions.updateFields({ firmenname: "Zweite Firma" });
    laptop.store.actions.updateFields({ vorname: "Erika" });
    expect(storage.copy(laptop.store.getState().sessionId)).toMatchObject({
      data: { firmenname: "Erste Firma", vorname: "Erika" },
    });
    expect(storage.copy(other.store.getState().sessionId)).toMatchObject({ data: { firmenname: "Zweite Firma" } });
    // The second tab is reloaded: its own draft comes first, though the other tab wrote last.
    const reloaded = setup({ storage, remote, writer: PHONE });
    expect(reloaded.controller.getView().resumeCandidates.map((copy) => copy.data.firmenname)).toEqual([
      "Zweite Firma",
      "Erste Firma",
    ]);
  });

  it("Neu starten discards the offered drafts; a tab still open with one stores it again when it is left", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const open = setup({ storage, remote, writer: PHONE });
    open.store.actions.updateFields({ firmenname: "In einem anderen Tab" });
    const openId = open.store.getState().sessionId;
    const old = otherDraft(storage, "Von gestern", 86_400_000, PHONE);
    const { controller } = setup({ storage, remote });
    expect(controller.getView().resumeCandidates.map((copy) => copy.id)).toEqual([openId, old]);
    controller.startOver();
    expect(storage.copies()).toEqual([]);
    // The other tab goes on, or is hidden or closed: its draft is back.
    open.env.handlers.exit!();
    expect(storage.copy(openId)).toMatchObject({ data: { firmenname: "In einem anderen Tab" } });
  });

  it("a tab on the same session that is hidden leaves the newer copy of the other tab in place", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const first = setup({ storage, remote, writer: LAPTOP });
    first.store.actions.updateFields({ firmenname: "Alt" });
    const id = first.store.getState().sessionId;
    await vi.advanceTimersByTimeAsync(1500);
    // The same session in a second tab, which goes on typing.
    const second = setup({ storage, remote, writer: PHONE });
    second.controller.resume(id);
    second.store.actions.updateFields({ firmenname: "Neu" });
    // The first tab, still showing "Alt", is hidden.
    first.env.handlers.exit!();
    expect(storage.copy(id)).toMatchObject({ data: { firmenname: "Neu" } });
  });

  it("after resuming a copy another tab wrote, never overwrites what this tab saved before without asking", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const id = TEST_SESSION_ID;
    const base = new Date(START - 120_000).toISOString();
    // This tab (LAPTOP) saved "Neu"; the local copy holds the other tab's older "Alt" (on the older base).
    remote.rows.set(id, {
      ...snapshotFrom(JSON.parse(savedCopy()) as Record<string, unknown>),
      data: { ...emptyWizardData(), firmenname: "Neu" },
      updatedAt: new Date(START - 10_000).toISOString(),
      writer: LAPTOP,
    });
    storage.seed(
      JSON.stringify({
        ...JSON.parse(savedCopy({ data: { ...emptyWizardData(), firmenname: "Alt" } }, base)),
        writer: PHONE,
      }),
    );
    const { controller, store } = setup({ storage, remote, writer: LAPTOP });
    controller.resume();
    await vi.advanceTimersByTimeAsync(0);
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(3000);
    expect(remote.rows.get(id)!.data.firmenname).toBe("Neu");
    expect(controller.getView().newerCopy?.data.firmenname).toBe("Neu");
  });

  it("a resumed copy with unsent changes can still be merged with another device's work on other fields", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const id = TEST_SESSION_ID;
    const saved = new Date(START - 120_000).toISOString();
    const base = { ...emptyWizardData(), firmenname: "Bäckerei" };
    // Since this laptop's last save, the phone added the last name…
    remote.rows.set(id, {
      ...snapshotFrom(JSON.parse(savedCopy()) as Record<string, unknown>),
      data: { ...base, nachname: "Muster" },
      updatedAt: new Date(START - 30_000).toISOString(),
      writer: PHONE,
    });
    // …while the laptop, offline, added the first name and was closed.
    const copy = toLocalCopy(
      { ...snapshotFrom(JSON.parse(savedCopy()) as Record<string, unknown>), data: { ...base, vorname: "Erika" } },
      saved,
      START - 60_000,
      LAPTOP,
      { data: base, completedSteps: [1, 2] },
    );
    expect(copy.base).toBeDefined();
    storage.seed(JSON.stringify(copy));
    const { controller } = setup({ storage, remote, writer: LAPTOP });
    controller.resume();
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getView().newerCopy).not.toBeNull();
    expect(controller.getView().mergedCopy?.data).toMatchObject({
      firmenname: "Bäckerei",
      vorname: "Erika",
      nachname: "Muster",
    });
  });

  it("a hidden tab puts its newer state back over an older copy another tab on the same session wrote", async () => {
    const storage = memoryStorage();
    const { store, env } = setup({ storage });
    store.actions.updateFields({ firmenname: "Y" });
    const id = store.getState().sessionId;
    // Another tab on this session stored its older state (its save was confirmed after this tab's change).
    storage.seed(
      JSON.stringify({
        ...storage.copy(id),
        data: emptyWizardData(),
        lastUpdate: new Date(START - 60_000).toISOString(),
      }),
    );
    env.handlers.exit!();
    expect(storage.copy(id)).toMatchObject({ data: { firmenname: "Y" } });
  });

  it("keeps the new writer id it took after taking up another tab's copy, across a reload", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const RENEWED = "c".repeat(32);
    const id = otherDraft(storage, "Vom anderen Tab", 3_600_000, PHONE);
    const first = setup({ storage, remote, extra: { renewWriter: () => RENEWED } });
    first.controller.resume(id);
    first.store.actions.updateFields({ vorname: "Offline getippt" });
    expect(storage.copy(id)).toMatchObject({ writer: RENEWED });
    // Reloaded: the tab claims the renewed id (renewTabWriter); its draft is its own.
    const reloaded = setup({ storage, remote, writer: RENEWED });
    expect(reloaded.controller.getView().resumeCandidates[0]?.id).toBe(id);
  });

  it("Neu starten sends nothing of the discarded drafts, and deletes none of their saved drafts", async () => {
    const storage = memoryStorage();
    const remote = fakeRemote();
    const saved = otherDraft(storage, "Gespeichert", 3_600_000, PHONE);
    remote.rows.set(saved, { ...linkedRow({ sessionId: saved }), writer: PHONE });
    // Typed offline, never sent; the visitor discards it.
    const unsent = otherDraft(storage, "Offline getippt, Tab zu", 3_600_000, PHONE);
    const { controller } = setup({ storage, remote });
    controller.startOver();
    await vi.advanceTimersByTimeAsync(5000);
    expect(remote.saved).toEqual([]);
    expect(remote.rows.has(unsent)).toBe(false);
    // The saved draft stays for the visitor's other device; only a confirmed reset deletes one.
    expect(remote.rows.get(saved)?.data.firmenname).toBe("Vom Laptop");
    expect(remote.eraser.discardRow).not.toHaveBeenCalled();
  });

  it("says so when a link's saved answers cannot be fetched, and keeps the link for a reload", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const remote = fakeRemote();
    vi.mocked(remote.remote.load).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const linkLoadFailed = vi.fn();
    const { controller, env } = setup({
      search: `?session=${TEST_SESSION_ID}`,
      remote,
      extra: { notify: { restored: vi.fn(), startedOver: vi.fn(), linkLoadFailed } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(linkLoadFailed).toHaveBeenCalledOnce();
    expect(controller.getView().phase).toBe("active");
    expect(env.environment.dropSessionParam).not.toHaveBeenCalled();
  });

  it("starts fresh for an unknown or malformed link, and keeps this device's draft for the next visit", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage();
    const draft = otherDraft(storage, "Entwurf", 60_000);
    const unknown = setup({ search: `?session=${createSessionId()}`, storage });
    await vi.advanceTimersByTimeAsync(0);
    expect(unknown.controller.getView()).toMatchObject({ phase: "active", resumeCandidates: [] });
    expect(unknown.store.getState().data.firmenname).toBe("");
    expect(unknown.env.environment.dropSessionParam).toHaveBeenCalledOnce();
    const malformed = setup({ search: "?session=nope", storage });
    expect(malformed.controller.getView()).toMatchObject({ phase: "active", resumeCandidates: [] });
    expect(storage.copy(draft)).not.toBeNull();
    expect(
      setup({ storage })
        .controller.getView()
        .resumeCandidates.map(({ id }) => id),
    ).toEqual([draft]);
    expect(malformed.env.environment.dropSessionParam).toHaveBeenCalledOnce();
    expect(malformed.remote.remote.load).not.toHaveBeenCalled();
    // Each is told that the link holds nothing any more, rather than shown an empty form without a word.
    expect(unknown.notify.linkNotFound).toHaveBeenCalledOnce();
    expect(malformed.notify.linkNotFound).toHaveBeenCalledOnce();
  });

  it("sends this device's unsent changes when the link's saved copy is what they were made on", async () => {
    const remote = fakeRemote();
    const base = new Date(START - 120_000).toISOString();
    remote.rows.set(TEST_SESSION_ID, {
      sessionId: TEST_SESSION_ID,
      data: { ...emptyWizardData(), firmenname: "Alt" },
      currentStep: 2,
      completedSteps: [1],
      updatedAt: base,
      pendingUploads: [],
      writer: LAPTOP,
    });
    const storage = memoryStorage();
    storage.seed(savedCopy({ data: { ...emptyWizardData(), firmenname: "Offline getippt" } }, base));
    const { store, controller } = setup({ search: `?session=${TEST_SESSION_ID}`, storage, remote, writer: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().data.firmenname).toBe("Offline getippt");
    expect(remote.rows.get(TEST_SESSION_ID)!.data.firmenname).toBe("Offline getippt");
    expect(controller.getView().newerCopy).toBeNull();
  });

  it("asks before sending unsent changes over work another device saved since", async () => {
    const remote = fakeRemote();
    remote.rows.set(TEST_SESSION_ID, {
      sessionId: TEST_SESSION_ID,
      data: { ...emptyWizardData(), firmenname: "Vom Laptop, später" },
      currentStep: 2,
      completedSteps: [1],
      updatedAt: new Date(START - 30_000).toISOString(),
      pendingUploads: [],
      writer: LAPTOP,
    });
    const storage = memoryStorage();
    // Typed offline on the phone a minute ago, built on a copy from two minutes ago.
    storage.seed(
      savedCopy(
        { data: { ...emptyWizardData(), firmenname: "Offline getippt" } },
        new Date(START - 120_000).toISOString(),
      ),
    );
    const { store, controller } = setup({ search: `?session=${TEST_SESSION_ID}`, storage, remote, writer: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.get(TEST_SESSION_ID)!.data.firmenname).toBe("Vom Laptop, später");
    expect(controller.getView().newerCopy?.data.firmenname).toBe("Vom Laptop, später");
    controller.acceptNewer();
    expect(store.getState().data.firmenname).toBe("Vom Laptop, später");
  });

  it("takes over another device's changes at once when this tab changed nothing since", async () => {
    const { controller, store, remote, env, notify, id } = await laptopThenPhone(10_000);
    remote.rows.get(id)!.currentStep = 3;
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().newerCopy).toBeNull();
    expect(store.getState()).toMatchObject({ currentStep: 1, data: { firmenname: "Handy" } });
    expect(notify.merged).toHaveBeenCalledOnce();
    // The laptop now builds on the phone's copy: its next change is stored.
    store.actions.updateFields({ firmenname: "Handy, am Laptop ergänzt" });
    await vi.advanceTimersByTimeAsync(11_000);
    expect(remote.rows.get(id)).toMatchObject({ data: { firmenname: "Handy, am Laptop ergänzt" }, writer: LAPTOP });
  });

  it("looks at the saved row's time first: an unchanged row costs no load of the whole draft", async () => {
    const { store, remote, env } = setup();
    const id = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Laptop" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(id)?.data.firmenname).toBe("Laptop");

    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.remote.stamp).toHaveBeenCalledWith(id);
    expect(remote.remote.load).not.toHaveBeenCalled();

    // Another device saved since: now the draft is loaded, and its work taken over.
    remote.rows.set(id, {
      ...remote.rows.get(id)!,
      data: { ...emptyWizardData(), firmenname: "Handy" },
      updatedAt: new Date(Date.now() + 10_000).toISOString(),
      writer: PHONE,
    });
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.remote.load).toHaveBeenCalledOnce();
    expect(store.getState().data.firmenname).toBe("Handy");
  });

  it("before a submit, a draft already gone does not end the session: the idempotent submit tells what happened", async () => {
    // This tab's first submit stored the briefing (which deletes the draft), but its answer got lost.
    const { controller, store, remote } = setup();
    store.actions.updateFields({ firmenname: "Netz GmbH" });
    await vi.advanceTimersByTimeAsync(1500);
    const id = store.getState().sessionId;
    expect(remote.rows.has(id)).toBe(true);
    remote.rows.delete(id);

    await expect(controller.confirmLatest()).resolves.toBe("same");
    expect(controller.getView().phase).toBe("active");
    expect(controller.getView().endedElsewhere).toBeFalsy();
    expect(store.getState().data.firmenname).toBe("Netz GmbH");
  });

  it("before a submit, finds another device's newer work: taken over, offered, or nothing newer", async () => {
    // This tab changed nothing since: the phone's answers are taken over, the submit waits.
    const quiet = await laptopThenPhone(10_000);
    await expect(quiet.controller.confirmLatest()).resolves.toBe("updated");
    expect(quiet.store.getState().data.firmenname).toBe("Handy");
    await expect(quiet.controller.confirmLatest()).resolves.toBe("same");
    // Both changed the same field: the visitor decides first.
    const both = await laptopThenPhone(10_000);
    both.store.actions.updateFields({ firmenname: "Laptop, später" });
    await expect(both.controller.confirmLatest()).resolves.toBe("offered");
    expect(both.controller.getView().newerCopy).not.toBeNull();
  });

  it("asks about another device's work only once the visitor pauses typing, judging the keys typed meanwhile", async () => {
    let pause: (() => void) | undefined;
    const afterTypingPause = vi.fn((run: () => void) => {
      pause = run;
      return () => (pause = undefined);
    });
    const page = fakeEnvironment();
    const both = await laptopThenPhone(10_000, "Handy", { environment: { ...page.environment, afterTypingPause } });
    both.store.actions.updateFields({ vorname: "Erika" });
    page.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(afterTypingPause).toHaveBeenCalledOnce();
    expect(both.controller.getView().newerCopy).toBeNull();
    // Typed on before the pause: the question includes it.
    both.store.actions.updateFields({ nachname: "Muster" });
    pause!();
    expect(both.controller.getView().newerCopy?.data.firmenname).toBe("Handy");
    expect(both.controller.getView().mergedCopy?.data).toMatchObject({
      firmenname: "Handy",
      vorname: "Erika",
      nachname: "Muster",
    });
    // Before a submit it asks at once.
    const submitting = await laptopThenPhone(10_000, "Handy", {
      environment: { ...fakeEnvironment().environment, afterTypingPause: () => () => undefined },
    });
    submitting.store.actions.updateFields({ firmenname: "Laptop, später" });
    await expect(submitting.controller.confirmLatest()).resolves.toBe("offered");
  });

  it("after Fortsetzen, takes over another device's work on a copy it had saved", async () => {
    const remote = fakeRemote();
    const savedAt = new Date(START - 60_000);
    const saved = JSON.parse(savedCopy({}, null)) as Record<string, unknown>;
    // The database answers in its own notation: the same instant, written differently.
    const stored = { ...saved, syncedAt: savedAt.toISOString().replace("Z", "+00:00") };
    const storage = memoryStorage();
    storage.seed(JSON.stringify(stored));
    const row = snapshotFrom(saved);
    remote.rows.set(TEST_SESSION_ID, {
      ...row,
      data: { ...row.data, vorname: "Vom Handy" },
      updatedAt: new Date(START - 1000).toISOString(),
      writer: PHONE,
    });
    const { controller, store, notify } = setup({ storage, remote });
    controller.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().newerCopy).toBeNull();
    expect(store.getState().data).toMatchObject({ firmenname: "Bäckerei Sonnenschein", vorname: "Vom Handy" });
    expect(notify.merged).toHaveBeenCalledOnce();
  });

  it("after Fortsetzen of a copy whose last save went unanswered, still saves (a refusal means a row exists)", async () => {
    const remote = fakeRemote();
    const storage = memoryStorage();
    storage.seed(savedCopy({}, null));
    // The closing tab's keepalive save landed; its answer never arrived.
    const saved = snapshotFrom(JSON.parse(savedCopy({}, null)) as Record<string, unknown>);
    remote.rows.set(TEST_SESSION_ID, { ...saved, writer: PHONE });
    const { controller, store } = setup({ storage, remote });
    controller.resume();
    await vi.advanceTimersByTimeAsync(0);
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(TEST_SESSION_ID)).toMatchObject({ data: { vorname: "Erika" }, writer: LAPTOP });
    expect(controller.getView().newerCopy).toBeNull();
  });

  it("does not count a move between steps on the other device as work to take over or ask about", async () => {
    const { controller, store, remote, env, notify, id } = await laptopThenPhone(10_000, "Laptop");
    remote.rows.get(id)!.currentStep = 2;
    const writes = remote.saved.length;
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.saved).toHaveLength(writes);
    expect(notify.merged).not.toHaveBeenCalled();
    // The laptop types: its save is stored without a question.
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(controller.getView().newerCopy).toBeNull();
    expect(remote.rows.get(id)).toMatchObject({ data: { vorname: "Erika" }, writer: LAPTOP });
  });

  it("takes over the steps the other device completed when it changed no answer", async () => {
    const { controller, store, remote, id } = await laptopThenPhone(100, "Laptop");
    remote.rows.get(id)!.completedSteps = [1, 2];
    remote.rows.get(id)!.currentStep = 3;
    await vi.advanceTimersByTimeAsync(1000);
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(controller.getView().newerCopy).toBeNull();
    expect(store.getState()).toMatchObject({ currentStep: 1, completedSteps: [1, 2] });
    expect(remote.rows.get(id)).toMatchObject({ completedSteps: [1, 2], data: { vorname: "Erika" }, writer: LAPTOP });
  });

  it("after taking over only completed steps, its local copy is that row, base and all", async () => {
    const { env, remote, storage, id } = await laptopThenPhone(100, "Laptop");
    remote.rows.get(id)!.completedSteps = [1, 2];
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    const copy = storage.copy()!;
    expect(copy).toMatchObject({ completedSteps: [1, 2], syncedAt: remote.rows.get(id)!.updatedAt });
    expect(copy.lastUpdate).toBe(copy.syncedAt);
  });

  it("merges anew what changed while the dialog was open, and asks plainly once the merge no longer fits", async () => {
    const { controller, store, remote, id } = await laptopThenPhone(100);
    remote.rows.set(id, { ...remote.rows.get(id)!, data: { ...remote.rows.get(id)!.data, nachname: "Handy" } });
    await vi.advanceTimersByTimeAsync(1000);
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(controller.getView().mergedCopy).not.toBeNull();
    // Typed behind the dialog (an upload finishing does the same): kept by the merge.
    store.actions.updateFields({ telefon: "030 1234567" });
    controller.acceptMerged();
    expect(store.getState().data).toMatchObject({ firmenname: "Handy", vorname: "Erika", telefon: "030 1234567" });

    const other = await laptopThenPhone(100);
    await vi.advanceTimersByTimeAsync(1000);
    other.store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(1500);
    other.store.actions.updateFields({ firmenname: "Laptop 3" });
    other.controller.acceptMerged();
    expect(other.controller.getView()).toMatchObject({
      newerCopy: { data: { firmenname: "Handy" } },
      mergedCopy: null,
    });
    expect(other.store.getState().data.firmenname).toBe("Laptop 3");
  });

  it("takes the server's stamp for a stored copy, so a clock running ahead leaves nothing looking unsent", async () => {
    const remote = fakeRemote({ serverBehindMs: 5_000 });
    const { store, storage } = setup({ remote });
    store.actions.updateFields({ firmenname: "Laptop" });
    await vi.advanceTimersByTimeAsync(1500);
    const copy = storage.copy()!;
    expect(copy.syncedAt).toBe(remote.rows.get(store.getState().sessionId)!.updatedAt);
    expect(copy.lastUpdate).toBe(copy.syncedAt);
  });

  it("tells the uploads about every state it puts into the store from outside", async () => {
    const onStateReplaced = vi.fn();
    const { env, id } = await laptopThenPhone(10_000, "Handy", { onStateReplaced });
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(onStateReplaced).toHaveBeenCalledWith(
      expect.objectContaining({ sessionId: id, data: expect.objectContaining({ firmenname: "Handy" }) }),
    );
  });

  it("asks when both changed the same field, and loads the other copy on request", async () => {
    const { controller, store, env } = await laptopThenPhone(10_000);
    store.actions.updateFields({ firmenname: "Laptop 2" });
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView()).toMatchObject({ newerCopy: { data: { firmenname: "Handy" } }, mergedCopy: null });
    controller.acceptNewer();
    expect(store.getState().data.firmenname).toBe("Handy");
    expect(controller.getView().newerCopy).toBeNull();
  });

  it("offers to merge when both changed different fields, and then keeps both", async () => {
    const { controller, store, remote, notify, id } = await laptopThenPhone(100);
    await vi.advanceTimersByTimeAsync(1000);
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(id)).toMatchObject({ data: { firmenname: "Handy", vorname: "" }, writer: PHONE });
    expect(controller.getView().mergedCopy?.data).toMatchObject({ firmenname: "Handy", vorname: "Erika" });
    controller.acceptMerged();
    expect(store.getState().data).toMatchObject({ firmenname: "Handy", vorname: "Erika" });
    expect(notify.merged).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.get(id)).toMatchObject({ data: { firmenname: "Handy", vorname: "Erika" }, writer: LAPTOP });
  });

  it("never overwrites another device's work it has not seen, even with a newer change", async () => {
    // The phone took over by QR code and saved; the laptop tab stayed open.
    const { controller, store, remote, id } = await laptopThenPhone(100);
    await vi.advanceTimersByTimeAsync(1000);
    // A keystroke on the laptop, later than the phone's save.
    store.actions.updateFields({ firmenname: "Laptop 2" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(id)!.data.firmenname).toBe("Handy");
    expect(controller.getView().newerCopy?.data.firmenname).toBe("Handy");
    // The visitor decides: this tab's state wins, over the phone's copy it has now seen.
    controller.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.get(id)).toMatchObject({ data: { firmenname: "Laptop 2" }, writer: LAPTOP });
  });

  it("notices a newer copy when its own save is refused as older, and can keep its own", async () => {
    const { controller, store, remote, id } = await laptopThenPhone(60_000);
    store.actions.updateFields({ firmenname: "Laptop 2" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(controller.getView().newerCopy?.data.firmenname).toBe("Handy");
    controller.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.get(id)!.data.firmenname).toBe("Laptop 2");
  });

  it("takes a newer saved copy of its own or with the same content as its base, without asking", async () => {
    const { controller, store, remote, storage, env } = setup();
    const id = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Laptop" });
    await vi.advanceTimersByTimeAsync(1500);
    // Saved by this tab, but the answer got lost: the base did not move.
    const lostAnswer = new Date(Date.now() + 50).toISOString();
    remote.rows.set(id, { ...remote.rows.get(id)!, updatedAt: lostAnswer });
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().newerCopy).toBeNull();
    expect(storage.copy()).toMatchObject({ syncedAt: lostAnswer });
    // Another tab saved what this one shows (a reload's last save landing late).
    const same = new Date(Date.now() + 100).toISOString();
    remote.rows.set(id, { ...remote.rows.get(id)!, updatedAt: same, writer: PHONE });
    env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().newerCopy).toBeNull();
    store.actions.updateFields({ firmenname: "Laptop 2" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(id)).toMatchObject({ data: { firmenname: "Laptop 2" }, writer: LAPTOP });
  });

  it("sends its state again, stamped anew, when a save was refused only for its time", async () => {
    const { controller, store, remote } = setup();
    const id = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Laptop" });
    await vi.advanceTimersByTimeAsync(1500);
    // This tab's own row, stamped later than its clock says now (its answer was lost).
    remote.rows.set(id, { ...remote.rows.get(id)!, updatedAt: new Date(Date.now() + 10_000).toISOString() });
    store.actions.updateFields({ firmenname: "Laptop 2" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(id)!.data.firmenname).toBe("Laptop 2");
    expect(controller.getView().newerCopy).toBeNull();
  });

  it("retries while the backend is down and catches up afterwards (nothing lost)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { store, remote } = setup();
    remote.setFailing(true);
    for (const text of ["A", "AB", "ABC"]) {
      store.actions.updateFields({ firmenname: text });
      await vi.advanceTimersByTimeAsync(1600);
    }
    expect(warn).toHaveBeenCalled();
    remote.setFailing(false);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(remote.rows.get(store.getState().sessionId)!.data.firmenname).toBe("ABC");
  });

  it("reset clears the local copy and starts a new session that is saved under the new id", async () => {
    const { store, storage, remote } = setup();
    const oldId = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Alt" });
    await vi.advanceTimersByTimeAsync(1500);
    store.actions.reset();
    expect(storage.copy()).toBeNull();
    const newId = store.getState().sessionId;
    expect(newId).not.toBe(oldId);
    store.actions.updateFields({ firmenname: "Neu" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(newId)!.data.firmenname).toBe("Neu");
    expect(remote.rows.get(oldId)!.data.firmenname).toBe("Alt");
  });

  it("a confirmed reset deletes the old session's draft and files on the server, after the local reset", async () => {
    const { controller, store, storage, remote } = setup();
    const oldId = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Alt" });
    await vi.advanceTimersByTimeAsync(1600);
    expect(remote.rows.has(oldId)).toBe(true);
    // The reset dialog: the store starts afresh, then the server copy goes.
    store.actions.reset();
    expect(storage.copy(oldId)).toBeNull();
    controller.discardDraft(oldId);
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.eraser.discardRow).toHaveBeenCalledWith(oldId);
    expect(remote.eraser.removeFiles).toHaveBeenCalledWith(oldId);
    expect(remote.rows.has(oldId)).toBe(false);
    // The new session saves as usual.
    const newId = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Neu" });
    await vi.advanceTimersByTimeAsync(1600);
    expect(remote.rows.get(newId)!.data.firmenname).toBe("Neu");
  });

  it("never deletes the session the tab is working on", async () => {
    const { controller, store, remote } = setup();
    store.actions.updateFields({ firmenname: "Bleibt" });
    await vi.advanceTimersByTimeAsync(1600);
    controller.discardDraft(store.getState().sessionId);
    await vi.advanceTimersByTimeAsync(1000);
    expect(remote.eraser.discardRow).not.toHaveBeenCalled();
    expect(remote.rows.get(store.getState().sessionId)!.data.firmenname).toBe("Bleibt");
  });

  it("a save of the old session still on its way, or the page being left, does not bring the reset draft back", async () => {
    const remote = fakeRemote();
    const { controller, store, env } = setup({ remote });
    const oldId = store.getState().sessionId;
    store.actions.updateFields({ firmenname: "Alt" });
    await vi.advanceTimersByTimeAsync(1600);
    // A change whose save is still on its way when the visitor resets.
    let answer = () => {};
    vi.mocked(remote.remote.save).mockImplementationOnce(
      (snapshot) =>
        new Promise<SaveOutcome>((resolve) => {
          // The server handles it only now, after the discard: the guard skips it.
          answer = () =>
            resolve(
              remote.discarded.has(snapshot.sessionId)
                ? { stored: false, updatedAt: null }
                : { stored: true, updatedAt: snapshot.updatedAt },
            );
        }),
    );
    store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(500);
    expect(remote.remote.save).toHaveBeenCalledTimes(2);
    store.actions.updateFields({ nachname: "Noch nicht gesendet" });
    store.actions.reset();
    controller.discardDraft(oldId);
    // The deletion does not wait for the save (the server refuses it once the session is marked).
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.has(oldId)).toBe(false);
    answer();
    env.handlers.exit!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(remote.rows.has(oldId)).toBe(false);
    // Nothing of the old session was sent after the reset: not the pending change, not on exit.
    expect(remote.saved.filter((snapshot) => snapshot.sessionId === oldId)).toHaveLength(1);
    expect(remote.remote.saveOnExit).not.toHaveBeenCalled();
    expect(remote.remote.load).not.toHaveBeenCalledWith(oldId);
  });

  it("without localStorage, the tab's history entry names the saved session, and a reload loads it from the database", async () => {
    const first = setup({ noLocalStorage: true });
    const { sessionId } = first.store.getState();
    first.store.actions.updateFields({ firmenname: "Bäckerei Kahl" });
    expect(first.env.tabEntry()).toBeNull();
    await vi.advanceTimersByTimeAsync(1500);
    expect(first.remote.saved).toHaveLength(1);
    expect(first.env.tabEntry()).toBe(sessionId);

    // The same tab reloaded: no local copy, no ?session= in the address.
    const reloaded = setup({ noLocalStorage: true, remote: first.remote, tabSession: sessionId });
    expect(reloaded.controller.getView().phase).toBe("loading-link");
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.controller.getView().phase).toBe("active");
    expect(reloaded.store.getState()).toMatchObject({ sessionId, data: { firmenname: "Bäckerei Kahl" } });
    expect(reloaded.notify.restored).toHaveBeenCalledOnce();
    expect(reloaded.env.environment.dropSessionParam).not.toHaveBeenCalled();
  });

  it("without localStorage, a remembered session that is gone starts fresh and is forgotten", async () => {
    const gone = createSessionId();
    const { controller, store, env, notify } = setup({ noLocalStorage: true, tabSession: gone });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().phase).toBe("active");
    expect(store.getState().sessionId).not.toBe(gone);
    expect(env.tabEntry()).toBeNull();
    expect(notify.restored).not.toHaveBeenCalled();
    // No link was followed: a reload of a tab whose draft went says nothing about links.
    expect(notify.linkNotFound).not.toHaveBeenCalled();
  });

  it("with localStorage, the local copy decides and the history entry is not read", async () => {
    const remote = fakeRemote();
    const { controller } = setup({ remote, tabSession: createSessionId() });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getView().phase).toBe("active");
    expect(remote.remote.load).not.toHaveBeenCalled();
  });

  it("after a submitted briefing, a reload of the tab without localStorage does not bring the session back", async () => {
    const { controller, store, env } = setup({ noLocalStorage: true });
    store.actions.updateFields({ firmenname: "Fertig" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(env.tabEntry()).toBe(store.getState().sessionId);
    controller.finish();
    expect(env.tabEntry()).toBeNull();
  });

  it("after a submitted briefing clears the local copy and never saves again", async () => {
    const { controller, store, storage, remote, env } = setup();
    store.actions.updateFields({ firmenname: "Fertig" });
    controller.finish();
    expect(storage.copy()).toBeNull();
    store.actions.updateFields({ firmenname: "Spät" });
    env.handlers.exit?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(remote.saved).toHaveLength(0);
    expect(storage.copy()).toBeNull();
    expect(controller.getView().phase).toBe("finished");
  });

  it("the browser's note of an unfinished upload goes with its draft: after a reset, a sent briefing, or when no draft of it is kept", async () => {
    const noteOf = async (sessionId: string) =>
      `tus::wizard-tus|konfigurator-bilder|uploads/${await sessionFolder(sessionId)}|foto.jpg|image/jpeg|26214400|1::1`;
    const seedNote = async (storage: ReturnType<typeof memoryStorage>, sessionId: string) => {
      const key = await noteOf(sessionId);
      storage.setItem(key, JSON.stringify({ creationTime: new Date(Date.now() - 60_000).toString() }));
      return key;
    };
    const storage = memoryStorage();
    const draft = otherDraft(storage, "Entwurf", 60_000);
    const draftNote = await seedNote(storage, draft);
    const strayNote = await seedNote(storage, createSessionId(START - 86_400_000));
    // On load: the note of a draft kept here stays, one whose draft is gone does not. (The
    // session folder's hash is computed by the platform, outside the fake timers.)
    const { controller, store } = setup({ storage });
    await vi.waitFor(() => expect(storage.getItem(strayNote)).toBeNull());
    expect(storage.getItem(draftNote)).not.toBeNull();
    // Reset: the old session's note goes, the new session's stays.
    controller.startOver();
    store.actions.updateFields({ firmenname: "Alt" });
    const oldNote = await seedNote(storage, store.getState().sessionId);
    store.actions.reset();
    const newNote = await seedNote(storage, store.getState().sessionId);
    await vi.waitFor(() => expect(storage.getItem(oldNote)).toBeNull());
    expect(storage.getItem(newNote)).not.toBeNull();
    // Sent: its note goes too.
    controller.finish();
    await vi.waitFor(() => expect(storage.getItem(newNote)).toBeNull());
  });

  it("a second tab on a session sent elsewhere stops saving, says so, and its draft does not come back", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage();
    const remote = fakeRemote();
    const sentElsewhere = vi.fn();
    const notify = { restored: vi.fn(), startedOver: vi.fn(), sentElsewhere };
    const tab = setup({ storage, remote, extra: { notify } });
    const id = tab.store.getState().sessionId;
    tab.store.actions.updateFields({ firmenname: "Bäckerei Sonnenschein" });
    await vi.advanceTimersByTimeAsync(1600);
    // Another tab sends the briefing: the server removes the saved session, that tab its local copy.
    remote.rows.delete(id);
    storage.removeItem(localCopyKey(id));
    tab.env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(0);
    expect(sentElsewhere).toHaveBeenCalledOnce();
    expect(tab.controller.getView().phase).toBe("finished");
    tab.store.actions.updateFields({ firmenname: "Noch getippt" });
    tab.env.handlers.exit!();
    await vi.advanceTimersByTimeAsync(5000);
    expect(remote.rows.has(id)).toBe(false);
    expect(storage.copy(id)).toBeNull();

    // The notice stays, and its button carries what this tab shows on as a new request, files left behind.
    expect(tab.controller.getView().endedElsewhere).toBe(true);
    tab.controller.continueAsNew();
    const renewed = tab.store.getState();
    expect(renewed.sessionId).not.toBe(id);
    expect(renewed.data).toMatchObject({ firmenname: "Noch getippt", uploaded_images: [], logo_file_url: "" });
    expect(tab.controller.getView()).toMatchObject({ phase: "active", endedElsewhere: false });
    tab.store.actions.updateFields({ ort: "Berlin" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(remote.rows.get(renewed.sessionId)?.data).toMatchObject({ firmenname: "Noch getippt", ort: "Berlin" });
    expect(storage.copy(renewed.sessionId)).not.toBeNull();
  });

  it("after its own send with the answer lost, a gone row is left to the next send, not called sent elsewhere", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const remote = fakeRemote();
    const sentElsewhere = vi.fn();
    const notify = { restored: vi.fn(), startedOver: vi.fn(), sentElsewhere };
    const tab = setup({ remote, extra: { notify } });
    const id = tab.store.getState().sessionId;
    tab.store.actions.updateFields({ firmenname: "Bäckerei Sonnenschein" });
    await vi.advanceTimersByTimeAsync(1600);
    await expect(tab.controller.confirmLatest()).resolves.toBe("same");
    // The briefing was stored (which removes the draft), but its answer never arrived: the summary
    // shows the error, and the tab's routine look finds no row.
    remote.rows.delete(id);
    tab.env.handlers.visible!();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sentElsewhere).not.toHaveBeenCalled();
    expect(tab.controller.getView().phase).toBe("active");
    expect(tab.controller.getView().endedElsewhere).toBeFalsy();
  });

  it("a second tab on a session reset elsewhere stops saving, and the draft does not come back", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage();
    const remote = fakeRemote();
    const tab = setup({ storage, remote });
    const id = tab.store.getState().sessionId;
    tab.store.actions.updateFields({ firmenname: "Bäckerei Sonnenschein" });
    await vi.advanceTimersByTimeAsync(1600);
    // The other tab or device resets: the server deletes the draft and marks the session.
    await remote.eraser.discardRow(id);
    storage.removeItem(localCopyKey(id));
    // This tab's next change is refused (no discarded draft is created again); it looks and stops.
    tab.store.actions.updateFields({ vorname: "Erika" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(tab.controller.getView().phase).toBe("finished");
    tab.env.handlers.exit!();
    await vi.advanceTimersByTimeAsync(5000);
    expect(remote.rows.has(id)).toBe(false);
    expect(storage.copy(id)).toBeNull();
  });

  it("saves an empty session on request, so a link shown for another device works", async () => {
    const { controller, store, remote } = setup();
    const saved = controller.saveNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.rows.has(store.getState().sessionId)).toBe(true);
    await expect(saved).resolves.toBe(true);
  });

  it("says when the save asked for cannot get through (offline)", async () => {
    let online = false;
    const { controller, store, remote } = setup({ extra: { saver: { isOnline: () => online } } });
    const saved = controller.saveNow();
    await vi.advanceTimersByTimeAsync(0);
    await expect(saved).resolves.toBe(false);
    expect(remote.rows.has(store.getState().sessionId)).toBe(false);
    online = true;
  });

  /** A controller whose upload widgets report `files` as pending; `notify` is their change. */
  function withPendingUploads() {
    const files = { list: [] as SessionSnapshot["pendingUploads"], notify: () => {} };
    const storage = memoryStorage();
    const remote = fakeRemote();
    const store = createWizardStore(initialWizardState(createSessionId()));
    const controller = new WizardSessionController({
      store,
      remote: remote.remote,
      storage,
      environment: fakeEnvironment().environment,
      notify: { restored: () => {}, startedOver: () => {} },
      pendingUploads: (_, onChange) => {
        files.notify = onChange;
        return { read: () => files.list, stop: () => {} };
      },
      saver: { isOnline: () => true },
    });
    controller.attach();
    store.actions.completeStep(1);
    return { files, storage, remote, store, sessionId: store.getState().sessionId };
  }

  it("records files still uploading in the saved copy", async () => {
    const { files, remote, sessionId } = withPendingUploads();
    files.list = [{ kind: "images", fileName: "gross.jpg" }];
    files.notify();
    await vi.advanceTimersByTimeAsync(1500);
    expect(remote.rows.get(sessionId)!.pendingUploads).toEqual(files.list);
  });

  it("writes the local copy once for a burst of upload starts (50 photos picked at once)", async () => {
    const { files, storage, sessionId } = withPendingUploads();
    const writes = vi.spyOn(storage, "setItem");

    for (let i = 1; i <= 50; i++) {
      files.list = [...files.list, { kind: "images", fileName: `foto-${i}.jpg` }];
      files.notify();
    }
    expect(writes).not.toHaveBeenCalled();
    await Promise.resolve();

    expect(writes.mock.calls.filter(([key]) => key === localCopyKey(sessionId))).toHaveLength(1);
    expect(storage.copy(sessionId)!.pendingUploads).toHaveLength(50);
  });
});
