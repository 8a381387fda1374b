import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, TablesInsert } from "~/lib/database.types";
import { supabaseAnonKey, supabaseUrl } from "~/lib/env";
import { fetchWithTimeout, isAbortError, REQUEST_TIMEOUT_MS } from "~/lib/fetch-with-timeout";
import { takeEarlyLinkLoad } from "./early-link-load";
import { retryableStatus } from "~/lib/wizard-requests";
import { loadRequest, SESSION_HEADER, STAMP_COLUMNS, TABLE, type Config } from "./session-request";
import { fromSessionData, repairStep, toSessionData, type SessionSnapshot } from "./session-record";

/**
 * wizard_sessions (SPEC §7 "Save session", "Load session"). Saves go through
 * supabase-js; loading and the save on leaving the page are plain requests
 * (see there why). Every call carries the x-wizard-session header: the
 * row-level policies only show and accept the row whose id equals it.
 */

type Client = SupabaseClient<Database>;
type SessionRow = TablesInsert<"wizard_sessions">;

/**
 * Who saves, and what the copy builds on. The write guard accepts a copy from
 * the tab that saved the row last, or one built on the row as it is now;
 * anything else would overwrite work this copy has not seen (ADR 030).
 */
export type WriteVersion = {
  /** The saving tab (see tab-writer.ts). */
  writer: string;
  /** updated_at of the saved row this copy builds on; null before it knows one. */
  basedOn: string | null;
};

export type SaveOutcome = {
  /**
   * false when the database kept its copy: another tab or device saved work
   * this copy has not seen, or the briefing was submitted and the draft deleted.
   */
  stored: boolean;
  /** updated_at as stored (the server clamps a time from the future); null when not stored. */
  updatedAt: string | null;
};

/** A saved copy as loaded, with the tab that saved it. */
export type RemoteCopy = SessionSnapshot & { writer: string | null };

/** A failed save; `retryable` is false when sending the same again can't help. */
export class SessionSaveError extends Error {
  readonly retryable: boolean;
  readonly status: number;
  constructor(message: string, status: number, retryable: boolean) {
    super(message);
    this.name = "SessionSaveError";
    this.status = status;
    this.retryable = retryable;
  }
}

export function toRow(snapshot: SessionSnapshot, version: WriteVersion): SessionRow {
  return {
    id: snapshot.sessionId,
    session_data: toSessionData(snapshot),
    current_step: snapshot.currentStep,
    updated_at: snapshot.updatedAt,
    writer: version.writer,
    based_on: version.basedOn,
  };
}

/** The answer to an upsert with `select=updated_at`: no row back means the write guard skipped it. */
function outcomeOf(rows: unknown): SaveOutcome {
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (typeof first !== "object" || first === null) return { stored: false, updatedAt: null };
  const updatedAt = (first as { updated_at?: unknown }).updated_at;
  return { stored: true, updatedAt: typeof updatedAt === "string" ? updatedAt : null };
}

/** A row as read from the table → a snapshot; null when session_data is unreadable. */
export function fromRow(row: {
  id: string;
  session_data: unknown;
  current_step: unknown;
  updated_at: string;
  writer?: unknown;
}): RemoteCopy | null {
  const content = fromSessionData(row.session_data);
  if (!content) return null;
  return {
    sessionId: row.id,
    currentStep: repairStep(row.current_step),
    updatedAt: row.updated_at,
    ...content,
    writer: typeof row.writer === "string" ? row.writer : null,
  };
}

export type RemoteSessionStore = {
  /** The saved session, or null when there is none (unknown, submitted, purged). Rejects on network errors. */
  load(sessionId: string): Promise<RemoteCopy | null>;
  /**
   * When the saved session was stored last (updated_at), or null when there is none: a few bytes
   * where a load brings the whole draft. Rejects on network errors.
   */
  stamp(sessionId: string): Promise<string | null>;
  save(snapshot: SessionSnapshot, version: WriteVersion): Promise<SaveOutcome>;
  /** The same upsert as a request that outlives the page (pagehide, hidden tab). */
  saveOnExit(snapshot: SessionSnapshot, version: WriteVersion): Promise<SaveOutcome>;
};

/**
 * Browsers allow at most 64 KiB of keepalive bodies in flight per page; a
 * larger body makes fetch reject at once. Stay below with some headroom.
 */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

/**
 * The upsert supabase-js sends (POST /rest/v1/wizard_sessions?on_conflict=id,
 * merge-duplicates), built by hand because supabase-js can't ask fetch for
 * `keepalive`. Bodies over the keepalive limit go as a normal request: it
 * still completes when the tab is only hidden, and if the page really closes
 * the local copy keeps the change and it is sent on the next visit.
 */
