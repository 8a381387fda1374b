import { useCallback, useState } from "react";
import { useWizardState } from "../state/wizard-context";
import { tabStorage } from "../session/tab-writer";

/** sessionStorage keys of the kept texts: `konfigurator-eingabe:<session id>:<input>`. */
const PREFIX = "konfigurator-eingabe:";

/**
 * State for an input whose text is not an answer yet (a custom page or font
 * before "Schrift hinzufügen"). Plain component state would be lost when the step
 * forms remount with a replaced state (another device's changes taken over),
 * on a reload, or when a phone's browser discards the tab in the background.
 * So the text goes to this tab's sessionStorage, keyed by session: a new
 * session (reset) starts empty, and it never leaves the tab.
 */
export function useKeptInput(name: string): [string, (value: string) => void] {
  const sessionId = useWizardState((state) => state.sessionId);
  const key = `${PREFIX}${sessionId}:${name}`;
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: string) => {
      write(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}

function read(key: string): string {
  try {
    return tabStorage()?.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function write(key: string, value: string): void {
  try {
    if (value === "") tabStorage()?.removeItem(key);
    else tabStorage()?.setItem(key, value);
  } catch {
    // Blocked or full storage: the text stays in the input for as long as it is mounted.
  }
}

/** Tests: every rendered wizard starts without kept text. */
export function forgetKeptInputs(): void {
  const storage = tabStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
}
