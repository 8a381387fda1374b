// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionFolder } from "../uploads/ids";
import { BUCKETS } from "../uploads/storage";
import {
  createDraftDeletion,
  createDraftEraser,
  deleteDraft,
  DraftDeletionError,
  removeSessionFiles,
  type DraftEraser,
  type SessionStorage,
} from "./draft-deletion";

// The requests against the stack are tested in tests/wizard-reset.test.ts; here the order,
// the retries and what the requests look like.

const SESSION = "session_1732230000000_DISCARDAAAAAAAAAAAAAA";
const names = { buckets: BUCKETS, folderOf: sessionFolder };
const config = { supabaseUrl: "https://db.test/", anonKey: "anon" };

function fakeEraser({ rowFailures = [] as unknown[], fileFailures = [] as unknown[], sent = false } = {}) {
  const calls: string[] = [];
  const eraser: DraftEraser = {
    discardRow: vi.fn(async (sessionId: string) => {
      calls.push(`row ${sessionId}`);
      if (rowFailures.length > 0) throw rowFailures.shift();
      return !sent;
    }),
    removeFiles: vi.fn(async (sessionId: string) => {
      calls.push(`files ${sessionId}`);
      if (fileFailures.length > 0) throw fileFailures.shift();
    }),
  };
  return { eraser, calls };
}

const offline = () => new DraftDeletionError("network: offline", 0);

describe("draft deletion after a reset", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("deletes the row first, then the files, and starts a session only once", async () => {
    const { eraser, calls } = fakeEraser();
    const deletion = createDraftDeletion(eraser, { isOnline: () => true });
    deletion.delete(SESSION);
    deletion.delete(SESSION);
    await deletion.idle();
    expect(calls).toEqual([`row ${SESSION}`, `files ${SESSION}`]);
  });

  it("leaves the files of a session sent meanwhile (the server keeps them with its briefing)", async () => {
    const { eraser, calls } = fakeEraser({ sent: true });
    const deletion = createDraftDeletion(eraser, { isOnline: () => true });
    deletion.delete(SESSION);
    await deletion.idle();
    expect(calls).toEqual([`row ${SESSION}`]);
  });

  it("tries a failed step again with the autosave's back-off, without repeating the step that went through", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { eraser, calls } = fakeEraser({ rowFailures: [offline()], fileFailures: [offline(), offline()] });
    const deletion = createDraftDeletion(eraser, { isOnline: () => true });
    deletion.delete(SESSION);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([`row ${SESSION}`]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([`row ${SESSION}`, `row ${SESSION}`, `files ${SESSION}`]);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls.filter((call) => call.startsWith("row"))).toHaveLength(2);
    expect(calls.filter((call) => call.startsWith("files"))).toHaveLength(3);
    await deletion.idle();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("neuer Versuch folgt"), expect.anything());
  });

  it("waits for the online event while offline, and sends on leaving the page what waits for a retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let online = false;
    const { eraser, calls } = fakeEraser({ rowFailures: [offline()] });
    const deletion = createDraftDeletion(eraser, { isOnline: () => online });
    deletion.delete(SESSION);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
    online = true;
    deletion.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([`row ${SESSION}`]);
    // The retry would come in 1 s; the page is being left: now.
    deletion.flush();
    await deletion.idle();
    expect(calls).toEqual([`row ${SESSION}`, `row ${SESSION}`, `files ${SESSION}`]);
  });

  it("gives up with a log line on a refusal, or after the last try (the daily purge is the backstop)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = fakeEraser({ rowFailures: [new DraftDeletionError("HTTP 401", 401)] });
    const first = createDraftDeletion(refused.eraser, { isOnline: () => true });
    first.delete(SESSION);
    await first.idle();
    expect(refused.calls).toEqual([`row ${SESSION}`]);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining("tägliche Bereinigung"), expect.anything());

    const down = fakeEraser({ rowFailures: Array.from({ length: 10 }, offline) });
    const second = createDraftDeletion(down.eraser, { isOnline: () => true, maxAttempts: 3 });
    second.delete(SESSION);
    await vi.advanceTimersByTimeAsync(60_000);
    await second.idle();
    expect(down.calls).toEqual([`row ${SESSION}`, `row ${SESSION}`, `row ${SESSION}`]);
  });

  it("the page's deletion goes on when the connection comes back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    // "Sent meanwhile": nothing more to do after the row, so no file request follows.
    const fetch = vi.fn(async () => new Response("false", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    deleteDraft(SESSION, names);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining("/rest/v1/rpc/discard_wizard_draft"), expect.anything());
    vi.unstubAllGlobals();
  });
});

