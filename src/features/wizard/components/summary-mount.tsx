import { startTransition, useEffect, useMemo, useState } from "react";
import { whenIdle } from "~/lib/when-idle";
import { useWizardSessionActions } from "../session/session-context";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { lazyStep } from "./lazy-step";

/** Lazy like steps 2–5; step-content.tsx preloads it while the visitor is on step 5. */
export const SummaryStep = lazyStep(() => import("../summary/summary-step").then((m) => m.SummaryStep));

/**
 * Step 6: the only place that subscribes to the whole briefing (it shows all of it).
 *
 * StepContent renders it ahead, awake, while the visitor is on step 5, so that
 * "Weiter" only reveals it. Every key pressed there changes the briefing: while
 * hidden, the summary follows when the browser is idle (after the key's frame is
 * painted), in a render React interrupts for the next key, and the key's own
 * render ends here. Shown, it reads the answers as they are, so the frame that
 * reveals it never shows an answer from before; when it has caught up (the
 * visitor paused before clicking), that frame renders nothing of it.
 */
export function SummaryMount({ onSubmitted }: { onSubmitted: () => void }) {
  const data = useWizardState((state) => state.data);
  const shown = useWizardState((state) => state.currentStep === 6);
  const answers = useFollowedWhenIdle(data, shown);
  const sessionId = useWizardState((state) => state.sessionId);
  const { goToStep, reviewStep, holdSteps, updateFields } = useWizardActions();
  const { confirmLatest } = useWizardSessionActions();
  // The same element while the answers are the same: React then skips the summary entirely.
  return useMemo(
    () => (
      <SummaryStep
        data={answers}
        sessionId={sessionId}
        onEditStep={goToStep}
        onReviewStep={reviewStep}
        onBack={() => goToStep(5)}
        onSubmitted={onSubmitted}
        onSubmitting={holdSteps}
        confirmLatest={confirmLatest}
        onMissingFile={(file) => {
          updateFields(file.without);
          goToStep(file.step);
        }}
      />
    ),
    [answers, sessionId, goToStep, reviewStep, holdSteps, onSubmitted, confirmLatest, updateFields],
  );
}

/**
 * `value` while `live`; otherwise the value as of the last idle moment.
 * `useDeferredValue` rendered right after each key's commit, before its frame,
 * and step 5's keys took about 5 ms longer to paint (bench:wizard, by field).
 */
function useFollowedWhenIdle<T>(value: T, live: boolean): T {
  const [followed, setFollowed] = useState(value);
  // While live, taken at once (React renders again before anything is committed), which also
  // leaves the hidden summary nothing to catch up with back on step 5.
  if (live && followed !== value) setFollowed(value);
  useEffect(() => {
    if (followed === value) return;
    return whenIdle(() => startTransition(() => setFollowed(value)), { timeout: 1000, fallbackDelay: 200 });
  }, [value, followed]);
  return followed;
}
