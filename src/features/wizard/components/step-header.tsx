import { forwardRef } from "react";
import { progressFillForced, progressTrackForced } from "~/components/ui/progress-styles";
import { WIZARD_STEPS, type StepNumber } from "../model/wizard-data";

/** The step heading's id: where a keyboard user goes on after a notice or dialog that came before the step. */
export const STEP_HEADING_ID = "schritt-titel";

/** Moves the focus to the current step's heading (no scrolling); false if there is none. */
export function focusStepHeading(): boolean {
  const heading = document.getElementById(STEP_HEADING_ID);
  heading?.focus({ preventScroll: true });
  return heading !== null;
}

const stepCount = (step: StepNumber) => `Schritt ${step} von ${WIZARD_STEPS.length}`;

/** "Schritt N von 6: <Name>": the step's heading, and the start of the page's title. */
export const stepTitle = (step: StepNumber) => `${stepCount(step)}: ${WIZARD_STEPS[step - 1]!.name}`;

/**
 * Over a step's own title (the form's h3 in steps 1–5), a small line: at that title's size it took
 * two more lines of a phone's first screen (design review M2), and on a wide screen two bold titles
 * stood one over the other, in steps 4 and 5 with the same words. The summary has no title of its own.
 */
const overStepTitle = "text-sm font-semibold text-brand-800 sm:text-base";

/** A form step whose name is also its title (the h3 right under the heading). */
const repeatsTitle = (step: StepNumber) => step !== 6 && WIZARD_STEPS[step - 1]!.name === WIZARD_STEPS[step - 1]!.title;

/** The step's title as a heading, which takes the focus after a step change. */
export const StepHeader = forwardRef<HTMLHeadingElement, { step: StepNumber }>(function StepHeader({ step }, ref) {
  const short = repeatsTitle(step);
  return (
    // scroll-mt-24: a step change on a phone scrolls the heading to the top of the screen, below
    // the toast that confirms the save (and one older toast peeking out under it), which would
    // otherwise cover it (WCAG 2.4.11).
    <h2
      ref={ref}
      id={STEP_HEADING_ID}
      tabIndex={-1}
      // Steps 4 and 5 are named as they are titled: on screen the title under it says the rest.
      aria-label={short ? stepTitle(step) : undefined}
      className={`scroll-mt-24 hyphens-auto wrap-break-word focus:outline-none ${step === 6 ? "text-xl font-bold text-slate-900 sm:text-2xl" : overStepTitle}`}
    >
      {short ? stepCount(step) : stepTitle(step)}
    </h2>
  );
});

/** The progress bar, as wide as the step buttons below it. */
export function StepProgress({ step }: { step: StepNumber }) {
  const percent = Math.round((step / WIZARD_STEPS.length) * 100);
  return (
    <div
      role="progressbar"
      aria-label="Fortschritt"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} % – Schritt ${step} von ${WIZARD_STEPS.length}`}
      className={`h-2.5 overflow-hidden rounded-full bg-slate-200 ${progressTrackForced}`}
    >
      {/* Scaled, not resized: the compositor animates it without a layout per frame. */}
      <div
        className={`h-full w-full origin-left rounded-full bg-brand-600 transition-transform duration-500 ${progressFillForced}`}
        style={{ transform: `scaleX(${percent / 100})` }}
      />
    </div>
  );
}
