import { site } from "~/content/site";
import { logoFields } from "../model/logo";
import type { WizardState } from "../state/wizard-state";
import type { WizardStore } from "../state/wizard-store";
import { createCoalescingSaver, type CoalescingSaver, type CoalescingSaverOptions } from "./autosave";
import { isNewer, judgeRemote, nextUpdatedAt, sameTime } from "./conflict";
import { forgetStaleUploadNotes } from "../uploads/upload-notes";
import {
  clearLocalCopy,
  hasUnsyncedChanges,
  LOCAL_COPY_MAX_AGE_MS,
  localCopyIds,
  readLocalCopies,
  readLocalCopy,
  snapshotOf,
  toLocalCopy,
  writeLocalCopy,
  type LocalCopy,
  type LocalCopyStorage,
} from "./local-copy";
import { sessionLog } from "./messages";
import type { PendingUploadsSource, PendingUploadsWatch } from "./pending-uploads";
import type { RemoteCopy, RemoteSessionStore } from "./remote-session";
import { createSessionId, isSessionId } from "./session-id";
import { readSessionParam } from "./session-link";
import {
  isSessionActive,
  sameContent,
  stableJson,
  type PendingUploadNote,
  type SessionSnapshot,
} from "./session-record";
import { createWriterId } from "./tab-writer";
import { mergeCopies, type Content } from "./merge";
import type { LatestCheck } from "./session-context";

export type SessionPhase = "loading-link" | "offer-resume" | "active" | "finished";

/** What the UI shows; replaced (never mutated) on every change, for useSyncExternalStore. */
export type SessionView = {
  phase: SessionPhase;
  /**
   * The drafts on this device the resume dialog offers, the one to suggest
   * first (this tab's own after a reload, else the most recent).
   */
  resumeCandidates: LocalCopy[];
  /** A newer copy saved on another device, offered for loading. */
  newerCopy: SessionSnapshot | null;
  /** That copy merged with this tab's, when the two changed different fields ("Zusammenführen"). */
  mergedCopy: Content | null;
  /** Files that were still uploading when the restored copy was saved. */
  pendingElsewhere: PendingUploadNote[];
  /** Another tab or device sent or reset this session: nothing here is saved until continueAsNew. */
  endedElsewhere?: boolean;
};

/** The browser around the wizard; tests pass fakes. */
export type SessionEnvironment = {
  search: () => string;
  /** Drops ?session= from the address (without a reload). */
  dropSessionParam: () => void;
  /** Adds the page listeners and returns their removal. */
  listen: (handlers: { exit: () => void; visible: () => void; online: () => void }) => () => void;
  /**
   * Resolves after the browser painted what is pending. An autosave waits for it, so
   * its request is built right after a keystroke's frame, with the time until the
   * next key ahead of it, not in front of that key (bench:wizard). Tests leave it out.
   */
  afterPaint?: () => Promise<void>;
  /**
   * Notes which field has the focus and returns a function that gives it back
   * (cursor included) once the forms remounted with a replaced state. Tests leave it out.
   */
  keepFocus?: () => () => void;
  /**
   * Runs `run` once the visitor has stopped typing for a moment and returns its cancellation. A
   * dialog that opened mid-word took the next keys: a Space pressed its focused button and
   * decided the conflict unseen (an audit, 2026-11-29). Tests may leave it out (`run` runs now).
   */
  afterTypingPause?: (run: () => void) => () => void;
  /**
   * Where localStorage is blocked (all cookies blocked, some private modes), no local copy can
   * bring the answers back after a reload. The tab's history entry can hold the session's id
   * instead (history.state survives reloading the tab, and the address stays /konfigurator), so
   * the saved session is loaded from the database as a link would be. Tests may leave it out.
   */
  tabSession?: { read: () => string | null; write: (sessionId: string | null) => void };
  /**
   * Looks for another device's work (the `visible` handler) a few more times in the next seconds.
   * A link opened while the other device's last keys were still on their way (it saves up to
   * 0.4 s after a pause) would otherwise show them only at the next 20 s look. Tests may leave it out.
   */
  lookAgainSoon?: () => void;
};

