import { sessionLog } from "../session/messages";
import { sessionFolder } from "./ids";

/**
 * tus-js-client notes each unfinished upload of more than one chunk in
 * localStorage, under "tus::<fingerprint>::<n>" (resumableFingerprint): the
 * upload's address on the server, the file's name and when it began. Picking
 * the file again after a reload continues it from there. A note removes itself
 * when its upload completes; an interrupted one would stay for good. So a note
 * lives only as long as the draft it belongs to is kept on this device, and
 * never longer than a draft may (privacy statement, section 6).
 */
/** How every fingerprint of this app's uploads begins (resumableFingerprint); another app's notes are left alone. */
export const FINGERPRINT_PREFIX = "wizard-tus";
const NOTE_PREFIX = `tus::${FINGERPRINT_PREFIX}|`;

export type UploadNoteStorage = Pick<Storage, "getItem" | "removeItem" | "key" | "length">;

/** The session folder a note's upload goes to: the fingerprint is "wizard-tus|bucket|folder|…". */
function folderOfNote(key: string): string | undefined {
  const [, folder] = key.slice(NOTE_PREFIX.length).split("|");
  return folder?.split("/").pop();
}

function startedAt(raw: string | null): number {
  try {
    const { creationTime } = JSON.parse(raw ?? "") as { creationTime?: unknown };
    return typeof creationTime === "string" ? Date.parse(creationTime) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Removes the notes of uploads that belong to none of `draftIds` (the sessions
 * whose drafts this device keeps), that began more than `maxAgeMs` ago, or
 * whose time cannot be read. Resolves with how many went; never rejects
 * (blocked storage is only logged, SPEC §8).
 */
export async function forgetStaleUploadNotes(
  storage: UploadNoteStorage,
  draftIds: readonly string[],
  now: number,
  maxAgeMs: number,
): Promise<number> {
  try {
    const keep = new Set(await Promise.all(draftIds.map(sessionFolder)));
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(NOTE_PREFIX) ?? false,
    );
    const stale = keys.filter((key) => {
      const folder = folderOfNote(key);
      const age = now - startedAt(storage.getItem(key));
      return !folder || !keep.has(folder) || !(age <= maxAgeMs);
    });
    for (const key of stale) storage.removeItem(key);
    return stale.length;
  } catch (error) {
    console.warn(sessionLog.storageFailed, error);
    return 0;
  }
}
