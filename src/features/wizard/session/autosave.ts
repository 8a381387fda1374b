import { retryDelay } from "~/lib/wizard-requests";

/**
 * Coalescing saver: turns a stream of changes (one per keystroke) into few
 * database writes without losing the last one.
 *
 * Writes are counted in slots of `intervalMs`: every write uses one, so over
 * any stretch of time there are no more writes than slots (plus the few taken
 * ahead, below).
 *
 * - While the visitor types, a write goes out once per slot: the first change
 *   starts a window, the write at its end carries everything typed so far.
 * - When the typing pauses for `idleMs`, the write goes out then, even before
 *   its slot: it takes the next slot ahead (at most one), and the write after
 *   it waits that much longer. So the database is usually `idleMs` behind the
 *   last keystroke (another device opening the link a moment later sees it)
 *   and at most two intervals behind while the visitor types on.
 * - Never two requests at once: changes made during a request wait for it.
 *   (Exception: `flushOnExit`, see there.)
 * - `flush` (a step change) writes at once, or right after the request in
 *   flight. That write carries the pending typing and takes the slot of the
 *   coalesced write it replaces, so step changes make writes earlier, not
 *   more. At most `MAX_SLOTS_AHEAD` slots are taken ahead: after a burst of
 *   step changes (each saved at once) typing waits at most that many extra
 *   intervals for its next write.
 * - A failed write is retried with exponential back-off; offline, the saver
 *   waits for `resume()` (the browser's online event).
 * - A write that the backend refuses for good (`retryable: false`) is not
 *   retried; the next change is sent as usual.
 *
 * Pure scheduling: no DOM, timers from the global scope (fake-timer friendly).
 */

export type SaveContext = {
  /** The page is being hidden or closed: the request must survive it (fetch keepalive). */
  urgent: boolean;
};

export type CoalescingSaverOptions<T> = {
  save: (value: T, context: SaveContext) => Promise<void>;
  intervalMs?: number;
  /** A pause in typing this long sends what is pending (within the interval limit). */
  idleMs?: number;
  /** Delay before retry number `attempt` (1, 2, …). */
  retryDelayMs?: (attempt: number) => number;
  isOnline?: () => boolean;
  onError?: (error: unknown, info: { attempt: number; willRetry: boolean }) => void;
};

export type CoalescingSaver<T> = {
  change(value: T): void;
  flush(value?: T): void;
  flushOnExit(): void;
  resume(): void;
  cancel(): void;
  /** The newest value the backend has not confirmed yet. */
  unsaved(): T | undefined;
  /** Requests started so far (for tests and the benchmark). */
  readonly writes: number;
  /** Resolves when nothing is pending or in flight (tests). */
  idle(): Promise<void>;
};

export const AUTOSAVE_INTERVAL_MS = 1600;
export const AUTOSAVE_IDLE_MS = 400;
/** Slots early writes may take ahead of time: "Weiter" through a step of clicks only is two in a row. */
export const MAX_SLOTS_AHEAD = 2;
/** A pause in typing may send one slot early; more would let pauses raise the rate. */
const PAUSE_SLOTS_AHEAD = 1;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const defaultRetryDelay = retryDelay;

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/** A save error may say whether trying again can help (network, 5xx) or not (a constraint). */
export const isRetryable = (error: unknown): boolean =>
  !(typeof error === "object" && error !== null && (error as { retryable?: unknown }).retryable === false);