export type SessionControllerOptions = {
  store: WizardStore;
  remote: RemoteSessionStore;
  storage: LocalCopyStorage | null;
  environment: SessionEnvironment;
  notify: {
    restored: () => void;
    /** "Neu starten" dropped the offered drafts; `undo` brings them back while the new form is untouched. */
    startedOver: (undo: () => void) => void;
    merged?: () => void;
    /** A session link's saved answers could not be fetched (the link stays, so a reload tries again). */
    linkLoadFailed?: () => void;
    /** The session was sent from another tab or device; this tab saves no more. */
    sentElsewhere?: () => void;
    /** A session link names no saved draft (sent, reset, purged, or mistyped): a new one starts. */
    linkNotFound?: () => void;
  };
  pendingUploads?: PendingUploadsSource;
  /**
   * Deletes a reset session's draft and files on the server, in the background (discardDraft;
   * draft-deletion.ts). Without it nothing is deleted there.
   */
  deleteDraft?: (sessionId: string) => void;
  /**
   * The store's state was replaced from outside the forms (a copy loaded, taken
   * over or merged): uploads still running must add to the new lists.
   */
  onStateReplaced?: (state: WizardState) => void;
  /** The id this tab saves under (tabWriterId); a new one per controller by default. */
  writer?: string;
  /** A new id for this tab from now on (renewTabWriter); see takeUp. */
  renewWriter?: () => string;
  now?: () => number;
  saver?: Pick<CoalescingSaverOptions<SessionSnapshot>, "intervalMs" | "retryDelayMs" | "isOnline">;
};

type Tracking = {
  sessionId: string;
  /** Time of the latest change (becomes updated_at). */
  lastUpdate: string;
  /**
   * updated_at of the saved row this tab's state builds on, as the database
   * stored it: the row it loaded or was shown, or its own last stored save.
   * Every save names it; the database refuses a copy based on an older row
   * than one another tab or device saved since.
   */
  syncedAt: string | null;
  /** The database has (had) a row for this session: keep saving even if the form becomes empty again. */
  savedRemotely: boolean;
  step: number;
  pending: PendingUploadNote[];
  /** The content of the row at `syncedAt`, when this tab knows it: the common ancestor of a merge. */
  base: Content | null;
  /** This tab tried to send the briefing (confirmLatest): its answer may have been lost. */
  sendTried?: boolean;
};

const contentOf = ({ data, completedSteps }: Content): Content => ({ data, completedSteps });
const sameAs = (a: Content, b: Content) => stableJson(contentOf(a)) === stableJson(contentOf(b));
/** The answers alone: completed steps follow from where a tab has been. */
/** wizard_sessions rows untouched this long are purged (privacy statement, site config). */
const SERVER_DRAFT_MS = site.legal.serverDraftDays * 24 * 60 * 60 * 1000;
const sameData = (a: Content, b: Content) => stableJson(a.data) === stableJson(b.data);

/**
 * Keeps one wizard session safe (SPEC §4 "Session"): decides on load between
 * the ?session= link, the resume dialog and a fresh start; writes every change
 * to the local copy at once and to wizard_sessions through the coalescing
 * saver; sends the last change when the page is hidden or closed; notices a
 * newer copy saved on another device; forgets everything after a reset or a
 * submitted briefing, and after a confirmed reset has the old session deleted
 * on the server too. React-free, so it is tested without rendering.
 */
export class WizardSessionController {
  private view: SessionView;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  /** The id this tab saves under; a new one after taking up another tab's copy (see takeUp). */
  private writer: string;
  private tracking: Tracking;
  private saver: CoalescingSaver<SessionSnapshot>;
  /** Set while the controller itself replaces the store's state. */
  private applying = false;
  private detach: (() => void)[] = [];
  private pendingWatch: PendingUploadsWatch | undefined;
  private linkId: string | null = null;
  /** Refused saves since the last stored one (see checkRemote). */
  private refusals = 0;
  /** Gives the focus back after the newer-copy dialog replaced the form (keepFocus). */
  private giveFocusBack: (() => void) | undefined;
  /** The drafts "Neu starten" dropped, until the new form is changed (undoStartOver). */
  private droppedByStartOver: LocalCopy[] | null = null;
  /** Cancels a newer-copy question waiting for a pause in typing (afterTypingPause). */
  private cancelPendingOffer: (() => void) | undefined;
  private dropParamOnAttach = false;
  /** The id loaded on attach came from this tab's history entry (tabSession), not from the address. */
  private linkFromTab = false;

  constructor(private readonly options: SessionControllerOptions) {
    this.now = options.now ?? Date.now;
    this.writer = options.writer ?? createWriterId();
    this.tracking = this.freshTracking(options.store.getState());
    this.saver = this.createSaver();
    this.view = { phase: "active", resumeCandidates: [], newerCopy: null, mergedCopy: null, pendingElsewhere: [] };

    // Decided synchronously, so the first render already shows the right thing.
    const param = readSessionParam(options.environment.search());
    // Read only without localStorage: with it, the local copy brings a reloaded tab back.
    const tabSession = options.storage === null ? (options.environment.tabSession?.read() ?? null) : null;
    if (param !== null && isSessionId(param)) {
      this.linkId = param;
      this.view = { ...this.view, phase: "loading-link" };
    } else if (param !== null) {
      // SPEC §4: a link whose session is not found starts a new one. Drafts on this
      // device stay stored and are offered on the next visit without a link.
      this.dropParamOnAttach = true;
    } else if (tabSession !== null && isSessionId(tabSession)) {
      this.linkId = tabSession;
      this.linkFromTab = true;
      this.view = { ...this.view, phase: "loading-link" };
    } else {
      this.view = this.decideFromLocalCopy();
    }
  }