describe("the browser's eraser", () => {
  it("asks the database with the session header, as a request that outlives the page", async () => {
    const fetch = vi.fn(async () => new Response("true", { status: 200 }));
    const eraser = createDraftEraser(names, { config, fetch });
    await expect(eraser.discardRow(SESSION)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      "https://db.test/rest/v1/rpc/discard_wizard_draft",
      expect.objectContaining({
        method: "POST",
        keepalive: true,
        body: "{}",
        headers: expect.objectContaining({ apikey: "anon", "x-wizard-session": SESSION }),
      }),
    );
  });

  it("reads a sent session, and tells failures worth another try from refusals", async () => {
    const answer = (body: string, status: number) =>
      createDraftEraser(names, { config, fetch: async () => new Response(body, { status }) }).discardRow(SESSION);
    await expect(answer("false", 200)).resolves.toBe(false);
    await expect(answer("", 503)).rejects.toMatchObject({ retryable: true, status: 503 });
    await expect(answer("{}", 401)).rejects.toMatchObject({ retryable: false, status: 401 });
    const unreachable = createDraftEraser(names, {
      config,
      fetch: async () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(unreachable.discardRow(SESSION)).rejects.toMatchObject({ retryable: true, status: 0 });
  });

  it("takes code that failed to load for a failure worth another try", async () => {
    const eraser = createDraftEraser(names, {
      storageFor: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    });
    await expect(eraser.removeFiles(SESSION)).rejects.toMatchObject({ retryable: true, status: 0 });
  });
});

/** supabase-js storage over a map of bucket → object paths; `refuse` answers a remove with nothing deleted. */
function fakeStorage(objects: Record<string, string[]>, { refuse = false, offline = false } = {}) {
  const calls: string[] = [];
  const storage = {
    from: (bucket: string) => ({
      list: vi.fn(async (folder: string, { limit }: { limit: number }) => {
        calls.push(`list ${bucket} ${folder}`);
        if (offline) {
          return { data: null, error: Object.assign(new Error("Failed to fetch"), { name: "StorageUnknownError" }) };
        }
        const names = (objects[bucket] ?? [])
          .filter((path) => path.startsWith(`${folder}/`))
          .map((path) => path.slice(folder.length + 1));
        const entries = names.map((name) =>
          name.includes("/") ? { name: name.split("/")[0]!, id: null } : { name, id: name },
        );
        return { data: entries.slice(0, limit), error: null };
      }),
      remove: vi.fn(async (paths: string[]) => {
        calls.push(`remove ${bucket} ${paths.length}`);
        if (refuse) return { data: [], error: null };
        objects[bucket] = (objects[bucket] ?? []).filter((path) => !paths.includes(path));
        return { data: paths.map((name) => ({ name })), error: null };
      }),
    }),
  };
  return { storage: storage as unknown as SessionStorage, calls };
}

describe("the session's files", () => {
  it("are deleted in all three buckets, a page at a time, and no other session's", async () => {
    const folder = await sessionFolder(SESSION);
    const objects = {
      [BUCKETS.logos]: [`logos/${folder}/a.png`, `logos/${folder}/b.svg`, "logos/alt.png"],
      [BUCKETS.texts]: [`texts/${folder}/x_text.pdf`, `texts/${"f".repeat(64)}/fremd.pdf`],
      [BUCKETS.images]: Array.from({ length: 130 }, (_, i) => `uploads/${folder}/${i}-bild.png`),
    };
    const { storage, calls } = fakeStorage(objects);
    await removeSessionFiles(SESSION, names, storage);
    expect(objects).toEqual({
      [BUCKETS.logos]: ["logos/alt.png"],
      [BUCKETS.texts]: [`texts/${"f".repeat(64)}/fremd.pdf`],
      [BUCKETS.images]: [],
    });
    expect(calls.filter((call) => call.startsWith(`remove ${BUCKETS.images}`))).toEqual([
      `remove ${BUCKETS.images} 100`,
      `remove ${BUCKETS.images} 30`,
    ]);
  });

  it("fail for good when the server keeps them (a sent session), and for another try when offline", async () => {
    const folder = await sessionFolder(SESSION);
    const sent = fakeStorage({ [BUCKETS.logos]: [`logos/${folder}/a.png`] }, { refuse: true });
    await expect(removeSessionFiles(SESSION, names, sent.storage)).rejects.toMatchObject({ retryable: false });
    const unreachable = fakeStorage({}, { offline: true });
    await expect(removeSessionFiles(SESSION, names, unreachable.storage)).rejects.toMatchObject({
      retryable: true,
      status: 0,
    });
  });
});
