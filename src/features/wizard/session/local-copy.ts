import type { StepNumber, WizardData } from "../model/wizard-data";
import { site } from "~/content/site";
import { sessionLog } from "./messages";
import type { Content } from "./merge";
import { isSessionId } from "./session-id";
import { WRITER_PATTERN, type KeyValueStorage } from "./tab-writer";
import {
  isSessionActive,
  repairCompletedSteps,
  repairPendingUploads,
  repairStep,
  repairWizardData,
  type PendingUploadNote,
  type SessionSnapshot,
} from "./session-record";

/** The browser's copy of the session (SPEC §3 "Local session copy"), plus what resuming needs. */
export type LocalCopy = {
  id: string;
  data: WizardData;
  currentStep: StepNumber;
  completedSteps: StepNumber[];
  /** ms since epoch of this write; the copy expires 7 days later. */
  timestamp: number;
  /** ISO time of the last change (it becomes wizard_sessions.updated_at). */
  lastUpdate: string;
  /** SPEC §4 activity rule at the time of writing. */
  isActive: boolean;
  /**
   * updated_at of the saved row this copy builds on (as the database stored it);
   * older than lastUpdate = unsent changes.
   */
  syncedAt: string | null;
  pendingUploads: PendingUploadNote[];
  /** The tab that wrote it (tab-writer.ts); absent in copies from before 2026-11-22. */
  writer?: string;
  /**
   * The answers of the saved row it builds on, kept while it holds unsent changes: resumed, it can
   * still be merged with another device's work. Before, such a copy knew no base, and the visitor
   * had to give up one side (an audit, 2026-11-29).
   */
  base?: Content;
};

/**
 * One copy per session, each under its own key: two tabs working on two
 * sessions must not overwrite each other's copy, and opening a link must not
 * push another draft off the device (ADR 030).
 */
export const LOCAL_COPY_PREFIX = "konfigurator-sitzung:";
/** Until 2026-11-23 one copy for all sessions lived here; it is moved to its own key when read. */
export const LEGACY_LOCAL_COPY_KEY = "konfigurator-sitzung";
export const localCopyKey = (sessionId: string) => LOCAL_COPY_PREFIX + sessionId;
/** Drafts kept on one device; older ones go first (their database rows stay). The privacy statement names it. */
export const MAX_LOCAL_COPIES = site.legal.localDraftsMax;
/** SPEC §4/§9: a stored local session expires after 7 days. */
export const LOCAL_COPY_MAX_AGE_MS = site.legal.localDraftDays * 24 * 60 * 60 * 1000;

export function toLocalCopy(
  snapshot: SessionSnapshot,
  syncedAt: string | null,
  now: number,
  writer?: string,
  base?: Content | null,
): LocalCopy {
  const unsent = syncedAt !== null && snapshot.updatedAt !== syncedAt;
  return {
    id: snapshot.sessionId,
    data: snapshot.data,
    currentStep: snapshot.currentStep,
    completedSteps: snapshot.completedSteps,
    timestamp: now,
    lastUpdate: snapshot.updatedAt,
    isActive: isSessionActive(snapshot),
    syncedAt,
    pendingUploads: snapshot.pendingUploads,
    ...(writer && { writer }),
    ...(base && unsent && { base }),
  };
}

export function snapshotOf(copy: LocalCopy): SessionSnapshot {
  return {
    sessionId: copy.id,
    data: copy.data,
    currentStep: copy.currentStep,
    completedSteps: copy.completedSteps,
    updatedAt: copy.lastUpdate,
    pendingUploads: copy.pendingUploads,
  };
}

export type ParsedLocalCopy =
  { status: "none" } | { status: "expired" } | { status: "broken"; reason: string } | { status: "ok"; copy: LocalCopy };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Pure: the stored string → a repaired copy, or why there is none. A value
 * that is not ours (another app's key, a hand-edited entry, an old format
 * without a valid id) is "broken"; list fields a copy lacks are repaired.
 */
export function parseLocalCopy(raw: string | null, now: number): ParsedLocalCopy {
  if (raw === null) return { status: "none" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: "broken", reason: "kein JSON" };
  }
  if (!isRecord(value)) return { status: "broken", reason: "kein Objekt" };
  if (!isSessionId(value.id)) return { status: "broken", reason: "keine gültige Sitzungs-ID" };
  if (!isRecord(value.data)) return { status: "broken", reason: "keine Formulardaten" };
  const timestamp = typeof value.timestamp === "number" ? value.timestamp : Date.parse(String(value.timestamp));
  if (!Number.isFinite(timestamp)) return { status: "broken", reason: "kein Zeitstempel" };
  if (now - timestamp > LOCAL_COPY_MAX_AGE_MS) return { status: "expired" };

  const data = repairWizardData(value.data);
  const currentStep = repairStep(value.currentStep);
  const lastUpdate =
    typeof value.lastUpdate === "string" && !Number.isNaN(Date.parse(value.lastUpdate))
      ? value.lastUpdate
      : new Date(timestamp).toISOString();
  const syncedAt =
    typeof value.syncedAt === "string" && !Number.isNaN(Date.parse(value.syncedAt)) ? value.syncedAt : null;
  return {
    status: "ok",
    copy: {
      id: value.id,
      data,
      currentStep,
      completedSteps: repairCompletedSteps(value.completedSteps),
      timestamp,
      lastUpdate,
      // Recomputed rather than trusted: the rule decides whether resuming is offered.
      isActive: isSessionActive({ data, currentStep }),
      syncedAt,
      pendingUploads: repairPendingUploads(value.pendingUploads),
      ...(typeof value.writer === "string" && WRITER_PATTERN.test(value.writer) && { writer: value.writer }),
      ...(isRecord(value.base) &&
        isRecord(value.base.data) && {
          base: {
            data: repairWizardData(value.base.data),
            completedSteps: repairCompletedSteps(value.base.completedSteps),
          },
        }),
    },
  };
}

