import { describe, expect, it } from "vitest";
import { emptyWizardData } from "~/features/wizard/model/wizard-data";
import {
  createRemoteSessionStore,
  exitSaveRequest,
  KEEPALIVE_BODY_LIMIT,
  SessionSaveError,
} from "~/features/wizard/session/remote-session";
import { loadRequest } from "~/features/wizard/session/session-request";
import type { SessionSnapshot } from "~/features/wizard/session/session-record";
import { submitBriefing } from "~/features/wizard/submit/submit-briefing";
import { validWizardData } from "~/features/wizard/testing/wizard-fixtures";
import { LOCAL_ANON_KEY } from "../supabase/local/keys.ts";
import { anonClient, newSessionId, serviceClient, stackUrl } from "./helpers/clients.ts";

// The session layer's remote store (src/features/wizard/session/remote-session.ts)
// against the real wizard_sessions table, its policies and its write guard.

const store = () =>
  createRemoteSessionStore({
    clientFor: (sessionId) => anonClient(sessionId),
    config: { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY },
  });

function snapshot(sessionId: string, firmenname: string, updatedAt: Date, extra: Partial<SessionSnapshot> = {}) {
  return {
    sessionId,
    data: { ...emptyWizardData(), firmenname },
    currentStep: 2,
    completedSteps: [1],
    updatedAt: updatedAt.toISOString(),
    pendingUploads: [],
    ...extra,
  } satisfies SessionSnapshot;
}

/** This tab, saving on top of nothing it loaded (it created the session). */
const LAPTOP = { writer: "a".repeat(32), basedOn: null };

async function storedRow(id: string) {
  const { data } = await serviceClient().from("wizard_sessions").select("*").eq("id", id).maybeSingle();
  return data;
}

