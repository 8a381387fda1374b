import { useWizardSessionActions } from "../session/session-context";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { lazyStep } from "./lazy-step";

/** Lazy like steps 2–5; step-content.tsx preloads it while the visitor is on step 5. */
export const SummaryStep = lazyStep(() => import("../summary/summary-step").then((m) => m.SummaryStep));

/** Step 6: the only place that subscribes to the whole briefing (it shows all of it). */
export function SummaryMount({ onSubmitted }: { onSubmitted: () => void }) {
  const data = useWizardState((state) => state.data);
  const sessionId = useWizardState((state) => state.sessionId);
  const { goToStep, reviewStep, holdSteps } = useWizardActions();
  const { confirmLatest } = useWizardSessionActions();
  return (
    <SummaryStep
      data={data}
      sessionId={sessionId}
      onEditStep={goToStep}
      onReviewStep={reviewStep}
      onBack={() => goToStep(5)}
      onSubmitted={onSubmitted}
      onSubmitting={holdSteps}
      confirmLatest={confirmLatest}
    />
  );
}
