import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import { memoryStorage } from "../testing/memory-storage";
import {
  clearLocalCopy,
  hasUnsyncedChanges,
  LEGACY_LOCAL_COPY_KEY,
  localCopyKey,
  LOCAL_COPY_MAX_AGE_MS,
  MAX_LOCAL_COPIES,
  parseLocalCopy,
  readLocalCopies,
  readLocalCopy,
  toLocalCopy,
  writeLocalCopy,
  type LocalCopyStorage,
} from "./local-copy";
import { createSessionId } from "./session-id";
import type { SessionSnapshot } from "./session-record";

const NOW = Date.parse("2026-11-22T10:00:00Z");

const KEY = localCopyKey(TEST_SESSION_ID);

function snapshot(overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  return {
    sessionId: TEST_SESSION_ID,
    data: { ...emptyWizardData(), firmenname: "Bäckerei Sonnenschein" },
    currentStep: 2,
    completedSteps: [1],
    updatedAt: new Date(NOW).toISOString(),
    pendingUploads: [],
    ...overrides,
  };
}

describe("local copy", () => {
  afterEach(() => vi.restoreAllMocks());

  it("has the shape of SPEC §3 plus the completed steps, and reads back what was written", () => {
    const storage = memoryStorage();
    const copy = toLocalCopy(snapshot(), null, NOW);
    writeLocalCopy(storage, copy);
    const stored = JSON.parse(storage.map.get(KEY)!);
    expect(Object.keys(stored)).toEqual(
      expect.arrayContaining(["id", "data", "currentStep", "timestamp", "lastUpdate", "isActive", "completedSteps"]),
    );
    expect(stored).toMatchObject({ id: TEST_SESSION_ID, currentStep: 2, timestamp: NOW, isActive: true });
    expect(readLocalCopy(storage, TEST_SESSION_ID, NOW + 1000)).toEqual(copy);
  });

  it("expires after 7 days and is then removed", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage();
    writeLocalCopy(storage, toLocalCopy(snapshot(), null, NOW));
    expect(readLocalCopy(storage, TEST_SESSION_ID, NOW + LOCAL_COPY_MAX_AGE_MS)).not.toBeNull();
    expect(readLocalCopies(storage, NOW + LOCAL_COPY_MAX_AGE_MS + 1)).toEqual([]);
    expect(storage.map.has(KEY)).toBe(false);
    expect(info).toHaveBeenCalledOnce();
  });

  it.each([
    ["not JSON", "{nope"],
    ["not an object", "[1,2]"],
    ["a foreign value", JSON.stringify({ theme: "dark" })],
    ["an unguessable-id check failing", JSON.stringify({ id: "session_1", data: {}, timestamp: NOW })],
    ["data missing", JSON.stringify({ id: TEST_SESSION_ID, timestamp: NOW })],
    ["no timestamp", JSON.stringify({ id: TEST_SESSION_ID, data: {} })],
  ])("discards %s with a log line and never throws", (_, raw) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const storage = memoryStorage({ [KEY]: raw });
    expect(readLocalCopies(storage, NOW)).toEqual([]);
    expect(storage.map.has(KEY)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("repairs missing list fields and fills in fields it lacks (an old copy)", () => {
    const raw = JSON.stringify({
      id: TEST_SESSION_ID,
      data: { firmenname: "Alt", seiten: null, gruendungsjahr: 1998, stil: { bad: true } },
      currentStep: 3,
      timestamp: NOW,
      lastUpdate: "2026-11-22T09:59:00.000Z",
      isActive: true,
    });
    const parsed = parseLocalCopy(raw, NOW);
    expect(parsed.status).toBe("ok");
    if (parsed.status !== "ok") return;
    const { data } = parsed.copy;
    expect(data.farben).toEqual([]);
    expect(data.custom_seiten).toEqual([]);
    expect(data.uploaded_images).toEqual([]);
    expect(data.uploaded_texts).toEqual([]);
    expect(data.seiten).toEqual(["startseite"]);
    expect(data.rechtliches).toEqual(["impressum", "datenschutz"]);
    expect(data.gruendungsjahr).toBe("1998");
    expect(data.stil).toBe("");
    expect(data.land).toBe("Deutschland");
    expect(parsed.copy.completedSteps).toEqual([]);
    expect(parsed.copy.syncedAt).toBeNull();
  });

  it("recomputes the activity rule instead of trusting the stored flag", () => {
    const raw = JSON.stringify({ id: TEST_SESSION_ID, data: {}, currentStep: 1, timestamp: NOW, isActive: true });
    const parsed = parseLocalCopy(raw, NOW);
    expect(parsed.status === "ok" && parsed.copy.isActive).toBe(false);
  });

  it("knows when changes have not reached the database", () => {
    const copy = toLocalCopy(snapshot(), null, NOW);
    expect(hasUnsyncedChanges(copy)).toBe(true);
    expect(hasUnsyncedChanges({ ...copy, syncedAt: copy.lastUpdate })).toBe(false);
    expect(hasUnsyncedChanges({ ...copy, syncedAt: "2026-11-22T09:00:00.000Z" })).toBe(true);
  });

  it("only logs when storage throws (quota, blocked storage)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken: LocalCopyStorage = {
      length: 1,
      key: () => KEY,
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readLocalCopy(broken, TEST_SESSION_ID, NOW)).toBeNull();
    warn.mockClear();
    expect(readLocalCopies(broken, NOW)).toEqual([]);
    expect(() => writeLocalCopy(broken, toLocalCopy(snapshot(), null, NOW))).not.toThrow();
    expect(() => clearLocalCopy(broken, TEST_SESSION_ID)).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it("keeps the tab that wrote the copy, and ignores a writer that is not one", () => {
    const raw = JSON.stringify(toLocalCopy(snapshot(), null, NOW, "a".repeat(32)));
    const parsed = parseLocalCopy(raw, NOW);
    expect(parsed).toMatchObject({ status: "ok", copy: { writer: "a".repeat(32) } });
    const forged = parseLocalCopy(JSON.stringify({ ...JSON.parse(raw), writer: "laptop" }), NOW);
    expect(forged.status === "ok" && forged.copy.writer).toBe(undefined);
  });

  it("keeps the saved answers it builds on only while it holds unsent changes, and reads them back", () => {
    const base = { data: { ...emptyWizardData(), firmenname: "Alt" }, completedSteps: [1] as const };
    const saved = new Date(NOW - 60_000).toISOString();
    const unsent = toLocalCopy(snapshot(), saved, NOW, undefined, { ...base, completedSteps: [1] });
    expect(unsent.base).toEqual({ ...base, completedSteps: [1] });
    const parsed = parseLocalCopy(JSON.stringify(unsent), NOW);
    expect(parsed.status === "ok" && parsed.copy.base?.data.firmenname).toBe("Alt");
    // Sent: the copy is that row, and carries no second copy of it.
    const sent = toLocalCopy(snapshot({ updatedAt: saved }), saved, NOW, undefined, { ...base, completedSteps: [1] });
    expect(sent.base).toBeUndefined();
    // A base that is no answers is dropped, not trusted.
    const broken = parseLocalCopy(JSON.stringify({ ...unsent, base: "x" }), NOW);
    expect(broken.status === "ok" && broken.copy.base).toBe(undefined);
  });

  it("keeps the copies of two sessions side by side: neither tab overwrites the other's", () => {
    const storage = memoryStorage();
    const other = createSessionId(NOW - 60_000);
    writeLocalCopy(storage, toLocalCopy(snapshot(), null, NOW - 1000));
    writeLocalCopy(
      storage,
      toLocalCopy(snapshot({ sessionId: other, data: { ...snapshot().data, firmenname: "B" } }), null, NOW),
    );
    writeLocalCopy(storage, toLocalCopy(snapshot({ data: { ...snapshot().data, firmenname: "A" } }), null, NOW + 1000));
    expect(readLocalCopies(storage, NOW + 2000).map((copy) => [copy.id, copy.data.firmenname])).toEqual([
      [TEST_SESSION_ID, "A"],
      [other, "B"],
    ]);
    clearLocalCopy(storage, TEST_SESSION_ID);
    expect(readLocalCopies(storage, NOW + 2000).map((copy) => copy.id)).toEqual([other]);
  });

  it("moves the single copy of earlier versions to its session's key", () => {
    const copy = toLocalCopy(snapshot(), null, NOW);
    const storage = memoryStorage({ [LEGACY_LOCAL_COPY_KEY]: JSON.stringify(copy) });
    expect(readLocalCopies(storage, NOW)).toEqual([copy]);
    expect([...storage.map.keys()]).toEqual([KEY]);
    // A copy already under the new key is newer than the old one: it stays.
    const newer = toLocalCopy(snapshot({ currentStep: 4 }), null, NOW + 1);
    storage.setItem(LEGACY_LOCAL_COPY_KEY, JSON.stringify(copy));
    writeLocalCopy(storage, newer);
    expect(readLocalCopy(storage, TEST_SESSION_ID, NOW + 2)).toEqual(newer);
    expect(storage.map.has(LEGACY_LOCAL_COPY_KEY)).toBe(false);
  });

  it("keeps the newer copy when the old key was written after the move (a tab of the earlier version)", () => {
    const storage = memoryStorage();
    writeLocalCopy(storage, toLocalCopy(snapshot({ currentStep: 2 }), null, NOW));
    const later = toLocalCopy(snapshot({ currentStep: 4 }), null, NOW + 5000);
    storage.setItem(LEGACY_LOCAL_COPY_KEY, JSON.stringify(later));
    expect(readLocalCopies(storage, NOW + 6000)).toEqual([later]);
    expect(storage.map.has(LEGACY_LOCAL_COPY_KEY)).toBe(false);
  });

  it("keeps the old key when the moved copy cannot be stored (storage full)", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const legacy = JSON.stringify(toLocalCopy(snapshot(), null, NOW));
    const storage = memoryStorage({ [LEGACY_LOCAL_COPY_KEY]: legacy });
    storage.setItem = () => {
      throw new DOMException("voll", "QuotaExceededError");
    };
    expect(readLocalCopies(storage, NOW)).toEqual([]);
    expect(storage.map.get(LEGACY_LOCAL_COPY_KEY)).toBe(legacy);
  });

  it("discards a copy stored under another session's key", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const storage = memoryStorage({
      [localCopyKey(createSessionId())]: JSON.stringify(toLocalCopy(snapshot(), null, NOW)),
    });
    expect(readLocalCopies(storage, NOW)).toEqual([]);
    expect(storage.map.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it(`keeps at most ${MAX_LOCAL_COPIES} drafts on a device, dropping the oldest`, () => {
    const storage = memoryStorage({ unrelated: "bleibt" });
    const ids = Array.from({ length: MAX_LOCAL_COPIES + 2 }, (_, i) => createSessionId(NOW + i));
    ids.forEach((id, i) => writeLocalCopy(storage, toLocalCopy(snapshot({ sessionId: id }), null, NOW + i)));
    const kept = readLocalCopies(storage, NOW + 100).map((copy) => copy.id);
    expect(kept).toEqual(ids.slice(2).reverse());
    expect(storage.map.has(localCopyKey(ids[0]!))).toBe(false);
    expect(storage.map.get("unrelated")).toBe("bleibt");
  });

  it("counts drafts only: an empty copy (a tab just opened) pushes none out", () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: MAX_LOCAL_COPIES }, (_, i) => createSessionId(NOW + i));
    ids.forEach((id, i) => writeLocalCopy(storage, toLocalCopy(snapshot({ sessionId: id }), null, NOW + i)));
    const empty = snapshot({
      sessionId: createSessionId(),
      data: emptyWizardData(),
      currentStep: 1,
      completedSteps: [],
    });
    writeLocalCopy(storage, toLocalCopy(empty, null, NOW + 50));
    const copies = readLocalCopies(storage, NOW + 100);
    expect(copies.filter((copy) => copy.isActive)).toHaveLength(MAX_LOCAL_COPIES);
    expect(copies.map((copy) => copy.id)).toContain(empty.sessionId);
  });
});
