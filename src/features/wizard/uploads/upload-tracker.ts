import { useEffect, useLayoutEffect, useSyncExternalStore } from "react";
import type { UploadedFile, WizardData } from "../model/wizard-data";
import type { UploadWait } from "./transport";

export type PendingUpload = {
  key: string;
  fileName: string;
  /** Bytes of the local file, where the widget gave it (duplicate-files.ts). */
  size?: number;
  /** 0..1 */
  progress: number;
  status: "uploading" | "done" | "failed";
  /** Uploading, but waiting: to try again, or for the connection (shown under the bar). */
  waiting?: UploadWait;
  /** Object URL of the local file (images), revoked when the item goes. */
  previewUrl?: string;
  /** The committed entry once the upload succeeded. */
  entryId?: string;
};

/** How long a finished image keeps its (full) progress bar (SPEC §4, §9). */
export const PROGRESS_CLEAR_MS = 2000;

/**
 * Progress alone re-renders the widget at most this often. Three uploads report
 * progress some 60 times a second between them, and each report re-rendered the
 * whole list; the bar's transition fills the gaps.
 */
export const PROGRESS_RENDER_MS = 100;

const uploadListeners = new Set<() => void>();
const uploadsChanged = () => uploadListeners.forEach((listener) => listener());

/** Calls `listener` whenever an upload of any session starts, moves on or ends (uploadsRunning may have changed). */
export function subscribeToUploads(listener: () => void): () => void {
  uploadListeners.add(listener);
  return () => uploadListeners.delete(listener);
}

/**
 * Upload state of one widget of one session, kept outside React: an upload
 * keeps running when the visitor changes the step, and its result still lands
 * in the wizard data. Finished files are appended to the latest list this
 * tracker knows (not to a render's stale props), so files finishing at the
 * same time never overwrite each other.
 */
export class UploadTracker {
  private pending: readonly PendingUpload[] = [];
  private listeners = new Set<() => void>();
  private seenFiles: readonly UploadedFile[] | undefined;
  private latestFiles: readonly UploadedFile[] = [];
  private onChange: (files: UploadedFile[]) => void = () => {};
  private counter = 0;
  private lastProgressRender = -Infinity;
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Entries uploaded from this page, by entry id: the upload's key, which the
   * tile keeps (and with it its <img>), and the object URL of the visitor's own
   * file, which the tile goes on showing instead of downloading every stored
   * image again while the rest still uploads.
   */
  private uploadedHere = new Map<string, { tileKey: string; previewUrl?: string }>();
  /** Cancels an upload still running, by its key (cancel, discardAll). */
  private controllers = new Map<string, AbortController>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.pending;

  /** Files listed or still uploading, by name and size, to tell a file picked again (duplicate-files.ts). */
  get present(): Array<{ fileName: string; size?: number }> {
    return [...this.files, ...this.pending.filter((item) => item.status === "uploading")];
  }

  /** The committed files, including those not yet rendered back by the parent. */
  get files(): readonly UploadedFile[] {
    return this.latestFiles;
  }

  get activeCount(): number {
    return this.pending.filter((item) => item.status === "uploading").length;
  }

  /**
   * Adopts the parent's list when it changed (e.g. the parent cleared it);
   * a re-render with the same, older array does not undo a fresh commit.
   */
  sync(files: readonly UploadedFile[], onChange: (files: UploadedFile[]) => void) {
    this.onChange = onChange;
    if (files !== this.seenFiles) {
      this.seenFiles = files;
      this.latestFiles = files;
      this.forgetEntriesExcept(files);
    }
  }

  /**
   * The session's state was replaced from outside the widget (another device's
   * copy taken over or merged): later uploads add to the new list, even while
   * the widget is not mounted to render it back.
   */
  adopt(files: readonly UploadedFile[]) {
    this.latestFiles = files;
    this.forgetEntriesExcept(files);
  }

  commit(next: UploadedFile[]) {
    this.latestFiles = next;
    this.forgetEntriesExcept(next);
    this.onChange(next);
  }

  /** The key of the upload an entry came from on this page, if it did. */
  tileKeyOf(entryId: string): string | undefined {
    return this.uploadedHere.get(entryId)?.tileKey;
  }

