import { useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { firstInvalidStepBefore, LAST_STEP } from "../model/navigation";
import type { StepNumber, WizardData } from "../model/wizard-data";
import { uploadsRunning } from "../uploads/upload-tracker";
import {
  changedElsewhereMessage,
  missingFileMessage,
  sentBeforeMessage,
  submitMessages,
  uploadsPendingMessage,
} from "./messages";
import { missingFileOf, type MissingFile } from "./missing-file";
import { submitBriefing } from "./submit-briefing";
import type { LatestCheck } from "../session/session-context";

export type SubmitState = "idle" | "submitting" | "submitted" | "error";

/**
 * SPEC §4 "Submission": idle → submitting → submitted | error. On error the
 * visitor stays on the summary with everything kept and can try again.
 * `onIncomplete` gets the first step whose fields no longer pass its rules (nothing is sent).
 */
export function useSubmitBriefing(
  data: WizardData,
  sessionId: string,
  onSubmitted: (() => void) | undefined,
  onIncomplete: (step: StepNumber) => void,
  /** True while the request runs: the wizard holds its steps (WizardActions.holdSteps). */
  onBusy?: (busy: boolean) => void,
  /** Whether another device saved newer answers since (the submit deletes the draft). */
  confirmLatest: () => Promise<LatestCheck> = () => Promise.resolve("same"),
  /** A listed file is gone: drop it from the answers and show its step (missing-file.ts). */
  onMissingFile?: (file: MissingFile) => void,
) {
  const [state, setState] = useState<SubmitState>("idle");
  // The failed attempt's message, shown on the page until the next try (a toast goes after 4 s).
  const [failure, setFailure] = useState<string | null>(null);
  // A second click can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  // What this page's first request carried: a row already there is this page's own only if that
  // request (whose answer got lost) may have stored it, and it holds those answers, not edits made since.
  const firstSent = useRef<string | null>(null);

  async function submit() {
    if (inFlight.current || state === "submitted") return;
    // Files still on their way would be missing from the briefing, and a sent session takes no more.
    if (uploadsRunning(sessionId)) {
      toast.error(uploadsPendingMessage.title, { description: uploadsPendingMessage.description });
      return;
    }
    // Every step is judged again: a resumed draft reaches the summary with its completed steps, but
    // its values may come from an older version of the rules or another device (or a deadline has
    // come too close), and the server would refuse them with nothing better than "Fehler beim
    // Speichern der Daten". The visitor is shown the first failing step instead.
    const incomplete = firstInvalidStepBefore(LAST_STEP, data);
    if (incomplete !== null) {
      onIncomplete(incomplete);
      return;
    }
    inFlight.current = true;
    setState("submitting");
    setFailure(null);
    onBusy?.(true);
    // Work saved on another device since this tab last looked would be lost with the draft: it is
    // shown first (the newer-copy dialog, or taken over into the summary), and nothing is sent.
    const latest = await confirmLatest();
    if (latest !== "same") {
      inFlight.current = false;
      onBusy?.(false);
      setState("idle");
      if (latest === "updated")
        toast.info(changedElsewhereMessage.title, { description: changedElsewhereMessage.description });
      return;
    }
    const carried = JSON.stringify(data);
    const ownEarlier = firstSent.current === carried;
    firstSent.current ??= carried;
    const result = await submitBriefing(data, sessionId);
    inFlight.current = false;
    onBusy?.(false);
    if (result.ok) {
      setState("submitted");
      // Otherwise the visitor is told it went before (another device, or edits after a lost answer).
      if (result.inserted || ownEarlier) toast.success(submitMessages.success);
      else toast.info(sentBeforeMessage.title, { description: sentBeforeMessage.description, duration: 15_000 });
      onSubmitted?.();
      return;
    }
    console.error("Projektanfrage konnte nicht gespeichert werden", result.error);
    setState("error");
    const missing = result.reason === "insert" && onMissingFile ? missingFileOf(result.error, data) : null;
    if (missing) {
      // Sending again would fail the same way, whatever the visitor tried: the file goes, they check its step.
      firstSent.current = null;
      const message = missingFileMessage(missing.fileName, missing.step);
      setFailure(message.description);
      toast.error(message.title, { description: message.description });
      onMissingFile?.(missing);
      return;
    }
    const message = result.reason === "insert" ? submitMessages.insertFailed : submitMessages.unexpected;
    setFailure(message);
    toast.error(message);
  }

  return { state, failure, submit };
}
