import type { SupabaseClient } from "@supabase/supabase-js";
import { supabaseAnonKey, supabaseUrl } from "~/lib/env";
import { fetchWithTimeout, REQUEST_TIMEOUT_MS } from "~/lib/fetch-with-timeout";
import { retryableStatus, retryDelay, WIZARD_SESSION_HEADER } from "~/lib/wizard-requests";
import type { Config } from "./session-request";

/**
 * "Formular zurücksetzen", confirmed with "Ja", deletes the reset session's
 * copy on the server (ADR 030, "2026-11-27"): first its wizard_sessions row,
 * with a mark that keeps any save still on its way from creating it again
 * and the session's folders from taking new files
 * (public.discard_wizard_draft), then its files in the three buckets. The
 * form has started afresh before any of this is sent, and nothing here is
 * shown to the visitor: failures are logged (SPEC §8) and retried while the
 * page lives; what is left after that, the daily purge deletes 30 days on.
 *
 * Loaded on its own with the first reset. It imports nothing of the wizard's
 * own code: the bundler would otherwise split that code into more chunks of
 * the wizard's first load. What it needs of it comes in as arguments; the
 * header, the back-off and the retryable statuses come from the leaf module
 * all session requests share (~/lib/wizard-requests), and its console lines live here.
 */

const SESSION_HEADER = WIZARD_SESSION_HEADER;
const backOff = retryDelay;

/** Console lines (SPEC §8: session storage failures are only logged). */
export const deletionLog = {
  failed: "Zurückgesetzte Sitzung konnte auf dem Server nicht gelöscht werden (neuer Versuch folgt):",
  givenUp: "Zurückgesetzte Sitzung konnte auf dem Server nicht gelöscht werden; die tägliche Bereinigung löscht sie:",
} as const;

export type DraftEraser = {
  /** Deletes the draft and marks the session discarded; false when it had been sent (nothing to delete). */
  discardRow(sessionId: string): Promise<boolean>;
  /** Deletes every file in the session's folders. */
  removeFiles(sessionId: string): Promise<void>;
};

/** A failed step; `retryable` is false when sending the same again can't help. */
export class DraftDeletionError extends Error {
  readonly status: number;
  readonly retryable: boolean;
  constructor(message: string, status: number, retryable = retryableStatus(status)) {
    super(message);
    this.name = "DraftDeletionError";
    this.status = status;
    this.retryable = retryable;
  }
}

/**
 * POST /rest/v1/rpc/discard_wizard_draft as the session's holder. With
 * `keepalive`, so a visitor who resets and closes the tab at once still has
 * the draft deleted (the body is two bytes, far below the keepalive budget).
 */
export function discardRequest(sessionId: string, config: Config): { url: string; init: RequestInit } {
  return {
    url: `${config.supabaseUrl.replace(/\/+$/, "")}/rest/v1/rpc/discard_wizard_draft`,
    init: {
      method: "POST",
      keepalive: true,
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
        [SESSION_HEADER]: sessionId,
      },
      body: "{}",
    },
  };
}

/** Storage as supabase-js offers it, for a client that sends the session's header. */
export type SessionStorage = Pick<SupabaseClient["storage"], "from">;

/** The upload buckets and the session's folder name, as uploads/storage.ts and uploads/ids.ts name them. */
export type FolderNames = {
  buckets: { logos: string; texts: string; images: string };
  folderOf: (sessionId: string) => Promise<string>;
};

const LIST_PAGE = 100;

/**
 * Deletes every file in the session's folders as its holder, who sees only
 * those: also files the form no longer lists (a replaced logo, an image whose
 * delete failed). Rejects unless every listed file went (a sent session's
 * files stay: the server refuses their deletion).
 */
export async function removeSessionFiles(
  sessionId: string,
  { buckets, folderOf }: FolderNames,
  storage: SessionStorage,
): Promise<void> {
  const folder = await folderOf(sessionId);
  // The folders of uploads/storage.ts: logoPath, textPath, imagePath.
  for (const [bucket, top] of [
    [buckets.logos, "logos"],
    [buckets.texts, "texts"],
    [buckets.images, "uploads"],
  ] as const) {
    const files = storage.from(bucket);
    // A page at a time until the listing is empty; every round deletes all it listed, or fails.
    for (;;) {
      const listed = await files.list(`${top}/${folder}`, { limit: LIST_PAGE });
      if (listed.error) throw failureOf(listed.error);
      // Entries without an id are folders below: the wizard puts none there.
      const paths = (listed.data ?? [])
        .filter((entry) => entry.id !== null)
        .map((entry) => `${top}/${folder}/${entry.name}`);
      if (paths.length === 0) break;
      const removed = await files.remove(paths);
      if (removed.error) throw failureOf(removed.error);
      if ((removed.data ?? []).length < paths.length) throw new DraftDeletionError("not every file was deleted", 403);
    }
  }
}

/** A supabase-js storage error; one without an answer (offline) has no status and is worth another try. */
function failureOf(error: Error): DraftDeletionError {
  const status = Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode ?? 0);
  return new DraftDeletionError(`${error.name}: ${error.message}`, Number.isFinite(status) ? status : 0);
}

