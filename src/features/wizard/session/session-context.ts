import { createContext, useContext } from "react";

/**
 * Whether this tab holds the latest answers just before a submit ("same"), or another
 * device's newer work is offered in a dialog ("offered") or was taken over ("updated").
 */
export type LatestCheck = "same" | "offered" | "updated";

/** What the rest of the wizard may ask of the session layer. */
export type WizardSessionActions = {
  /** After a successful submit: forget the local copy and stop saving. */
  finish: () => void;
  /**
   * Save now, e.g. before the link is shown for another device. Resolves true once the database
   * has the current state, false if it cannot get it now (offline); while a failed save is being
   * retried it stays pending.
   */
  saveNow: () => Promise<boolean>;
  /** Just before the submit: whether another device saved newer answers (see LatestCheck). */
  confirmLatest: () => Promise<LatestCheck>;
  /**
   * After "Formular zurücksetzen" has started the form afresh: deletes the old session's draft and
   * files on the server, in the background (failures are only logged).
   */
  discardDraft: (sessionId: string) => void;
};

const nothing = () => {};

// No-ops outside <WizardSession>, so step and shell tests render without it.
export const WizardSessionContext = createContext<WizardSessionActions>({
  finish: nothing,
  saveNow: () => Promise.resolve(true),
  confirmLatest: () => Promise.resolve("same"),
  discardDraft: nothing,
});

export const useWizardSessionActions = (): WizardSessionActions => useContext(WizardSessionContext);