describe("remote wizard session", () => {
  it("saves by upsert and loads back data, step, completed steps and pending uploads", async () => {
    const id = newSessionId();
    const remote = store();
    const t0 = Date.now() - 5000;
    expect(await remote.save(snapshot(id, "Erste", new Date(t0)), LAPTOP)).toMatchObject({ stored: true });
    const second = snapshot(id, "Zweite", new Date(t0 + 1000), {
      currentStep: 3,
      completedSteps: [1, 2],
      pendingUploads: [{ kind: "images", fileName: "gross.jpg" }],
    });
    expect(await remote.save(second, LAPTOP)).toMatchObject({ stored: true });

    const loaded = await remote.load(id);
    expect(loaded).toMatchObject({
      sessionId: id,
      currentStep: 3,
      completedSteps: [1, 2],
      pendingUploads: [{ kind: "images", fileName: "gross.jpg" }],
    });
    expect(loaded!.data).toEqual(second.data);
    expect(Date.parse(loaded!.updatedAt)).toBe(t0 + 1000);
  });

  it("loads its client again after a failed first load (the supabase-js chunk on a flaky network)", async () => {
    const id = newSessionId();
    let loads = 0;
    const remote = createRemoteSessionStore({
      clientFor: (sessionId) => {
        loads += 1;
        return loads === 1
          ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
          : anonClient(sessionId);
      },
      config: { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY },
    });
    await expect(remote.save(snapshot(id, "Erst", new Date(Date.now() - 1000)), LAPTOP)).rejects.toThrow(TypeError);
    expect(await remote.save(snapshot(id, "Dann", new Date()), LAPTOP)).toMatchObject({ stored: true });
    expect((await remote.load(id))?.data.firmenname).toBe("Dann");
    expect(loads).toBe(2);
  });

  it("never lets an older copy overwrite a newer one, and says so", async () => {
    const id = newSessionId();
    const remote = store();
    const now = Date.now();
    await remote.save(snapshot(id, "Neu vom Handy", new Date(now - 1000)), LAPTOP);
    expect(await remote.save(snapshot(id, "Alt vom Laptop", new Date(now - 2000)), LAPTOP)).toEqual({
      stored: false,
      updatedAt: null,
    });
    expect((await remote.load(id))!.data.firmenname).toBe("Neu vom Handy");
  });

  it("refuses another device's copy built on an older row, and tells who saved last", async () => {
    const id = newSessionId();
    const remote = store();
    const now = Date.now() - 5000;
    const first = await remote.save(snapshot(id, "Laptop", new Date(now)), LAPTOP);
    expect(first).toEqual({ stored: true, updatedAt: expect.any(String) });
    const phone = { writer: "b".repeat(32), basedOn: first.updatedAt };
    expect(await remote.save(snapshot(id, "Handy", new Date(now + 1000)), phone)).toMatchObject({ stored: true });

    // The laptop, still on its first base, is newer but has not seen the phone's work.
    const laptop = { ...LAPTOP, basedOn: first.updatedAt };
    expect(await remote.save(snapshot(id, "Laptop 2", new Date(now + 2000)), laptop)).toEqual({
      stored: false,
      updatedAt: null,
    });
    expect(await remote.saveOnExit(snapshot(id, "Laptop 3", new Date(now + 3000)), laptop)).toEqual({
      stored: false,
      updatedAt: null,
    });
    expect(await remote.load(id)).toMatchObject({ data: { firmenname: "Handy" }, writer: phone.writer });
  });

  it("returns null for an unknown id, and the load request shows nothing to another session", async () => {
    const id = newSessionId();
    await store().save(snapshot(id, "Geheim", new Date(Date.now() - 1000)), LAPTOP);
    expect(await store().load(newSessionId())).toBeNull();
    const config = { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY };
    const { url, init } = loadRequest(id, config);
    const own = await fetch(url, init);
    expect(((await own.json()) as unknown[]).length).toBe(1);
    const foreign = await fetch(url, { ...init, headers: { ...init.headers, "x-wizard-session": newSessionId() } });
    expect(await foreign.json()).toEqual([]);
  });

  it("tells when the row was stored last, exactly as the save answered: what the routine check compares", async () => {
    const id = newSessionId();
    const remote = store();
    expect(await remote.stamp(id)).toBeNull();
    const saved = await remote.save(snapshot(id, "Erste", new Date(Date.now() - 1000)), LAPTOP);
    expect(await remote.stamp(id)).toBe(saved.updatedAt);
    expect((await remote.load(id))!.updatedAt).toBe(saved.updatedAt);
    const later = await remote.save(snapshot(id, "Zweite", new Date()), LAPTOP);
    expect(later.updatedAt).not.toBe(saved.updatedAt);
    expect(await remote.stamp(id)).toBe(later.updatedAt);
    // An id without a row has none.
    expect(await remote.stamp(newSessionId())).toBeNull();
  });

  it("cannot resurrect a submitted session with a late autosave", async () => {
    const id = newSessionId();
    const remote = store();
    await remote.save(snapshot(id, "Bäckerei", new Date(Date.now() - 2000)), LAPTOP);
    expect(await submitBriefing(validWizardData(), id, { client: anonClient(id) })).toEqual({
      ok: true,
      inserted: true,
    });
    expect(await storedRow(id)).toBeNull();
    expect(await remote.save(snapshot(id, "Bäckerei spät", new Date()), LAPTOP)).toEqual({
      stored: false,
      updatedAt: null,
    });
    expect(await remote.saveOnExit(snapshot(id, "Bäckerei noch später", new Date()), LAPTOP)).toEqual({
      stored: false,
      updatedAt: null,
    });
    expect(await remote.load(id)).toBeNull();
  });

  it("sends the exit save as the same upsert, keepalive while the body fits in 64 KiB", async () => {
    const id = newSessionId();
    const remote = store();
    const small = snapshot(id, "Beim Schließen", new Date(Date.now() - 500));
    const request = exitSaveRequest(small, LAPTOP, { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY });
    expect(request.init.keepalive).toBe(true);
    expect(request.init.headers).toMatchObject({ "x-wizard-session": id });
    expect(await remote.saveOnExit(small, LAPTOP)).toMatchObject({ stored: true });
    expect((await storedRow(id))!.session_data).toMatchObject({ data: { firmenname: "Beim Schließen" } });

    const big = snapshot(id, "Groß", new Date(Date.now() - 100), {
      data: { ...emptyWizardData(), firmenname: "Groß", zusaetzliche_anmerkungen: "x".repeat(KEEPALIVE_BODY_LIMIT) },
    });
    expect(exitSaveRequest(big, LAPTOP, { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY }).init.keepalive).toBe(
      false,
    );
    expect(await remote.saveOnExit(big, LAPTOP)).toMatchObject({ stored: true });
    expect((await remote.load(id))!.data.firmenname).toBe("Groß");
  });

  it("reports a refused row as not worth retrying and a dead backend as worth it", async () => {
    const id = newSessionId();
    const tooLarge = snapshot(id, "x", new Date(), {
      data: { ...emptyWizardData(), zusaetzliche_anmerkungen: "x".repeat(600_000) },
    });
    const refused = await store()
      .save(tooLarge, LAPTOP)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SessionSaveError);
    expect((refused as SessionSaveError).retryable).toBe(false);

    const dead = createRemoteSessionStore({
      clientFor: (sessionId) => anonClient(sessionId),
      config: { supabaseUrl: "http://127.0.0.1:9", anonKey: LOCAL_ANON_KEY },
    });
    const down = await dead.saveOnExit(snapshot(id, "x", new Date()), LAPTOP).catch((error: unknown) => error);
    expect((down as SessionSaveError).retryable).toBe(true);
  });
});