/** The browser's eraser: a plain request for the row, supabase-js (loaded with the wizard's first save) for the files. */
export function createDraftEraser(
  names: FolderNames,
  options: { config?: Config; fetch?: typeof fetch; storageFor?: (sessionId: string) => Promise<SessionStorage> } = {},
): DraftEraser {
  const config = options.config ?? { supabaseUrl, anonKey: supabaseAnonKey };
  const fetchImpl = fetchWithTimeout(REQUEST_TIMEOUT_MS, options.fetch);
  const storageFor =
    options.storageFor ??
    (async (sessionId: string) => (await import("~/lib/supabase")).createSupabaseClient(sessionId).storage);
  return {
    async discardRow(sessionId) {
      const { url, init } = discardRequest(sessionId, config);
      let response: Response;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        throw new DraftDeletionError(`network: ${String(error)}`, 0);
      }
      if (!response.ok) throw new DraftDeletionError(await response.text().catch(() => ""), response.status);
      return (await response.json().catch(() => true)) !== false;
    },
    async removeFiles(sessionId) {
      let storage: SessionStorage;
      try {
        storage = await storageFor(sessionId);
      } catch (error) {
        // supabase-js's chunk failed to load (offline): worth another try.
        throw new DraftDeletionError(String(error), 0);
      }
      await removeSessionFiles(sessionId, names, storage);
    },
  };
}

export type DraftDeletion = {
  /** Deletes the session's server copy, in the background; a session already on its way is not started twice. */
  delete(sessionId: string): void;
  /** The browser is online again: deletions waiting for it go now. */
  resume(): void;
  /** The page is being left: deletions waiting for their next try go now (the row's request outlives the page). */
  flush(): void;
  /** Resolves when no deletion is running or waiting (tests). */
  idle(): Promise<void>;
};

export type DraftDeletionOptions = {
  /** Delay before try number `attempt` + 1. */
  retryDelayMs?: (attempt: number) => number;
  isOnline?: () => boolean;
  /** A failed try, and whether another follows. */
  onError?: (error: unknown, info: { willRetry: boolean }) => void;
  /** Tries per session, offline waits not counted; after them the daily purge is the backstop. */
  maxAttempts?: number;
};

export const DRAFT_DELETION_ATTEMPTS = 8;

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

const isRetryable = (error: unknown) => !(error instanceof DraftDeletionError) || error.retryable;

const logFailure = (error: unknown, { willRetry }: { willRetry: boolean }) =>
  console.warn(willRetry ? deletionLog.failed : deletionLog.givenUp, error);

type Job = {
  sessionId: string;
  /** The row is gone (and the session marked): only the files are left. */
  rowDone: boolean;
  failures: number;
  running: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  waitingForOnline: boolean;
};

/**
 * Runs the eraser per session: the row first (so no upload still finishing
 * can add a file after the folders were emptied), then the files; a failed
 * step is tried again after `retryDelayMs`, after the `online` event when
 * offline, up to `maxAttempts` times.
 */
export function createDraftDeletion(
  eraser: DraftEraser,
  {
    retryDelayMs = backOff,
    isOnline = browserOnline,
    onError = logFailure,
    maxAttempts = DRAFT_DELETION_ATTEMPTS,
  }: DraftDeletionOptions = {},
): DraftDeletion {
  const jobs = new Map<string, Job>();
  let idleWaiters: (() => void)[] = [];

  function done(job: Job) {
    jobs.delete(job.sessionId);
    if (jobs.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  async function attempt(job: Job) {
    if (job.timer !== undefined) clearTimeout(job.timer);
    job.timer = undefined;
    job.waitingForOnline = false;
    if (!isOnline()) {
      job.waitingForOnline = true;
      return;
    }
    job.running = true;
    try {
      if (!job.rowDone) {
        const discarded = await eraser.discardRow(job.sessionId);
        job.rowDone = true;
        // Sent after all (on another device): the files belong to the briefing, and the server keeps them.
        if (!discarded) return done(job);
      }
      await eraser.removeFiles(job.sessionId);
      done(job);
    } catch (error) {
      job.failures += 1;
      const willRetry = isRetryable(error) && job.failures < maxAttempts;
      onError(error, { willRetry });
      if (!willRetry) return done(job);
      if (!isOnline()) job.waitingForOnline = true;
      else job.timer = setTimeout(() => void attempt(job), retryDelayMs(job.failures));
    } finally {
      job.running = false;
    }
  }

  return {
    delete(sessionId) {
      if (jobs.has(sessionId)) return;
      const job: Job = {
        sessionId,
        rowDone: false,
        failures: 0,
        running: false,
        timer: undefined,
        waitingForOnline: false,
      };
      jobs.set(sessionId, job);
      void attempt(job);
    },
    resume() {
      for (const job of jobs.values()) if (job.waitingForOnline) void attempt(job);
    },
    flush() {
      for (const job of jobs.values()) if (job.timer !== undefined && !job.running) void attempt(job);
    },
    idle() {
      return jobs.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}

let browserDeletion: DraftDeletion | undefined;

/**
 * The page's deletion (use-wizard-session.ts): one for all resets of the
 * page, which listens for the connection coming back and for the page being
 * left.
 */
export function deleteDraft(sessionId: string, names: FolderNames): void {
  if (!browserDeletion) {
    const deletion = createDraftDeletion(createDraftEraser(names));
    window.addEventListener("online", () => deletion.resume());
    window.addEventListener("pagehide", () => deletion.flush());
    browserDeletion = deletion;
  }
  browserDeletion.delete(sessionId);
}
