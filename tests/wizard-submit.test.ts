import { afterEach, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { emptyWizardData, type WizardData } from "~/features/wizard/model/wizard-data";
import { missingFileOf } from "~/features/wizard/submit/missing-file";
import { submitBriefing, toBriefingRow } from "~/features/wizard/submit/submit-briefing";
import { fullBriefing } from "~/features/wizard/testing/full-briefing";
import { summaryText } from "~/features/wizard/summary/summary-text";
import { validWizardData } from "~/features/wizard/testing/wizard-fixtures";
import { createSupabaseClient } from "~/lib/supabase";
import type * as EnvModule from "~/lib/env";
import { anonClient, newSessionId, serviceClient } from "./helpers/clients.ts";
import { storeFilesOf, uploadsInSession } from "./helpers/session-uploads.ts";

// submitBriefing (the wizard's step 6) against the real table, constraints and
// insert policy (supabase/migrations/*_webseitenkonzeption.sql).

// The wizard's own client (src/lib/supabase.ts) talks to this run's stack.
vi.mock("~/lib/env", async (importOriginal) => {
  const { inject } = await import("vitest");
  return { ...(await importOriginal<typeof EnvModule>()), supabaseUrl: inject("supabaseUrl") };
});
afterEach(() => vi.unstubAllGlobals());

async function rowsOf(sessionId: string) {
  const { data, error } = await serviceClient().from("webseitenkonzeption").select("*").eq("session_id", sessionId);
  expect(error).toBeNull();
  return data ?? [];
}

/** The wizard's submit, its files stored first (the fixtures' uploads never happened). */
async function submit(data: WizardData, sessionId: string, submittedAt = new Date()) {
  await storeFilesOf(data);
  return submitBriefing(data, sessionId, { client: anonClient(sessionId), submittedAt });
}

describe("submitBriefing against the local stack", () => {
  it("lands one row with every value of the wizard", async () => {
    const sessionId = newSessionId();
    // The server takes upload entries only from the submitting session's own folders.
    const data = uploadsInSession(fullBriefing(), sessionId);
    const submittedAt = new Date();
    expect(await submit(data, sessionId, submittedAt)).toEqual({ ok: true, inserted: true });

    const rows = await rowsOf(sessionId);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    const sent = toBriefingRow(data, sessionId, summaryText(data, { submittedAt, sessionId }));
    for (const [column, value] of Object.entries(sent)) {
      // The server stores a blank text as null (an answer that does not apply, like the own industry).
      expect(stored[column as keyof typeof stored], column).toEqual(value === "" ? null : value);
    }
    // The package choice has no column; the summary keeps it.
    expect(stored.zusammenfassung).toContain("Seitenpaket: Restaurant");
    expect(stored.zusammenfassung).toContain(data.uploaded_images[0]!.url);
    expect(stored.projekt_deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("names a listed file that was deleted meanwhile, so the wizard can take it off (missing-file.ts)", async () => {
    const sessionId = newSessionId();
    const data = uploadsInSession(fullBriefing(), sessionId);
    await storeFilesOf(data);
    // Removed on another device, while this tab kept it in its list.
    const [gone, ...kept] = data.uploaded_images;
    const removed = await serviceClient().storage.from("konfigurator-bilder").remove([gone!.path]);
    expect(removed.error).toBeNull();

    const result = await submitBriefing(data, sessionId, { client: anonClient(sessionId) });
    expect(result.ok).toBe(false);
    const missing = result.ok || result.reason !== "insert" ? null : missingFileOf(result.error, data);
    expect(missing).toEqual({ fileName: gone!.fileName, step: 4, without: { uploaded_images: kept } });
  });

  it("stores a minimal briefing with untouched optional fields as null", async () => {
    const sessionId = newSessionId();
    expect(await submit(validWizardData(), sessionId)).toEqual({ ok: true, inserted: true });
    const [stored] = await rowsOf(sessionId);
    expect(stored).toMatchObject({
      firmenname: "Bäckerei Sonnenschein",
      ustid: null,
      handelsregister: null,
      gruendungsjahr: null,
      logo_file_url: null,
      logo_file_size: null,
      stil: null,
      uploaded_texts: [],
      uploaded_images: [],
      rechtliches: ["impressum", "datenschutz"],
      seiten: ["startseite"],
      kontaktformular: true,
    });
  });

  it("lands what visitors paste: codes as printed, a domain from the address bar, a Land of one invisible character", async () => {
    const sessionId = newSessionId();
    const data: WizardData = {
      ...validWizardData(),
      land: "\u200b",
      plz: "10 115",
      ustid: "de 123 456 789",
      handelsregister: "hrb  12345",
      kontakt_telefon: "030/123\u00a0456",
      domain_status: "vorhanden",
      domain_name: "https://www.Baeckerei-Sonnenschein.de/kontakt",
    };
    expect(await submit(data, sessionId)).toEqual({ ok: true, inserted: true });
    const [stored] = await rowsOf(sessionId);
    expect(stored).toMatchObject({
      land: "Deutschland",
      plz: "10115",
      ustid: "DE123456789",
      handelsregister: "HRB 12345",
      kontakt_telefon: "030 123 456",
      domain_name: "www.baeckerei-sonnenschein.de",
    });
  });

  it("keeps one row when the same session submits twice (double click, retry)", async () => {
    const sessionId = newSessionId();
    const data = uploadsInSession(fullBriefing(), sessionId);
    const [first, second] = await Promise.all([
      submit(data, sessionId),
      submit({ ...data, firmenname: "Doppelt GmbH" }, sessionId),
    ]);
    // Sent at the same moment, both find no row yet; the database keeps one of them.
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    expect(await submit({ ...data, firmenname: "Dritter Versuch" }, sessionId)).toEqual({ ok: true, inserted: false });
    expect(await rowsOf(sessionId)).toHaveLength(1);
  });

  it("reports an insert error for data the server refuses", async () => {
    const sessionId = newSessionId();
    const result = await submit({ ...emptyWizardData() }, sessionId);
    expect(result).toMatchObject({ ok: false, reason: "insert" });
    expect(await rowsOf(sessionId)).toHaveLength(0);
  });

  it("refuses a submission for a session the caller does not hold", async () => {
    const victim = newSessionId();
    const result = await submitBriefing(fullBriefing(), victim, { client: anonClient(newSessionId()) });
    expect(result).toMatchObject({ ok: false, reason: "insert" });
    expect(await rowsOf(victim)).toHaveLength(0);
  });
});

describe("a submit whose answer never comes", () => {
  it("fails after the request timeout, and the retry stores no second row and counts as sent", async () => {
    const sessionId = newSessionId();
    const data = uploadsInSession(fullBriefing(), sessionId);
    await storeFilesOf(data);
    // The insert reaches the database, but its answer is lost on the way back (a dead mobile
    // connection): the page hears nothing until the request times out.
    const realFetch = globalThis.fetch;
    let loseAnswer = true;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const insert = init?.method === "POST" && String(input).includes("/rest/v1/webseitenkonzeption");
      const response = await realFetch(input, { ...init, signal: undefined });
      if (!(insert && loseAnswer)) return response;
      loseAnswer = false;
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      );
    });
    // Node 20 has none; realtime is never used, but the client constructs it.
    vi.stubGlobal("WebSocket", WebSocket);
    const client = createSupabaseClient(sessionId, { timeoutMs: 500 });

    const first = await submitBriefing(data, sessionId, { client });
    expect(first).toMatchObject({ ok: false, reason: "insert" });
    expect(await rowsOf(sessionId)).toHaveLength(1);

    // The visitor presses the button again (useSubmitBriefing counts this as its own success).
    expect(await submitBriefing(data, sessionId, { client })).toEqual({ ok: true, inserted: false });
    expect(await rowsOf(sessionId)).toHaveLength(1);
  });
});
