/**
 * Ordering of saved copies. wizard_sessions keeps a copy only if it is not
 * older than the saved one and, when another tab or device saved that one,
 * builds on it (a before-update trigger skips other writes); the client
 * judges the copies it loads by the same rule.
 */

const time = (iso: string | null | undefined): number => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/** Is `candidate` strictly newer than `reference`? Unreadable times count as oldest. */
export const isNewer = (candidate: string | null | undefined, reference: string | null | undefined): boolean =>
  time(candidate) > time(reference);

/** Do two stamps name the same instant? PostgREST writes `+00:00` where the client writes `Z`. */
export const sameTime = (a: string | null | undefined, b: string | null | undefined): boolean =>
  Number.isFinite(time(a)) && time(a) === time(b);

/**
 * The time of a new change: now, but always after the previous change, so
 * two changes within one millisecond still order (the server compares them).
 */
export function nextUpdatedAt(previous: string | null | undefined, now: number): string {
  const prev = time(previous);
  return new Date(Number.isFinite(prev) && now <= prev ? prev + 1 : now).toISOString();
}

/** What a tab does with the saved copy it loaded (on focus, or after the database skipped its save). */
export type RemoteVerdict = "offer" | "rebase" | "none";

/**
 * The database stores a tab's copy only if the tab saved the row last or
 * builds on it (the write guard, ADR 030). So a saved row that is newer than
 * the tab's base and came from another writer with other content holds work
 * this tab has not seen: offer it ("Neuerer Stand gefunden"), or the tab
 * could never save again. A newer row that is the tab's own (an answer that
 * got lost) or says the same becomes the tab's base without asking.
 */
export function judgeRemote(
  tab: { writer: string; syncedAt: string | null },
  remote: { writer: string | null; updatedAt: string },
  differs: boolean,
): RemoteVerdict {
  if (!isNewer(remote.updatedAt, tab.syncedAt)) return "none";
  return remote.writer === tab.writer || !differs ? "rebase" : "offer";
}