  // ── UI side ────────────────────────────────────────────────────────────

  getView = (): SessionView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Attaches store and page listeners; loads a linked session. Returns the cleanup. */
  attach(): () => void {
    const { store, environment } = this.options;
    const unsubscribe = store.subscribe(this.onStoreChange);
    const unlisten = environment.listen({
      exit: () => this.exit(),
      visible: () => void this.checkRemote(),
      online: () => this.saver.resume(),
    });
    this.detach = [unsubscribe, unlisten];
    this.watchPending();
    this.forgetUploadNotes();
    if (this.dropParamOnAttach) {
      environment.dropSessionParam();
      this.options.notify.linkNotFound?.();
    }
    this.dropParamOnAttach = false;
    if (this.view.phase === "loading-link" && this.linkId) {
      void this.loadLink(this.linkId);
      this.linkId = null;
    }
    return () => this.stop();
  }

  /** "Fortsetzen": data, step and id of the chosen local copy (the first offered by default) come back. */
  resume = (sessionId?: string): void => {
    const candidates = this.view.resumeCandidates;
    const copy = sessionId === undefined ? candidates[0] : candidates.find(({ id }) => id === sessionId);
    if (this.view.phase !== "offer-resume" || !copy) return;
    this.takeUp(copy);
    this.setView({ phase: "active", resumeCandidates: [], pendingElsewhere: copy.pendingUploads });
    this.options.notify.restored();
    if (hasUnsyncedChanges(copy) && (copy.isActive || copy.syncedAt)) void this.sendResumed(copy);
    // Maybe the visitor went on on another device since.
    else void this.checkRemote();
  };

  /**
   * A resumed copy with changes it never saw stored: sent, unless the database holds a later
   * row of the same tab. Then storage was full for this copy while the tab went on saving (a long
   * paste no longer fit), and the row, which holds everything the copy does and more, is taken
   * up instead: sent again, the copy's older answers would have replaced it.
   */
  private async sendResumed(copy: LocalCopy): Promise<void> {
    const resumed = stableJson(this.snapshot().data);
    let remote: RemoteCopy | null = null;
    try {
      remote = await this.options.remote.load(copy.id);
    } catch (error) {
      console.warn(sessionLog.loadFailed, error);
    }
    // The visitor typed meanwhile, or left: this tab's state goes on as it is.
    if (this.tracking.sessionId !== copy.id || stableJson(this.snapshot().data) !== resumed) return;
    if (
      remote &&
      copy.writer !== undefined &&
      remote.writer === copy.writer &&
      isNewer(remote.updatedAt, copy.lastUpdate)
    ) {
      this.adopt(remote, remote.updatedAt);
      return;
    }
    this.saver.flush(this.snapshot());
    void this.checkRemote();
  }

  /**
   * "Neu starten": the offered copies go, the fresh form stays. Nothing of
   * theirs is sent: the visitor discards them, and changes the database has
   * not seen go with them. Their saved drafts stay on the server as they are
   * (the visitor may go on with one on another device; only a confirmed
   * reset deletes one there, see discardDraft). A tab still open with one of
   * them writes its copy again with its next change, and when it is hidden or
   * closed (exit).
   */
  startOver = (): void => {
    if (this.view.phase !== "offer-resume") return;
    const dropped = this.view.resumeCandidates;
    for (const offered of dropped) clearLocalCopy(this.options.storage, offered.id);
    this.tracking = this.freshTracking(this.options.store.getState());
    this.setView({ phase: "active", resumeCandidates: [] });
    this.forgetUploadNotes();
    // One click, where the toolbar's reset asks for a typed "Ja": so it can be taken back.
    this.droppedByStartOver = dropped;
    this.options.notify.startedOver(this.undoStartOver);
  };

  /** Brings back the drafts "Neu starten" dropped and resumes the first, unless the new form was changed since. */
  undoStartOver = (): void => {
    const dropped = this.droppedByStartOver;
    this.droppedByStartOver = null;
    const first = dropped?.[0];
    if (!dropped || !first || this.view.phase !== "active") return;
    for (const copy of dropped) writeLocalCopy(this.options.storage, copy);
    this.setView({ phase: "offer-resume", resumeCandidates: dropped });
    this.resume(first.id);
  };

  /** Loads the newer copy from another device. */
  acceptNewer = (): void => {
    const newer = this.view.newerCopy;
    if (!newer) return;
    this.replaceSaver();
    this.adopt(newer, newer.updatedAt);
    this.setView({ newerCopy: null, mergedCopy: null, pendingElsewhere: newer.pendingUploads });
    this.takeFocusBack();
  };