  /**
   * A widget's rows in one list, in the order the visitor picked them: the files stored before
   * this page first, as listed, then each file picked here at its place, stored or still
   * uploading. So a row stays where it is when its upload ends, and the buttons of the rows
   * around it do not move under the visitor's finger.
   */
  inPickOrder<T>(files: readonly UploadedFile[], pending: readonly PendingUpload[], row: RowOf<T>): T[] {
    return [
      ...files.map((file) => ({ order: pickOrder(this.tileKeyOf(file.id)), row: row.file(file) })),
      ...pending.map((item) => ({ order: pickOrder(item.key), row: row.pending(item) })),
    ]
      .sort((a, b) => a.order - b.order)
      .map(({ row }) => row);
  }

  /** The local image of an entry uploaded from this page, if there is one. */
  previewOf(entryId: string): string | undefined {
    return this.uploadedHere.get(entryId)?.previewUrl;
  }

  /**
   * A preview that arrives after the start (a thumbnail made in the background): on the
   * upload's item and, once stored from here, on its entry. Revoked at once if both are gone.
   */
  setPreview(key: string, previewUrl: string) {
    const stored = [...this.uploadedHere].find(([, here]) => here.tileKey === key);
    const item = this.pending.find((candidate) => candidate.key === key);
    const replaced = stored?.[1].previewUrl ?? item?.previewUrl;
    if (replaced !== previewUrl) revoke(replaced);
    if (stored) this.uploadedHere.set(stored[0], { ...stored[1], previewUrl });
    if (item) this.update(key, (current) => ({ ...current, previewUrl }));
    else if (stored) this.notify();
    else revoke(previewUrl);
  }

  start(fileName: string, { previewUrl, size }: { previewUrl?: string; size?: number } = {}): string {
    const key = `${KEY_PREFIX}${++this.counter}`;
    this.controllers.set(key, new AbortController());
    this.set([...this.pending, { key, fileName, size, progress: 0, status: "uploading", previewUrl }]);
    return key;
  }

  /**
   * The visitor dropped the whole list (texts: the other option was chosen): uploads still running
   * are cancelled, and one that finishes all the same is not added back (succeed answers false).
   */
  discardAll() {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
    for (const item of this.pending) revoke(item.previewUrl);
    this.latestFiles = [];
    this.forgetEntriesExcept([]);
    this.set([]);
  }

  /**
   * The visitor leaves the wizard: uploads still running stop (a tus upload is ended on the server
   * too) and stay in the list as failed, as the saved session names them: missing, to be picked again.
   */
  abortRunning() {
    for (const controller of this.controllers.values()) controller.abort();
  }

  /**
   * The visitor cancelled one upload (or closed its failure message): a request still running is
   * aborted, and the item goes. One stored all the same is deleted again (upload: "discarded").
   */
  cancel(key: string) {
    this.controllers.get(key)?.abort();
    this.controllers.delete(key);
    this.dismiss(key);
  }

  progress(key: string, fraction: number) {
    this.pending = this.pending.map((item) =>
      item.key === key && item.status === "uploading" ? { ...item, progress: fraction } : item,
    );
    if (this.progressTimer !== undefined) return;
    const showProgress = () => {
      this.lastProgressRender = performance.now();
      this.notify();
    };
    const wait = this.lastProgressRender + PROGRESS_RENDER_MS - performance.now();
    if (wait <= 0) showProgress();
    else this.progressTimer = setTimeout(showProgress, wait);
  }

  /** Shown at once: it says why the bar stands still, or that it moves again. */
  waiting(key: string, wait: UploadWait | null) {
    this.update(key, (item) => (item.status === "uploading" ? { ...item, waiting: wait ?? undefined } : item));
  }

