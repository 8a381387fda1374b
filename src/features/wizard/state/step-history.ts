import { isStepNumber, type StepNumber } from "../model/wizard-data";
import type { WizardStore } from "./wizard-store";

/**
 * The wizard's steps as entries of the browser's history, so that the browser's (and a phone's)
 * Back button goes to the step before instead of leaving the wizard, and Forward comes back.
 *
 * Every step change pushes an entry for the same address (/konfigurator stays as it is); a
 * replaced state (a restored or reset session, a newer copy taken over) only relabels the
 * current entry, so Back never "undoes" a restore. Going back or forward to an entry asks the
 * same rule as the step buttons (`open`): a step that may not be opened now (after going back,
 * an earlier step was emptied) stays where it is, and `open` says why. Entries of another
 * session (from before a reset) are relabelled and change nothing.
 *
 * While a dialog is open, Back and Forward act on the dialog, not on the step behind it: as
 * a phone's Back button closes an overlay, they do what Escape does (`modal.dismiss`; a dialog
 * that must be answered stays), and the browser is taken back to the step's entry.
 *
 * The keys sit beside React Router's own (usr, key, idx) and the tab's session key in
 * `history.state`, which every write keeps: Router then sees a move between two entries of
 * the same location (the leave guard only asks for another page).
 */
const STEP_KEY = "wizardStep";
const STEP_SESSION_KEY = "wizardStepSession";
/** Where an entry stands among those this page wrote (`STEP_RUN_KEY`), to go back to it. */
const STEP_POSITION_KEY = "wizardStepPosition";
const STEP_RUN_KEY = "wizardStepRun";

type Entry = { step: StepNumber; sessionId: string };

/** An open modal dialog, which Back and Forward address first. */
export type OpenModal = { isOpen(): boolean; dismiss(): void };

const noModal: OpenModal = { isOpen: () => false, dismiss: () => {} };

export function followStepHistory(
  store: WizardStore,
  open: (step: StepNumber) => boolean,
  modal: OpenModal = noModal,
  win: Window = window,
): () => void {
  const history = win.history;
  let shown = current();
  let epoch = store.getEpoch();
  // Positions are counted per run: entries from before (another visit of the page) have
  // another run and no position that this one could count from.
  let run = newRun();
  let position = 0;

  function current(): Entry {
    const { currentStep, sessionId } = store.getState();
    return { step: currentStep, sessionId };
  }

  function write(how: "push" | "replace", entry: Entry = shown) {
    const state = { ...(history.state as Record<string, unknown> | null) };
    state[STEP_KEY] = entry.step;
    state[STEP_SESSION_KEY] = entry.sessionId;
    if (how === "push") position += 1;
    state[STEP_POSITION_KEY] = position;
    state[STEP_RUN_KEY] = run;
    try {
      if (how === "push") history.pushState(state, "");
      else history.replaceState(state, "");
    } catch {
      // Browsers limit how often a page may write its history; the step itself has changed.
    }
  }

  const unsubscribe = store.subscribe(() => {
    const next = current();
    const nextEpoch = store.getEpoch();
    if (next.step === shown.step && next.sessionId === shown.sessionId && nextEpoch === epoch) return;
    const replaced = nextEpoch !== epoch || next.sessionId !== shown.sessionId;
    const left = shown;
    shown = next;
    epoch = nextEpoch;
    const here = entryOf(history.state);
    // A move that Back or Forward made: the browser is on that entry already.
    if (sameEntry(here, shown)) return;
    if (replaced) return write("replace");
    // Router replaced the entry meanwhile without our keys (a session link's address lost its
    // parameter): label it with the step it showed, so that Back finds that step there.
    if (here === null) write("replace", left);
    write("push");
  });

  const onPop = (event: PopStateEvent) => {
    const entry = entryOf(event.state);
    const there = positionOf(event.state);
    if (!sameEntry(entry, shown) && modal.isOpen()) {
      modal.dismiss();
      // Back to the step's entry; the popstate that follows finds it shown.
      if (there !== null && there !== position) return history.go(position - there);
      // An entry from before this run, at a distance unknown: counting starts again there, and
      // the step gets an entry after it.
      restart();
      write("replace", entry ?? shown);
      return write("push");
    }
    if (there === null) restart();
    else position = there;
    const moved = sameEntry(entry, shown) || (entry?.sessionId === shown.sessionId && open(entry.step));
    // Relabel an entry that the step rule refused, or one from before this run (to count from).
    if (!moved || there === null) write("replace");
  };

  function restart() {
    run = newRun();
    position = 0;
  }

  function positionOf(state: unknown): number | null {
    if (typeof state !== "object" || state === null) return null;
    const { [STEP_POSITION_KEY]: at, [STEP_RUN_KEY]: from } = state as Record<string, unknown>;
    return from === run && typeof at === "number" ? at : null;
  }

  write("replace");
  win.addEventListener("popstate", onPop);
  return () => {
    unsubscribe();
    win.removeEventListener("popstate", onPop);
  };
}

const newRun = () => Math.random().toString(36).slice(2);

function entryOf(state: unknown): Entry | null {
  if (typeof state !== "object" || state === null) return null;
  const step = (state as Record<string, unknown>)[STEP_KEY];
  const sessionId = (state as Record<string, unknown>)[STEP_SESSION_KEY];
  if (!isStepNumber(step) || typeof sessionId !== "string") return null;
  return { step, sessionId };
}

const sameEntry = (a: Entry | null, b: Entry) => a !== null && a.step === b.step && a.sessionId === b.sessionId;