  /** Keeps what each device changed ("Beide Stände zusammenführen"). */
  acceptMerged = (): void => {
    const { newerCopy } = this.view;
    const { base } = this.tracking;
    if (!newerCopy || !base) return;
    // Merged anew: the state may have changed while the dialog was open (an upload finished).
    const merged = mergeCopies(base, this.snapshot(), newerCopy);
    if (!merged.ok) return this.setView({ mergedCopy: null });
    this.setView({ newerCopy: null, mergedCopy: null });
    this.applyMerged(newerCopy, { data: merged.data, completedSteps: merged.completedSteps });
    this.takeFocusBack();
    this.options.notify.merged?.();
  };

  /** Keeps this tab's state: it becomes the newest copy and is saved now, over the other one. */
  keepMine = (): void => {
    const newer = this.view.newerCopy;
    if (!newer) return;
    this.setView({ newerCopy: null, mergedCopy: null });
    this.giveFocusBack = undefined;
    // The visitor has seen the other copy and chose this one: it now builds on it, and is
    // saved now, stamped after it.
    if (isNewer(newer.updatedAt, this.tracking.syncedAt)) {
      this.tracking.syncedAt = newer.updatedAt;
      this.tracking.base = contentOf(newer);
    }
    this.persist(true);
  };

  /**
   * "Formular zurücksetzen" confirmed with "Ja" (reset-dialog.tsx), once the
   * form has started afresh: the old session's draft and files are deleted on
   * the server, in the background (draft-deletion.ts). Never the session this
   * tab is working on: the reset must have replaced it first.
   */
  discardDraft = (sessionId: string): void => {
    if (sessionId !== this.tracking.sessionId || this.view.phase === "finished") this.options.deleteDraft?.(sessionId);
  };

  /** Saves now, even an empty form: the visitor is about to open the link elsewhere. */
  saveNow = (): Promise<boolean> => {
    if (this.view.phase !== "active") return Promise.resolve(false);
    this.tracking.savedRemotely = true;
    const snapshot = this.snapshot();
    this.writeLocal(snapshot);
    this.saver.flush(snapshot);
    const saver = this.saver;
    return saver.idle().then(() => saver.unsaved() === undefined);
  };

  /**
   * The briefing was submitted: the server deleted the draft; the local copy
   * goes too and nothing is saved any more (a late autosave would be refused
   * by the server anyway, see the wizard_sessions write guard).
   */
  finish = (): void => {
    this.saver.cancel();
    clearLocalCopy(this.options.storage, this.tracking.sessionId);
    this.options.environment.tabSession?.write(null);
    this.stop();
    this.setView({ phase: "finished", newerCopy: null, mergedCopy: null, resumeCandidates: [], pendingElsewhere: [] });
    this.forgetUploadNotes();
  };

  /**
   * After another tab or device sent or reset this session: what this tab still shows becomes a
   * new request with a new session id, saved again. Its files stay behind: they belong to the old
   * session's folders (sent: kept with that briefing; reset: deleted), so they are picked anew.
   */
  continueAsNew = (): void => {
    if (this.view.phase !== "finished" || !this.view.endedElsewhere) return;
    const state = this.options.store.getState();
    const data = { ...state.data, ...logoFields(null), uploaded_texts: [], uploaded_images: [] };
    this.replaceState({ ...state, sessionId: createSessionId(this.now()), data });
    this.tracking = this.freshTracking(this.options.store.getState());
    this.replaceSaver();
    this.setView({ phase: "active", endedElsewhere: false });
    // finish() took the page listeners off.
    this.attach();
    this.persist(true);
  };

  /**
   * Just before the briefing is sent (which deletes the draft): work saved on another device
   * since this tab last looked must not be left out. "same": nothing newer, send; "offered": the
   * visitor decides in the newer-copy dialog; "updated": the other device's answers were taken
   * over, and the summary now shows them to be checked.
   */
  confirmLatest = async (): Promise<LatestCheck> => {
    const before = stableJson(this.snapshot().data);
    this.tracking.sendTried = true;
    // Asked at once: the visitor pressed "Absenden", and nothing is sent before they answer.
    await this.checkRemote(false, true);
    if (this.view.newerCopy) return "offered";
    return stableJson(this.snapshot().data) === before ? "same" : "updated";
  };

  dismissPendingNotice = (): void => this.setView({ pendingElsewhere: [] });

  stop(): void {
    this.cancelPendingOffer?.();
    this.cancelPendingOffer = undefined;
    this.detach.forEach((undo) => undo());
    this.detach = [];
    this.pendingWatch?.stop();
    this.pendingWatch = undefined;
  }

  /** For tests and the benchmark. */
  get writes(): number {
    return this.saver.writes;
  }

  idle(): Promise<void> {
    return this.saver.idle();
  }

  // ── Decisions on load ──────────────────────────────────────────────────

