/**
 * Ordering of saved copies. wizard_sessions keeps the copy with the newer
 * updated_at (a before-update trigger skips older writes), and the client
 * applies the same rule between its local copy and the database.
 */

const time = (iso: string | null | undefined): number => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/** Is `candidate` strictly newer than `reference`? Unreadable times count as oldest. */
export const isNewer = (candidate: string | null | undefined, reference: string | null | undefined): boolean =>
  time(candidate) > time(reference);

/**
 * The time of a new change: now, but always after the previous change, so
 * two changes within one millisecond still order (the server compares them).
 */
export function nextUpdatedAt(previous: string | null | undefined, now: number): string {
  const prev = time(previous);
  return new Date(Number.isFinite(prev) && now <= prev ? prev + 1 : now).toISOString();
}

export type CopyChoice = "local" | "remote";

/**
 * Which copy of one session to continue with when both exist: the remote one
 * unless this device holds newer changes it has not sent yet (typed offline,
 * then opened the link again).
 */
export function chooseCopy(local: { lastUpdate: string } | null, remote: { updatedAt: string }): CopyChoice {
  return local && isNewer(local.lastUpdate, remote.updatedAt) ? "local" : "remote";
}

/**
 * Should a tab offer the copy it found in the database? Only when that copy
 * was saved after this tab's latest change and says something else: then it
 * came from another device (this tab's own saves carry its own times).
 */
export function shouldOfferRemote(
  local: { lastUpdate: string },
  remote: { updatedAt: string },
  differs: boolean,
): boolean {
  return differs && isNewer(remote.updatedAt, local.lastUpdate);
}
