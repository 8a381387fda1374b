import { useCallback, useEffect, useRef, useState } from "react";
import { usePageTitle } from "../hooks/use-page-title";
import { useStepHistory } from "../hooks/use-step-history";
import { sentPageTitle } from "../submit/messages";
import { useWizardSessionActions } from "../session/session-context";
import { useWizardEpoch, useWizardState } from "../state/wizard-context";
import { StepContent } from "./step-content";
import { StepHeader, StepProgress, stepTitle } from "./step-header";
import { StepNav } from "./step-nav";
import { WizardToolbar } from "./wizard-toolbar";

/** Header, progress, step buttons, tools and the current step. */
export function WizardShell() {
  const step = useWizardState((state) => state.currentStep);
  const sessionId = useWizardState((state) => state.sessionId);
  const epoch = useWizardEpoch();
  const [submitted, setSubmitted] = useState(false);
  const { finish: finishSession } = useWizardSessionActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // Stable, so that a step change does not re-render the (memoised) steps.
  const onSubmitted = useCallback(() => {
    setSubmitted(true);
    finishSession();
  }, [finishSession]);
  useStepHistory(!submitted);
  usePageTitle(submitted ? sentPageTitle : stepTitle(step));

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A new step: start reading at its heading (keyboard and screen-reader users too).
    headingRef.current?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div className="space-y-6">
      {!submitted && (
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            {/* min-w-0: beside the toolbar, with 200 % text, "Kontaktdaten & Website-Bilder" ran off screen. */}
            <div className="min-w-0 flex-1">
              <StepHeader ref={headingRef} step={step} />
            </div>
            {step !== 6 && <WizardToolbar />}
          </div>
          <StepProgress step={step} />
          <StepNav />
        </div>
      )}
      <div className="scroll-mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        {/* Restored or reset data must reach the forms: they remount for a new session or epoch. */}
        <StepContent key={`${sessionId}-${epoch}`} step={step} onSubmitted={onSubmitted} />
      </div>
    </div>
  );
}