  private decideFromLocalCopy(): SessionView {
    const copies = readLocalCopies(this.options.storage, this.now());
    // An empty copy offers nothing to resume; its tab, if still open, writes it again (see startOver).
    for (const copy of copies) if (!copy.isActive) clearLocalCopy(this.options.storage, copy.id);
    const active = copies.filter((copy) => copy.isActive);
    // After a reload the tab's own draft first (its writer id survives reloads), then the most recent.
    const own = active.filter((copy) => copy.writer === this.writer);
    const candidates = [...own, ...active.filter((copy) => copy.writer !== this.writer)];
    return { ...this.view, phase: candidates.length > 0 ? "offer-resume" : "active", resumeCandidates: candidates };
  }

  private async loadLink(id: string): Promise<void> {
    let remote: SessionSnapshot | null;
    try {
      remote = await this.options.remote.load(id);
    } catch (error) {
      // Unreachable rather than unknown: the parameter stays, so a reload tries again. The
      // visitor is told, or an empty form would look as if the answers were gone.
      console.warn(sessionLog.loadFailed, error);
      this.options.notify.linkLoadFailed?.();
      this.setView(this.decideFromLocalCopy());
      return;
    }
    if (!this.linkFromTab) this.options.environment.dropSessionParam();
    if (!remote) {
      console.info(sessionLog.gone);
      if (this.linkFromTab) this.options.environment.tabSession?.write(null);
      // Without a word the empty form looked as if the answers had been lost on the way.
      else this.options.notify.linkNotFound?.();
      this.setView({ ...this.view, phase: "active", resumeCandidates: [] });
      return;
    }
    // Drafts of other sessions on this device keep their own copies and are offered on the next visit.
    const sameSession = readLocalCopy(this.options.storage, id, this.now());
    if (sameSession && hasUnsyncedChanges(sameSession) && !sameContent(snapshotOf(sameSession), remote)) {
      // This device holds changes it has not sent (typed offline, then opened the link
      // again). They go out on the base they were made on: if another device saved
      // since, the database skips them and the visitor is asked which copy to keep.
      this.takeUp(sameSession);
      this.tracking.savedRemotely = true;
      this.saver.flush(this.snapshot());
    } else {
      this.adopt(remote, remote.updatedAt);
    }
    this.setView({ phase: "active", resumeCandidates: [], pendingElsewhere: remote.pendingUploads });
    this.options.notify.restored();
    this.options.environment.lookAgainSoon?.();
  }

  // ── Persistence ────────────────────────────────────────────────────────

  private onStoreChange = (): void => {
    if (this.applying || this.view.phase !== "active") return;
    // The new form holds the visitor's work now; bringing the old draft back would replace it.
    this.droppedByStartOver = null;
    const state = this.options.store.getState();
    if (state.sessionId !== this.tracking.sessionId) return this.onReset(state);
    this.dropPickedAgain(state);
    const stepChanged = state.currentStep !== this.tracking.step;
    this.tracking.step = state.currentStep;
    this.persist(stepChanged);
  };

  /**
   * The notice's files that the other device no longer reports as uploading are done there (or
   * given up): no longer asked for. Before, the notice stayed after the phone had finished.
   */
  private keepPendingStillUploading(remote: SessionSnapshot): void {
    const { pendingElsewhere } = this.view;
    if (pendingElsewhere.length === 0) return;
    const still = pendingElsewhere.filter((note) =>
      remote.pendingUploads.some(({ kind, fileName }) => kind === note.kind && fileName === note.fileName),
    );
    if (still.length !== pendingElsewhere.length) this.setView({ pendingElsewhere: still });
  }

  /** A file the notice asks the visitor to pick again that is in its list now: no longer asked for. */
  private dropPickedAgain({ data }: WizardState): void {
    const { pendingElsewhere } = this.view;
    if (pendingElsewhere.length === 0) return;
    const listed = { images: data.uploaded_images, texts: data.uploaded_texts };
    const left = pendingElsewhere.filter(
      ({ kind, fileName }) => !listed[kind].some((file) => file.fileName === fileName),
    );
    if (left.length !== pendingElsewhere.length) this.setView({ pendingElsewhere: left });
  }

  /** "Formular zurücksetzen" (or anything else that starts a new session id). */
  private onReset(state: WizardState): void {
    this.replaceSaver();
    clearLocalCopy(this.options.storage, this.tracking.sessionId);
    this.tracking = this.freshTracking(state);
    this.setView({ newerCopy: null, mergedCopy: null, pendingElsewhere: [] });
    this.watchPending();
    this.forgetUploadNotes();
  }