/** Does the copy hold changes the database has not confirmed? */
export const hasUnsyncedChanges = (copy: LocalCopy): boolean =>
  copy.syncedAt === null || Date.parse(copy.lastUpdate) > Date.parse(copy.syncedAt);

/** The part of Storage the copies need, listing included (localStorage in the browser, a Map in tests). */
export type LocalCopyStorage = KeyValueStorage & Pick<Storage, "key" | "length">;

/** localStorage, or null where it is missing or blocked (private modes, sandboxed frames). */
export function browserStorage(): LocalCopyStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch (error) {
    console.warn(sessionLog.storageFailed, error);
    return null;
  }
}

/** Storage calls throw when storage is blocked or full: SPEC §8, only logged. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch (error) {
    console.warn(sessionLog.storageFailed, error);
    return undefined;
  }
}

/** Parses one stored value; a broken or expired one is removed with a log line. */
function readKey(storage: KeyValueStorage, key: string, now: number): LocalCopy | null {
  const raw = attempt(() => storage.getItem(key));
  if (raw === undefined) return null;
  const parsed = parseLocalCopy(raw, now);
  if (parsed.status === "ok" && (key === LEGACY_LOCAL_COPY_KEY || key === localCopyKey(parsed.copy.id)))
    return parsed.copy;
  if (parsed.status === "ok") console.warn(sessionLog.discarded, "Schlüssel passt nicht zur Sitzungs-ID");
  if (parsed.status === "broken") console.warn(sessionLog.discarded, parsed.reason);
  if (parsed.status === "expired") console.info(sessionLog.expired);
  if (parsed.status !== "none") attempt(() => storage.removeItem(key));
  return null;
}

/** The copy of one session, or null; never throws. */
export function readLocalCopy(storage: LocalCopyStorage | null, sessionId: string, now: number): LocalCopy | null {
  if (!storage) return null;
  moveLegacyCopy(storage, now);
  return readKey(storage, localCopyKey(sessionId), now);
}

/** The sessions whose copies this device holds, read from the keys alone (nothing parsed); never throws. */
export function localCopyIds(storage: LocalCopyStorage | null): string[] {
  if (!storage) return [];
  const keys = attempt(() => Array.from({ length: storage.length }, (_, index) => storage.key(index))) ?? [];
  return keys.flatMap((key) => (key?.startsWith(LOCAL_COPY_PREFIX) ? [key.slice(LOCAL_COPY_PREFIX.length)] : []));
}

/**
 * Every session's copy on this device, the most recently written first.
 * Broken and expired ones are removed (with a log line), and beyond
 * MAX_LOCAL_COPIES drafts the oldest; never throws.
 */
export function readLocalCopies(storage: LocalCopyStorage | null, now: number): LocalCopy[] {
  if (!storage) return [];
  moveLegacyCopy(storage, now);
  const copies = localCopyIds(storage)
    .map((id) => readKey(storage, localCopyKey(id), now))
    .filter((copy): copy is LocalCopy => copy !== null)
    .sort((a, b) => b.timestamp - a.timestamp);
  // Drafts count, empty copies (a tab just opened) do not.
  const tooMany = copies.filter((copy) => copy.isActive).slice(MAX_LOCAL_COPIES);
  for (const old of tooMany) clearLocalCopy(storage, old.id);
  return copies.filter((copy) => !tooMany.includes(copy));
}

/**
 * The one copy of earlier versions goes to its session's key, unless that key holds a newer
 * copy (a tab of the earlier version may still be writing the old key). The old key is
 * removed only once the copy is stored (storage may be full).
 */
function moveLegacyCopy(storage: KeyValueStorage, now: number): void {
  const legacy = readKey(storage, LEGACY_LOCAL_COPY_KEY, now);
  if (!legacy) return;
  const current = readKey(storage, localCopyKey(legacy.id), now);
  if ((!current || legacy.timestamp > current.timestamp) && !writeLocalCopy(storage, legacy)) return;
  attempt(() => storage.removeItem(LEGACY_LOCAL_COPY_KEY));
}

/** Stores the copy under its session's key; false where storage is full or blocked. */
export function writeLocalCopy(storage: KeyValueStorage | null, copy: LocalCopy): boolean {
  // Quota exceeded or storage blocked: the database copy still gets the change.
  if (!storage) return false;
  return (
    attempt(() => {
      storage.setItem(localCopyKey(copy.id), JSON.stringify(copy));
      return true;
    }) ?? false
  );
}

export function clearLocalCopy(storage: KeyValueStorage | null, sessionId: string): void {
  if (storage) attempt(() => storage.removeItem(localCopyKey(sessionId)));
}
