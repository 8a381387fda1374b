import { useRef, useState } from "react";
import { toast } from "sonner";
import { firstInvalidStepBefore, LAST_STEP } from "../model/navigation";
import type { StepNumber, WizardData } from "../model/wizard-data";
import { uploadsRunning } from "../uploads/upload-tracker";
import { sentBeforeMessage, submitMessages, uploadsPendingMessage } from "./messages";
import { submitBriefing } from "./submit-briefing";

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
) {
  const [state, setState] = useState<SubmitState>("idle");
  // A second click can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  // Requests sent from this page: a row that was already there is this page's own only if an
  // earlier request (whose answer got lost) may have stored it.
  const sent = useRef(0);
  // What the first request carried: a row found on a retry holds that, not edits made since.
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
    onBusy?.(true);
    sent.current += 1;
    const carried = JSON.stringify(data);
    firstSent.current ??= carried;
    const result = await submitBriefing(data, sessionId);
    inFlight.current = false;
    onBusy?.(false);
    if (result.ok) {
      setState("submitted");
      // A row already there is this page's own only if an earlier request (whose answer got lost)
      // stored it with the same answers; otherwise the visitor is told it went before.
      const ownEarlier = sent.current > 1 && carried === firstSent.current;
      if (result.inserted || ownEarlier) toast.success(submitMessages.success);
      else toast.info(sentBeforeMessage.title, { description: sentBeforeMessage.description, duration: 15_000 });
      onSubmitted?.();
      return;
    }
    console.error("Projektanfrage konnte nicht gespeichert werden", result.error);
    setState("error");
    toast.error(result.reason === "insert" ? submitMessages.insertFailed : submitMessages.unexpected);
  }

  return { state, submit };
}