  /**
   * The browser's notes of unfinished uploads (upload-notes.ts) go with their drafts:
   * kept for this tab's session (unless it was sent) and the drafts stored on this device.
   */
  private forgetUploadNotes(): void {
    const { storage } = this.options;
    if (!storage) return;
    const drafts = localCopyIds(storage);
    if (this.view.phase !== "finished") drafts.push(this.tracking.sessionId);
    void forgetStaleUploadNotes(storage, drafts, this.now(), LOCAL_COPY_MAX_AGE_MS);
  }

  private persist(immediately: boolean): void {
    // After the base, too: a copy from a device whose clock runs ahead must not make this change "older".
    const { lastUpdate, syncedAt } = this.tracking;
    this.tracking.lastUpdate = nextUpdatedAt(isNewer(syncedAt, lastUpdate) ? syncedAt : lastUpdate, this.now());
    const snapshot = this.snapshot();
    this.writeLocal(snapshot);
    // SPEC §4 activity rule: an empty form is not stored in the database.
    if (!isSessionActive(snapshot) && !this.tracking.savedRemotely) return;
    if (immediately) this.saver.flush(snapshot);
    else this.saver.change(snapshot);
  }

  private exit(): void {
    if (this.view.phase !== "active") return;
    // Another tab's "Neu starten" may have removed this tab's copy, or another tab on the same
    // session put its older state there: this tab's is back before it goes. Not over a newer one.
    const stored = readLocalCopy(this.options.storage, this.tracking.sessionId, this.now());
    if (!stored || isNewer(this.tracking.lastUpdate, stored.lastUpdate)) this.writeLocal(this.snapshot());
    this.saver.flushOnExit();
  }

  /**
   * Puts a local copy into the store. A copy another tab wrote (the same
   * session open twice) may be older than what this tab saved before its
   * reload: its state did not grow from this tab's saved rows, so from now on
   * it saves under a new writer id, which the database lets overwrite nothing
   * it has not seen (a row this tab saved then counts as another's).
   */
  private takeUp(copy: LocalCopy): void {
    if (copy.writer !== undefined && copy.writer !== this.writer)
      this.writer = (this.options.renewWriter ?? createWriterId)();
    this.adopt(snapshotOf(copy), copy.syncedAt);
    // The row its unsent changes build on: another device's work since can still be merged.
    this.tracking.base ??= copy.base ?? null;
  }

  private snapshot(): SessionSnapshot {
    const { sessionId, data, currentStep, completedSteps } = this.options.store.getState();
    return {
      sessionId,
      data,
      currentStep,
      completedSteps,
      updatedAt: this.tracking.lastUpdate,
      pendingUploads: this.tracking.pending,
    };
  }

  private writeLocal(snapshot: SessionSnapshot): void {
    writeLocalCopy(
      this.options.storage,
      toLocalCopy(snapshot, this.tracking.syncedAt, this.now(), this.writer, this.tracking.base),
    );
  }

  /** Changes the store without treating it as the visitor's change (nothing is saved for it). */
  private quietly(change: () => void): void {
    this.applying = true;
    try {
      change();
    } finally {
      this.applying = false;
    }
  }

  /** Replaces the store's state from outside the forms, and tells the uploads (onStateReplaced). */
  private replaceState(state: WizardState): void {
    this.quietly(() => this.options.store.actions.hydrate(state));
    this.options.onStateReplaced?.(this.options.store.getState());
  }

  /** Puts a restored copy into the store without treating it as a change. */
  private adopt(snapshot: SessionSnapshot, syncedAt: string | null): void {
    this.replaceState({
      sessionId: snapshot.sessionId,
      data: snapshot.data,
      currentStep: snapshot.currentStep,
      completedSteps: snapshot.completedSteps,
    });
    this.refusals = 0;
    const state = this.options.store.getState();
    const sessionChanged = state.sessionId !== this.tracking.sessionId;
    this.tracking = {
      sessionId: state.sessionId,
      lastUpdate: snapshot.updatedAt,
      syncedAt,
      savedRemotely: syncedAt !== null,
      step: state.currentStep,
      pending: sessionChanged ? [] : this.tracking.pending,
      // A copy stamped with the time of the row it builds on is that row.
      base: sameTime(syncedAt, snapshot.updatedAt) ? contentOf(snapshot) : null,
    };
    if (sessionChanged) {
      this.replaceSaver();
      this.watchPending();
    }
    this.writeLocal(this.snapshot());
  }

