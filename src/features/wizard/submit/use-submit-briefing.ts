import { useRef, useState } from "react";
import { toast } from "sonner";
import type { WizardData } from "../model/wizard-data";
import { submitMessages } from "./messages";
import { submitBriefing } from "./submit-briefing";

export type SubmitState = "idle" | "submitting" | "submitted" | "error";

/**
 * SPEC §4 "Submission": idle → submitting → submitted | error. On error the
 * visitor stays on the summary with everything kept and can try again.
 */
export function useSubmitBriefing(data: WizardData, sessionId: string, onSubmitted?: () => void) {
  const [state, setState] = useState<SubmitState>("idle");
  // A second click can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);

  async function submit() {
    if (inFlight.current || state === "submitted") return;
    inFlight.current = true;
    setState("submitting");
    const result = await submitBriefing(data, sessionId);
    inFlight.current = false;
    if (result.ok) {
      setState("submitted");
      toast.success(submitMessages.success);
      onSubmitted?.();
      return;
    }
    console.error("Projektanfrage konnte nicht gespeichert werden", result.error);
    setState("error");
    toast.error(result.reason === "insert" ? submitMessages.insertFailed : submitMessages.unexpected);
  }

  return { state, submit };
}
