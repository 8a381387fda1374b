import { useCallback, useState } from "react";
import { useWizardState } from "../state/wizard-context";

/** Text typed into an add-input, per session and input, for as long as the page lives. */
const kept = new Map<string, string>();

/**
 * State for an input whose text is not an answer yet (a custom page or font
 * before "Hinzufügen"). Plain component state would be lost when the step
 * forms remount with a replaced state (another device's changes taken over),
 * so the text lives outside the component, keyed by session: a new session
 * (reset) starts empty.
 */
export function useKeptInput(name: string): [string, (value: string) => void] {
  const sessionId = useWizardState((state) => state.sessionId);
  const key = `${sessionId}:${name}`;
  const [value, setValue] = useState(() => kept.get(key) ?? "");
  const update = useCallback(
    (next: string) => {
      if (next === "") kept.delete(key);
      else kept.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, update];
}

/** Tests: every rendered wizard starts without kept text. */
export function forgetKeptInputs(): void {
  kept.clear();
}