  private createSaver(): CoalescingSaver<SessionSnapshot> {
    return createCoalescingSaver<SessionSnapshot>({
      ...this.options.saver,
      save: async (snapshot, { urgent }) => {
        if (!urgent) await this.options.environment.afterPaint?.();
        const remote = this.options.remote;
        // The base as of sending: a copy loaded or kept meanwhile counts.
        const version = { writer: this.writer, basedOn: this.tracking.syncedAt };
        const outcome = urgent ? await remote.saveOnExit(snapshot, version) : await remote.save(snapshot, version);
        if (snapshot.sessionId !== this.tracking.sessionId || this.view.phase === "finished") return;
        // Stored or refused, the database holds a row (or the briefing was sent): keep looking.
        this.tracking.savedRemotely = true;
        if (!outcome.stored) {
          // The database kept another copy: work from another device, or none (submitted).
          void this.checkRemote(true);
          return;
        }
        this.refusals = 0;
        // Without a local copy, the tab's history entry names the session a reload loads.
        if (this.options.storage === null) this.options.environment.tabSession?.write(snapshot.sessionId);
        const storedAt = outcome.updatedAt ?? snapshot.updatedAt;
        if (isNewer(storedAt, this.tracking.syncedAt)) {
          this.tracking.syncedAt = storedAt;
          this.tracking.base = contentOf(snapshot);
          // A clock running ahead is clamped by the server: with nothing changed since, this
          // state is that row, stamped as the server stamped it (else it would look unsent forever).
          if (this.tracking.lastUpdate === snapshot.updatedAt) this.tracking.lastUpdate = storedAt;
          this.writeLocal(this.snapshot());
        }
      },
      onError: (error, { willRetry }) =>
        console.warn(willRetry ? sessionLog.saveFailed : sessionLog.saveRefused, error),
    });
  }

  private replaceSaver(): void {
    this.saver.cancel();
    this.saver = this.createSaver();
  }

  /**
   * Looks for a copy saved elsewhere since this tab's base, and offers it.
   * After a refused save that needed no question (the saved copy was this
   * tab's own, or the refused one was stamped before it), the tab's state is
   * sent again, stamped anew; once, so a server that keeps refusing is not
   * asked in a loop.
   */
  private async checkRemote(afterRefusal = false, beforeSubmit = false): Promise<void> {
    if (this.view.phase !== "active" || !this.tracking.savedRemotely) return;
    const { sessionId, syncedAt } = this.tracking;
    let remote: RemoteCopy | null;
    try {
      // The routine look (every 20 s, on coming back to the tab) asks first when the row was
      // stored last: unchanged since this tab's sync, there is nothing to take or offer, and a
      // phone need not fetch the whole draft (tens of kB with many files) three times a minute.
      if (!afterRefusal && !beforeSubmit && syncedAt !== null) {
        const stamp = await this.options.remote.stamp(sessionId);
        if (stamp === syncedAt) return;
      }
      remote = await this.options.remote.load(sessionId);
    } catch (error) {
      console.warn(sessionLog.loadFailed, error);
      return;
    }
    if (sessionId !== this.tracking.sessionId || this.view.phase !== "active") return;
    if (!remote) {
      // Before a submit the submit itself tells what happened: its insert is idempotent, so a
      // briefing this tab sent already (its answer lost, which also removed the draft) or another
      // device sent is found, and a draft reset elsewhere is sent as the visitor asked. Ending the
      // session here showed "sent elsewhere" beside the thank-you, and its "Als neue Anfrage
      // fortsetzen" then stored the same briefing twice. The same after this tab's own send: a
      // row gone then is most likely its briefing, stored with the answer lost on the way, and
      // the next "Absenden" finds it (the thank-you) instead of a routine look calling it sent
      // elsewhere.
      if (beforeSubmit || this.tracking.sendTried) return;
      console.info(sessionLog.gone);
      // This tab saved the session, and its row is gone: a sent briefing or a reset removed it
      // (the purge takes rows untouched for 30 days). Another tab or device sent or reset it:
      // nothing more is saved here, and the draft does not come back to this device as a local copy.
      if (this.now() - Date.parse(this.tracking.lastUpdate) < SERVER_DRAFT_MS) {
        this.finish();
        this.setView({ endedElsewhere: true });
        this.options.notify.sentElsewhere?.();
      }
      return;
    }
    this.keepPendingStillUploading(remote);
    const differs = !sameContent(remote, this.snapshot());
    const verdict = judgeRemote({ writer: this.writer, syncedAt: this.tracking.syncedAt }, remote, differs);
    if (verdict === "offer") return this.offer(remote, beforeSubmit);
    const { base } = this.tracking;
    if (
      verdict === "rebase" &&
      differs &&
      isNewer(remote.updatedAt, this.tracking.lastUpdate) &&
      base &&
      !sameData(remote, base)
    ) {
      // Saved under this tab's own writer id after the last change this tab holds, with answers
      // that are not those it builds on: its own later work that the local copy it resumed missed
      // (storage was full then). Kept as the base only, the next keystroke would save the older
      // state over it. (A row that says what the base says is this tab's own answer, stamped by
      // a server clock ahead of this one: then this tab's newer state stays.)
      this.adopt(remote, remote.updatedAt);
      return;
    }
    if (verdict === "rebase") {
      this.tracking.syncedAt = remote.updatedAt;
      this.tracking.base = contentOf(remote);
      if (!differs) this.catchUp(remote);
      this.writeLocal(this.snapshot());
    }
    if (afterRefusal && differs) {
      if (this.refusals++ === 0) this.persist(true);
      else console.warn(sessionLog.saveRefused, remote.updatedAt);
    }
  }