  /** Adds the stored file to the list; false if the upload was discarded meanwhile (nothing added). */
  succeed(key: string, entry: UploadedFile, clearAfterMs = 0): boolean {
    this.controllers.delete(key);
    const item = this.pending.find((candidate) => candidate.key === key);
    if (!item) return false;
    this.uploadedHere.set(entry.id, { tileKey: key, previewUrl: item?.previewUrl });
    this.update(key, (item) => ({ ...item, status: "done", progress: 1, entryId: entry.id }));
    // In the order picked, not finished (the biggest file starts first and ends last): before the
    // first entry picked after it on this page.
    const files = [...this.latestFiles];
    const after = files.findIndex((file) => pickOrder(this.tileKeyOf(file.id)) > pickOrder(key));
    files.splice(after === -1 ? files.length : after, 0, entry);
    this.commit(files);
    if (clearAfterMs > 0) setTimeout(() => this.dismiss(key), clearAfterMs);
    else this.dismiss(key);
    return true;
  }

  /**
   * One file's upload under this tracker: progress, the list, and cancellation by discardAll.
   * "discarded": cancelled, or stored after discardAll, in which case `removeStored` deletes it
   * again (it belongs to no briefing). A real failure marks the item failed and throws.
   */
  async upload(
    key: string,
    send: (options: {
      onProgress: (fraction: number) => void;
      onWaiting: (wait: UploadWait | null) => void;
      signal?: AbortSignal;
    }) => Promise<UploadedFile>,
    removeStored: (path: string) => Promise<void>,
    clearAfterMs = 0,
  ): Promise<"stored" | "discarded"> {
    const signal = this.controllers.get(key)?.signal;
    let entry: UploadedFile;
    try {
      entry = await send({
        onProgress: (fraction) => this.progress(key, fraction),
        onWaiting: (wait) => this.waiting(key, wait),
        signal,
      });
    } catch (error) {
      this.fail(key);
      if (signal?.aborted) return "discarded";
      throw error;
    }
    if (this.succeed(key, entry, clearAfterMs)) return "stored";
    // Deleted in the background; a failure only leaves a file behind that no briefing lists.
    void Promise.resolve()
      .then(() => removeStored(entry.path))
      .catch((cause) => console.warn("Verworfene Datei konnte nicht gelöscht werden", cause));
    return "discarded";
  }

  fail(key: string) {
    this.controllers.delete(key);
    this.update(key, (item) => ({ ...item, status: "failed" }));
  }

  dismiss(key: string) {
    const item = this.pending.find((candidate) => candidate.key === key);
    if (!item) return;
    // A finished item's preview now belongs to its entry.
    if (!(item.entryId && this.previewOf(item.entryId) === item.previewUrl)) revoke(item.previewUrl);
    this.set(this.pending.filter((candidate) => candidate.key !== key));
  }

  private forgetEntriesExcept(files: readonly UploadedFile[]) {
    if (this.uploadedHere.size === 0) return;
    const kept = new Set(files.map((file) => file.id));
    for (const [entryId, { previewUrl }] of this.uploadedHere) {
      if (kept.has(entryId)) continue;
      revoke(previewUrl);
      this.uploadedHere.delete(entryId);
    }
  }

  private update(key: string, change: (item: PendingUpload) => PendingUpload) {
    // Cancelled meanwhile: nothing to change, nothing to render.
    if (!this.pending.some((item) => item.key === key)) return;
    this.set(this.pending.map((item) => (item.key === key ? change(item) : item)));
  }

  private set(next: readonly PendingUpload[]) {
    this.pending = next;
    this.notify();
  }

  /** Tells the widget; a start, success or failure shows at once, with any progress held back. */
  private notify() {
    clearTimeout(this.progressTimer);
    this.progressTimer = undefined;
    this.listeners.forEach((listener) => listener());
    uploadsChanged();
  }
}

type RowOf<T> = { file: (file: UploadedFile) => T; pending: (item: PendingUpload) => T };

const KEY_PREFIX = "upload-";

/** Uploads are numbered as they start, in the order picked; -1 for a file stored before this page. */
const pickOrder = (key: string | undefined) => (key ? Number(key.slice(KEY_PREFIX.length)) : -1);

function revoke(url: string | undefined) {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
}

export function previewUrlOf(file: File): string | undefined {
  return typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : undefined;
}

