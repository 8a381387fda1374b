import { afterNextPaint } from "~/lib/after-next-paint";
import type { SessionEnvironment } from "./session-controller";
import { sessionLog } from "./messages";
import { withoutSessionParam } from "./session-link";

/**
 * The page events that matter for saving: `visibilitychange` to hidden is the
 * last event mobile browsers reliably fire before killing a tab, `pagehide`
 * covers closing and navigating away on desktop, `online` ends a wait. Coming
 * back to the tab (visible again, or the window focused: a laptop next to the
 * phone that took over by QR code stays visible) looks for a newer copy.
 */
export function browserEnvironment(replaceAddress: (url: string) => void): SessionEnvironment {
  watchTyping();
  let look: (() => void) | null = null;
  return {
    search: () => window.location.search,
    dropSessionParam: () => replaceAddress(withoutSessionParam(window.location)),
    lookAgainSoon: () => {
      for (const delay of LOOK_AGAIN_MS) {
        setTimeout(() => {
          if (document.visibilityState === "visible") look?.();
        }, delay);
      }
    },
    listen: ({ exit, visible, online }) => {
      look = visible;
      const onVisibility = () => (document.visibilityState === "hidden" ? exit() : visible());
      window.addEventListener("pagehide", exit);
      document.addEventListener("visibilitychange", onVisibility);
      window.addEventListener("online", online);
      window.addEventListener("focus", visible);
      // A laptop window that keeps the focus while the phone goes on (QR code) gets no event at
      // all: it said "Bilder fehlen" for photos the phone had uploaded (an audit, 2026-11-29).
      // One small read now and then while the page is seen; none while it is hidden.
      const poll = setInterval(() => {
        if (document.visibilityState === "visible") visible();
      }, REMOTE_POLL_MS);
      return () => {
        look = null;
        clearInterval(poll);
        window.removeEventListener("focus", visible);
        window.removeEventListener("pagehide", exit);
        document.removeEventListener("visibilitychange", onVisibility);
        window.removeEventListener("online", online);
      };
    },
    afterPaint: () => new Promise((resolve) => afterNextPaint(resolve)),
    afterTypingPause,
    keepFocus,
    tabSession: { read: readTabSession, write: writeTabSession },
  };
}

/** The key in history.state; React Router keeps its own keys there (usr, key, idx), left as they are. */
const TAB_SESSION_KEY = "wizardSession";

function readTabSession(): string | null {
  const value = (window.history.state as Record<string, unknown> | null)?.[TAB_SESSION_KEY];
  return typeof value === "string" ? value : null;
}

function writeTabSession(sessionId: string | null): void {
  if (readTabSession() === sessionId) return;
  const state = { ...(window.history.state as Record<string, unknown> | null) };
  if (sessionId === null) delete state[TAB_SESSION_KEY];
  else state[TAB_SESSION_KEY] = sessionId;
  try {
    window.history.replaceState(state, "");
  } catch (error) {
    // Browsers limit how often a page may replace its history entry; the next save tries again.
    console.warn(sessionLog.storageFailed, error);
  }
}

/**
 * The field with the focus and its cursor, to be given back after a replaced
 * state remounted the step forms (a newer copy taken over while the visitor
 * was in a field). Only when nothing else took the focus meanwhile.
 */
function keepFocus(): () => void {
  const active = document.activeElement;
  const id = active instanceof HTMLElement && active.id ? active.id : null;
  const cursor =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? ([active.selectionStart, active.selectionEnd] as const)
      : null;
  return () =>
    afterNextPaint(() => {
      const current = document.activeElement;
      // Lost: on the page, or on a container the dialog handed it to on closing (<main>), not on
      // a control the visitor chose meanwhile.
      const lost = !current || current === document.body || !current.isConnected || current.matches("main");
      if (!id || !lost) return;
      const element = document.getElementById(id);
      element?.focus({ preventScroll: true });
      if (!cursor || !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
      try {
        element.setSelectionRange(cursor[0], cursor[1]);
      } catch {
        // Inputs like type=email have no cursor API.
      }
    });
}

/** How often a visible page looks for another device's work (one row's read). */
export const REMOTE_POLL_MS = 20_000;
/** After a session link loaded: its device's last keys may still be on their way (lookAgainSoon). */
export const LOOK_AGAIN_MS = [1000, 3000];

/** How long without a key or an input before a question may open. */
const TYPING_PAUSE_MS = 1500;
let lastTypedAt = -Infinity;
let typingWatched = false;

/** Notes the time of every key and input from the wizard's start on (once per page). */
function watchTyping(): void {
  if (typingWatched) return;
  typingWatched = true;
  const typed = () => (lastTypedAt = performance.now());
  // Capture, passive: seen before any handler, costing the key nothing.
  document.addEventListener("keydown", typed, { capture: true, passive: true });
  document.addEventListener("input", typed, { capture: true, passive: true });
}

function afterTypingPause(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const quietFor = performance.now() - lastTypedAt;
    if (quietFor >= TYPING_PAUSE_MS) run();
    else timer = setTimeout(check, TYPING_PAUSE_MS - quietFor);
  };
  check();
  return () => clearTimeout(timer);
}
