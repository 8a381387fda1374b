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

/**
 * Tailwind's `sm`, and tall enough: there the step buttons come into view with the step's heading.
 * A phone held sideways (740 × 360) is wide but not tall: above the heading, they left no room
 * for a question.
 */
const WIDE_SCREEN = "(min-width: 40rem) and (min-height: 40rem)";

/** Progress and step buttons, then the current step under its heading and the tools. */
export function WizardShell() {
  const step = useWizardState((state) => state.currentStep);
  const sessionId = useWizardState((state) => state.sessionId);
  const epoch = useWizardEpoch();
  const [submitted, setSubmitted] = useState(false);
  const { finish: finishSession } = useWizardSessionActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepsRef = useRef<HTMLDivElement>(null);
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
    // A new step: start reading at its heading (keyboard and screen-reader users too). On a wide
    // screen the step buttons above it come into view with it; on a phone the heading goes to
    // the top, so that the step's first questions are on the first screen (design review M2).
    const target = window.matchMedia?.(WIDE_SCREEN).matches ? stepsRef.current : headingRef.current;
    target?.scrollIntoView?.({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div className="space-y-3 sm:space-y-6">
      {!submitted && (
        <div
          ref={stepsRef}
          className="scroll-mt-24 space-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:space-y-5 sm:p-6"
        >
          <StepProgress step={step} />
          <StepNav />
        </div>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
        {!submitted && (
          // The tools beside the heading on every width: on a row of their own, on a phone, they
          // pushed the step's first question down. They wrap below it where both do not fit (200 %
          // text); min-w-0: beside them "Kontaktdaten & Website-Bilder" ran off screen.
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:mb-6 sm:items-start">
            <div className="min-w-0 flex-[1_1_7rem]">
              <StepHeader ref={headingRef} step={step} />
            </div>
            {step !== 6 && <WizardToolbar />}
          </div>
        )}
        {/* Restored or reset data must reach the forms: they remount for a new session or epoch. */}
        <StepContent key={`${sessionId}-${epoch}`} step={step} onSubmitted={onSubmitted} />
      </div>
    </div>
  );
}