export function createCoalescingSaver<T>({
  save,
  intervalMs = AUTOSAVE_INTERVAL_MS,
  idleMs = AUTOSAVE_IDLE_MS,
  retryDelayMs = defaultRetryDelay,
  isOnline = browserOnline,
  onError,
}: CoalescingSaverOptions<T>): CoalescingSaver<T> {
  let latest: { value: T; version: number } | undefined;
  let version = 0;
  let confirmed = 0;
  /** First change not yet part of a started write; opens the coalescing window. */
  let windowStart: number | undefined;
  let lastChange: number | undefined;
  /** Earliest start of the next coalesced write: one interval after the slot the previous write used. */
  let nextSlot = Number.NEGATIVE_INFINITY;
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerDue = 0;
  let backingOff = false;
  let failures = 0;
  let flushWanted = false;
  let waitingForOnline = false;
  let cancelled = false;
  let writes = 0;
  let idleWaiters: (() => void)[] = [];

  const dirty = () => latest !== undefined && latest.version > confirmed;

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    backingOff = false;
  }

  function settleIdle() {
    if (inFlight > 0 || timer !== undefined || (dirty() && !waitingForOnline && !cancelled)) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  function send(urgent = false) {
    if (cancelled || !latest || !dirty()) return settleIdle();
    if (!isOnline()) {
      waitingForOnline = true;
      return settleIdle();
    }
    clearTimer();
    const { value, version: sent } = latest;
    inFlight += 1;
    writes += 1;
    const now = Date.now();
    // A write before its slot (a step change, a pause) is the pending write sent early: it uses
    // that slot, and the one after it is the next free one (bounded, see MAX_SLOTS_AHEAD).
    nextSlot =
      now >= nextSlot ? now + intervalMs : Math.min(nextSlot + intervalMs, now + (MAX_SLOTS_AHEAD + 1) * intervalMs);
    windowStart = undefined;
    let outcome: Promise<void>;
    try {
      outcome = save(value, { urgent });
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome.then(
      () => {
        inFlight -= 1;
        confirmed = Math.max(confirmed, sent);
        failures = 0;
        afterRequest();
      },
      (error: unknown) => {
        inFlight -= 1;
        if (cancelled) return settleIdle();
        const retryable = isRetryable(error);
        if (!retryable) {
          // Not sent again: a later change produces a new value to try.
          confirmed = Math.max(confirmed, sent);
          onError?.(error, { attempt: failures + 1, willRetry: false });
          return afterRequest();
        }
        failures += 1;
        onError?.(error, { attempt: failures, willRetry: true });
        if (inFlight > 0) return; // the other request decides what follows
        if (!isOnline()) {
          waitingForOnline = true;
          return settleIdle();
        }
        backingOff = true;
        timer = setTimeout(() => {
          timer = undefined;
          backingOff = false;
          send();
        }, retryDelayMs(failures));
      },
    );
  }

  function afterRequest() {
    if (cancelled || inFlight > 0) return settleIdle();
    if (!dirty()) return settleIdle();
    if (flushWanted) {
      flushWanted = false;
      return send();
    }
    schedule();
  }

  function schedule() {
    if (cancelled || backingOff || inFlight > 0 || waitingForOnline || !dirty()) return settleIdle();
    const now = Date.now();
    const windowDue = Math.max(nextSlot, (windowStart ?? now) + intervalMs);
    const pauseDue = Math.max(nextSlot - PAUSE_SLOTS_AHEAD * intervalMs, (lastChange ?? now) + idleMs);
    const due = Math.min(windowDue, pauseDue);
    if (timer !== undefined) {
      if (due === timerDue) return;
      clearTimeout(timer);
    }
    timerDue = due;
    timer = setTimeout(
      () => {
        timer = undefined;
        send();
      },
      Math.max(0, due - now),
    );
  }

  function record(value: T) {
    version += 1;
    latest = { value, version };
    lastChange = Date.now();
    windowStart ??= lastChange;
  }

  return {
    change(value) {
      if (cancelled) return;
      record(value);
      if (!backingOff) schedule();
    },
    flush(value) {
      if (cancelled) return;
      if (value !== undefined) record(value);
      if (inFlight > 0) {
        flushWanted = true;
        return;
      }
      send();
    },
    flushOnExit() {
      // The page is going away: a request in flight may be cancelled with it,
      // so the newest value goes out now, beside it. Safe because the server
      // keeps whichever copy is newer, whatever order they arrive in.
      if (cancelled || !dirty()) return;
      send(true);
    },
    resume() {
      if (cancelled) return;
      waitingForOnline = false;
      if (inFlight > 0) return;
      clearTimer();
      send();
    },
    cancel() {
      cancelled = true;
      clearTimer();
      settleIdle();
    },
    unsaved: () => (dirty() ? latest?.value : undefined),
    get writes() {
      return writes;
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      });
    },
  };
}