  /**
   * Another device saved work this tab has not seen. If it changed no answer
   * since the copy both started from (it only moved between steps), this tab
   * builds on it, takes over the steps it completed, and sends its own state. If this tab changed no answer, the
   * other device's changes are taken over at once (the step shown stays).
   * Otherwise the visitor decides; when the two changed different fields,
   * merging both is one of the choices.
   */
  private offer(remote: RemoteCopy, askNow = false): void {
    const { base } = this.tracking;
    const mine = this.snapshot();
    const merged = base ? mergeCopies(base, mine, remote) : null;
    const mergedCopy = merged?.ok ? { data: merged.data, completedSteps: merged.completedSteps } : null;
    if (mergedCopy && base && sameData(remote, base)) {
      this.tracking.syncedAt = remote.updatedAt;
      this.tracking.base = contentOf(remote);
      this.refusals = 0;
      // Steps it completed stay completed here too; the forms stay as they are.
      this.quietly(() => this.options.store.actions.markCompleted(remote.completedSteps));
      if (!sameAs(this.snapshot(), remote)) this.persist(true);
      else {
        this.catchUp(remote);
        this.writeLocal(this.snapshot());
      }
      return;
    }
    if (mergedCopy && base && sameData(mine, base)) {
      const giveBack = this.options.environment.keepFocus?.();
      this.applyMerged(remote, mergedCopy);
      giveBack?.();
      this.options.notify.merged?.();
      return;
    }
    const { afterTypingPause } = this.options.environment;
    if (!askNow && afterTypingPause) {
      // Asked once the visitor pauses, and judged again then: the keys typed meanwhile count.
      this.cancelPendingOffer?.();
      const sessionId = this.tracking.sessionId;
      this.cancelPendingOffer = afterTypingPause(() => {
        this.cancelPendingOffer = undefined;
        if (this.view.phase !== "active" || this.view.newerCopy || sessionId !== this.tracking.sessionId) return;
        this.offer(remote, true);
      });
      return;
    }
    this.giveFocusBack ??= this.options.environment.keepFocus?.();
    this.setView({ newerCopy: remote, mergedCopy });
  }

  /** Puts the merge of this tab's state and `remote` into the store; it builds on `remote` now. */
  private applyMerged(remote: SessionSnapshot, merged: Content): void {
    this.replaceSaver();
    const { sessionId, currentStep } = this.options.store.getState();
    this.replaceState({ sessionId, currentStep, ...merged });
    this.tracking.syncedAt = remote.updatedAt;
    this.tracking.base = contentOf(remote);
    this.tracking.savedRemotely = true;
    this.refusals = 0;
    // The step each tab shows is its own: a difference there alone is not worth a write.
    if (sameAs(this.snapshot(), remote)) {
      this.catchUp(remote);
      this.writeLocal(this.snapshot());
    } else this.persist(true);
  }

  /**
   * This tab's state says what `remote` says: it is that row, stamped as the
   * row (else the local copy would look unsent, and a resumed copy would not
   * know its base).
   */
  private catchUp(remote: SessionSnapshot): void {
    if (isNewer(remote.updatedAt, this.tracking.lastUpdate)) this.tracking.lastUpdate = remote.updatedAt;
  }

  private takeFocusBack(): void {
    this.giveFocusBack?.();
    this.giveFocusBack = undefined;
  }

  private watchPending(): void {
    this.pendingWatch?.stop();
    const source = this.options.pendingUploads;
    if (!source) return;
    const sessionId = this.tracking.sessionId;
    // Looked at once per burst: picking 50 photos starts 50 uploads in one task, and each start
    // wrote the whole local copy again (localStorage is synchronous), inside the visitor's pick.
    let queued = false;
    const check = () => {
      queued = false;
      if (this.pendingWatch !== watch || sessionId !== this.tracking.sessionId) return;
      const next = watch.read();
      if (JSON.stringify(next) === JSON.stringify(this.tracking.pending)) return;
      this.tracking.pending = next;
      if (this.view.phase === "active") this.persist(false);
    };
    const watch = source(sessionId, () => {
      if (queued) return;
      queued = true;
      queueMicrotask(check);
    });
    this.pendingWatch = watch;
  }

  private freshTracking(state: WizardState): Tracking {
    return {
      sessionId: state.sessionId,
      lastUpdate: new Date(this.now()).toISOString(),
      syncedAt: null,
      savedRemotely: false,
      step: state.currentStep,
      pending: [],
      base: null,
    };
  }

  private setView(patch: Partial<SessionView>): void {
    this.view = { ...this.view, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