const trackers = new Map<string, UploadTracker>();
/** The two file lists of a session, each with its own tracker. */
export const UPLOAD_LISTS = ["images", "texts"] as const;
export type UploadList = (typeof UPLOAD_LISTS)[number];

export function uploadTracker(kind: UploadList, sessionId: string): UploadTracker {
  const id = `${kind}:${sessionId}`;
  let tracker = trackers.get(id);
  if (!tracker) {
    tracker = new UploadTracker();
    trackers.set(id, tracker);
  }
  return tracker;
}

/** Sessions the visitor reset: their uploads still running must not land in the new session. */
const discardedSessions = new Set<string>();

/** "Formular zurücksetzen": cancels the session's uploads; one that finishes all the same is dropped. */
export function discardUploadsOf(sessionId: string) {
  discardedSessions.add(sessionId);
  for (const kind of UPLOAD_LISTS) trackers.get(`${kind}:${sessionId}`)?.discardAll();
  // Its folder is being emptied on the server (and takes no new file): nothing more to send there.
  logoUploads.get(sessionId)?.forEach((controller) => controller.abort());
}

/**
 * "Trotzdem verlassen" (LeaveGuard): the session's uploads still running stop instead of going on
 * unseen, on a phone's data, into a briefing nobody is editing. The saved session lists them as missing.
 */
export function abandonUploadsOf(sessionId: string) {
  for (const kind of UPLOAD_LISTS) trackers.get(`${kind}:${sessionId}`)?.abortRunning();
  logoUploads.get(sessionId)?.forEach((controller) => controller.abort());
}

/** The session's lists as they now stand in the replaced state (UploadTracker.adopt). */
export function adoptUploadLists(
  sessionId: string,
  data: Pick<WizardData, "uploaded_images" | "uploaded_texts" | "texte_status">,
) {
  trackers.get(`images:${sessionId}`)?.adopt(data.uploaded_images);
  const texts = trackers.get(`texts:${sessionId}`);
  // The new state has the texts written by the agency: uploads still running are no longer
  // wanted (the text widget, which would cancel them, may not be mounted).
  if (data.texte_status !== "texte-hochladen") texts?.discardAll();
  else texts?.adopt(data.uploaded_texts);
}

/**
 * Logo uploads under way per session (the logo widget keeps its one upload in its own state),
 * by the controller that cancels each: a reset aborts them (discardUploadsOf).
 */
const logoUploads = new Map<string, Set<AbortController>>();

/** Counts a logo upload as running until the returned function is called. */
export function logoUploadStarted(sessionId: string, controller: AbortController): () => void {
  const running = logoUploads.get(sessionId) ?? new Set();
  logoUploads.set(sessionId, running.add(controller));
  uploadsChanged();
  return () => {
    running.delete(controller);
    uploadsChanged();
  };
}

/** Whether any text, image or logo of the session is still on its way to storage. */
export const uploadsRunning = (sessionId: string) =>
  (logoUploads.get(sessionId)?.size ?? 0) > 0 ||
  UPLOAD_LISTS.some((kind) => (trackers.get(`${kind}:${sessionId}`)?.activeCount ?? 0) > 0);

export const uploadsDiscarded = (sessionId: string) => discardedSessions.has(sessionId);

/** Whether any file of the session is still on its way to storage; re-renders only when that flips. */
export function useUploadsRunning(sessionId: string): boolean {
  const running = () => uploadsRunning(sessionId);
  return useSyncExternalStore(subscribeToUploads, running, () => false);
}

/** For tests: forget all upload state. */
export function resetUploadTrackers() {
  trackers.clear();
  logoUploads.clear();
  discardedSessions.clear();
}

// Layout effect so a completion right after a render sees that render's list;
// plain effect where there is no DOM (prerender).
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Binds a widget to its tracker; returns the tracker and its pending uploads. */
export function useUploadTracker(
  kind: UploadList,
  sessionId: string,
  files: readonly UploadedFile[],
  onChange: (files: UploadedFile[]) => void,
) {
  const tracker = uploadTracker(kind, sessionId);
  useIsomorphicLayoutEffect(() => tracker.sync(files, onChange));
  const pending = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
  return { tracker, pending };
}