export function exitSaveRequest(
  snapshot: SessionSnapshot,
  version: WriteVersion,
  config: Config,
): { url: string; init: RequestInit } {
  const body = JSON.stringify(toRow(snapshot, version));
  const url = `${config.supabaseUrl.replace(/\/+$/, "")}/rest/v1/${TABLE}?on_conflict=id&select=updated_at`;
  return {
    url,
    init: {
      method: "POST",
      keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_BODY_LIMIT,
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        "Content-Type": "application/json",
        Prefer: "resolution=merge-duplicates,return=representation",
        [SESSION_HEADER]: snapshot.sessionId,
      },
      body,
    },
  };
}

async function exitSave(
  snapshot: SessionSnapshot,
  version: WriteVersion,
  config: Config,
  fetchImpl: typeof fetch,
): Promise<SaveOutcome> {
  const { url, init } = exitSaveRequest(snapshot, version, config);
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    if (!init.keepalive || isAbortError(error)) throw new SessionSaveError(String(error), 0, true);
    // Another keepalive request may still hold the 64 KiB budget (fetch refused it at once): try without.
    try {
      response = await fetchImpl(url, { ...init, keepalive: false });
    } catch (retryError) {
      throw new SessionSaveError(String(retryError), 0, true);
    }
  }
  if (!response.ok) {
    throw new SessionSaveError(
      await response.text().catch(() => ""),
      response.status,
      retryableStatus(response.status),
    );
  }
  // The page may be gone before the answer; then nobody reads it anyway.
  return outcomeOf(await response.json().catch(() => null));
}

type StoreOptions = {
  /** A client that sends the session header; default createSupabaseClient(sessionId), loaded lazily. */
  clientFor?: (sessionId: string) => Client | Promise<Client>;
  config?: Config;
  fetch?: typeof fetch;
};

export function createRemoteSessionStore(options: StoreOptions = {}): RemoteSessionStore {
  const clients = new Map<string, Promise<Client>>();
  const clientFor = (sessionId: string): Promise<Client> => {
    let client = clients.get(sessionId);
    if (!client) {
      client = options.clientFor
        ? Promise.resolve(options.clientFor(sessionId))
        : // supabase-js loads with the first save, not with the wizard. Its module runs in one
          // task and the client is created in the next: two short tasks instead of one long one
          // that a key press would wait for.
          import("~/lib/supabase").then(({ createSupabaseClient }) =>
            nextTask().then(() => createSupabaseClient(sessionId)),
          );
      clients.set(sessionId, client);
      // A chunk that failed to load (flaky network, a new deployment) is tried again with the next save.
      client.catch(() => clients.delete(sessionId));
    }
    return client;
  };
  const config: Config = options.config ?? { supabaseUrl, anonKey: supabaseAnonKey };
  // The plain requests (load, save on exit) give up like supabase-js's (src/lib/supabase.ts).
  const fetchImpl = fetchWithTimeout(REQUEST_TIMEOUT_MS, options.fetch);

  return {
    async load(sessionId) {
      // A plain GET instead of supabase-js: opening a session link waits for
      // this one request, not for the supabase-js chunk to download first.
      const { url, init } = loadRequest(sessionId, config);
      // The route may have asked already (early-link-load.ts); if that request failed, once more.
      const early = takeEarlyLinkLoad(sessionId);
      const row = await firstRow(early ? early.catch(() => fetchImpl(url, init)) : fetchImpl(url, init));
      return row ? fromRow(row as Parameters<typeof fromRow>[0]) : null;
    },

    async stamp(sessionId) {
      const { url, init } = loadRequest(sessionId, config, STAMP_COLUMNS);
      const row = (await firstRow(fetchImpl(url, init))) as { updated_at?: unknown } | undefined;
      return typeof row?.updated_at === "string" ? row.updated_at : null;
    },

    async save(snapshot, version) {
      const client = await clientFor(snapshot.sessionId);
      const { data, error, status } = await client
        .from(TABLE)
        .upsert(toRow(snapshot, version), { onConflict: "id" })
        .select("updated_at");
      if (error)
        throw new SessionSaveError(`${error.code ?? ""} ${error.message}`.trim(), status, retryableStatus(status));
      // The write guard skips a copy it must not store without an error: no row comes back.
      return outcomeOf(data);
    },

    async saveOnExit(snapshot, version) {
      return exitSave(snapshot, version, config, fetchImpl);
    },
  };
}

/** The first row of a GET's answer (undefined when there is none); rejects on network and HTTP errors. */
async function firstRow(request: Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    throw new Error(`network: ${String(error)}`);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text().catch(() => "")}`);
  const rows: unknown = await response.json();
  return Array.isArray(rows) ? rows[0] : undefined;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
