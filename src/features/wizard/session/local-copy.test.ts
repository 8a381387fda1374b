import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { TEST_SESSION_ID } from "../test/wizard-fixtures";
import {
  clearLocalCopy,
  hasUnsyncedChanges,
  LOCAL_COPY_KEY,
  LOCAL_COPY_MAX_AGE_MS,
  parseLocalCopy,
  readLocalCopy,
  toLocalCopy,
  writeLocalCopy,
  type KeyValueStorage,
} from "./local-copy";
import type { SessionSnapshot } from "./session-record";

const NOW = Date.parse("2026-11-22T10:00:00Z");

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

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
    const stored = JSON.parse(storage.map.get(LOCAL_COPY_KEY)!);
    expect(Object.keys(stored)).toEqual(
      expect.arrayContaining(["id", "data", "currentStep", "timestamp", "lastUpdate", "isActive", "completedSteps"]),
    );
    expect(stored).toMatchObject({ id: TEST_SESSION_ID, currentStep: 2, timestamp: NOW, isActive: true });
    expect(readLocalCopy(storage, NOW + 1000)).toEqual(copy);
  });

  it("expires after 7 days and is then removed", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage();
    writeLocalCopy(storage, toLocalCopy(snapshot(), null, NOW));
    expect(readLocalCopy(storage, NOW + LOCAL_COPY_MAX_AGE_MS)).not.toBeNull();
    expect(readLocalCopy(storage, NOW + LOCAL_COPY_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.has(LOCAL_COPY_KEY)).toBe(false);
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
    const storage = memoryStorage({ [LOCAL_COPY_KEY]: raw });
    expect(readLocalCopy(storage, NOW)).toBeNull();
    expect(storage.map.has(LOCAL_COPY_KEY)).toBe(false);
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
    const broken: KeyValueStorage = {
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
    expect(readLocalCopy(broken, NOW)).toBeNull();
    expect(() => writeLocalCopy(broken, toLocalCopy(snapshot(), null, NOW))).not.toThrow();
    expect(() => clearLocalCopy(broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("keeps the tab that wrote the copy, and ignores a writer that is not one", () => {
    const raw = JSON.stringify(toLocalCopy(snapshot(), null, NOW, "a".repeat(32)));
    const parsed = parseLocalCopy(raw, NOW);
    expect(parsed).toMatchObject({ status: "ok", copy: { writer: "a".repeat(32) } });
    const forged = parseLocalCopy(JSON.stringify({ ...JSON.parse(raw), writer: "laptop" }), NOW);
    expect(forged.status === "ok" && forged.copy.writer).toBe(undefined);
  });
});
