// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { createRemoteSessionStore, SessionSaveError } from "./remote-session";
import type { SessionSnapshot } from "./session-record";

// The requests against the stack are tested in tests/wizard-session.test.ts; here only what a
// connection that never answers does to them.

const SESSION = "session_1732230000000_REMOTEAAAAAAAAAAAAAAA";
const snapshot: SessionSnapshot = {
  sessionId: SESSION,
  data: { ...emptyWizardData(), firmenname: "Hängt GmbH" },
  currentStep: 1,
  completedSteps: [],
  updatedAt: "2026-01-01T10:00:00.000Z",
  pendingUploads: [],
};
const version = { writer: "a".repeat(32), basedOn: null };

/** A server that takes the request and never answers; only an abort ends it. */
const hang = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
    ),
);

beforeEach(() => {
  hang.mockClear();
  vi.useFakeTimers();
  vi.stubGlobal("fetch", hang);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The promise's outcome once settled, else undefined. */
function watch<T>(promise: Promise<T>) {
  const seen: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

describe("remote session requests nobody answers", () => {
  it("a save fails after 15 s as retryable, so the autosave tries again instead of waiting for ever", async () => {
    const save = watch(createRemoteSessionStore().save(snapshot, version));
    // supabase-js is loaded with the first save.
    await vi.waitFor(() => expect(hang).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(14_000);
    expect(save.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(save.error).toBeInstanceOf(SessionSaveError);
    expect((save.error as SessionSaveError).retryable).toBe(true);
  });

  it("the save on leaving the page fails after 15 s too (it holds the autosave's one request slot)", async () => {
    const save = watch(createRemoteSessionStore().saveOnExit(snapshot, version));
    await vi.advanceTimersByTimeAsync(15_100);
    expect(save.error).toBeInstanceOf(SessionSaveError);
    // Not sent a second time without keepalive: that fallback is for a full keepalive budget.
    expect(hang).toHaveBeenCalledTimes(1);
  });

  it("loading a session link fails after 15 s, so the page says it could not load", async () => {
    const load = watch(createRemoteSessionStore().load(SESSION));
    await vi.advanceTimersByTimeAsync(15_100);
    expect(load.error).toBeInstanceOf(Error);
  });
});
