import { Activity, memo, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";
import { whenIdle } from "~/lib/when-idle";
import type { StepNumber } from "../model/wizard-data";
import { hidesByContentVisibility, panelProps, useWarmHiddenSteps } from "../hooks/use-warm-hidden-steps";
import { earlyLinkStep } from "../session/early-link-load";
import { CompanyStep } from "../steps/company-step";
import { lazyStep } from "./lazy-step";
import { SummaryMount, SummaryStep } from "./summary-mount";

// Step 1 ships with the wizard; the others (and with step 5 the date picker) load when needed.
const DesignStep = lazyStep(() =>
  import("../steps/design-step").then((m) => {
    m.prefetchFontPreviews();
    return m.DesignStep;
  }),
);
const ContentStep = lazyStep(() => import("../steps/content-step").then((m) => m.ContentStep));
const ContactStep = lazyStep(() => import("../steps/contact-step").then((m) => m.ContactStep));
const ProjectStep = lazyStep(() => import("../steps/project-step").then((m) => m.ProjectStep));
const laterSteps: Partial<Record<StepNumber, { preload: () => Promise<unknown> }>> = {
  2: DesignStep,
  3: ContentStep,
  4: ContactStep,
  5: ProjectStep,
  6: SummaryStep,
};

// A session link's step: its code loads beside the wizard's, not once the wizard has rendered.
void earlyLinkStep().then((step) => step && laterSteps[step as StepNumber]?.preload().catch(() => undefined));

/**
 * One step's form. Memoised: a step change re-renders StepContent, and the
 * steps themselves (often a few hundred elements) have nothing new to show.
 */
const StepForm = memo(function StepForm({
  step,
  onSubmitted,
}: {
  step: StepNumber;
  onSubmitted: () => void;
}): ReactNode {
  switch (step) {
    case 1:
      return <CompanyStep />;
    case 2:
      return <DesignStep />;
    case 3:
      return <ContentStep />;
    case 4:
      return <ContactStep />;
    case 5:
      return <ProjectStep />;
    case 6:
      return <SummaryMount onSubmitted={onSubmitted} />;
  }
});

/**
 * The current step, and its neighbours rendered but hidden (React
 * `<Activity>`: `display: none`, no effects, rendered at the lowest
 * priority), so that "Weiter" and "Zurück" only reveal a step instead of
 * creating a few hundred elements while the visitor waits
 * (docs/decisions/021):
 * - the next step, once the browser is idle and its code is in, and at the
 *   next idle moment woken (React's `<Activity>` visible, the panel still
 *   hidden by CSS), so that "Weiter" runs none of its effects either. Only
 *   the next one: most visitors of step 1 never reach the date picker of step 5
 *   (of the step after it, only the code is loaded);
 * - the step the visitor came from, if it is next to this one.
 *
 * The step just left is hidden in the click's frame by its panel's
 * `content-visibility: hidden` alone; React hides it (its effects and refs
 * disconnect, a few hundred of them) only after that frame is painted, so
 * that work is not part of the step change (bench:wizard). A step no longer
 * kept (two back, or the one ahead after "Zurück") is likewise removed only
 * after that frame: removing a few hundred elements took the click 5–15 ms
 * at 4× CPU.
 */
export function StepContent({ step, onSubmitted }: { step: StepNumber; onSubmitted: () => void }) {
  // The next step, rendered ahead once its code is in.
  const [ahead, setAhead] = useState<StepNumber | null>(null);

  useEffect(() => {
    const next = laterSteps[(step + 1) as StepNumber];
    if (!next) return;
    let cancelled = false;
    const preload = () =>
      void next.preload().then(
        () => !cancelled && setAhead((step + 1) as StepNumber),
        () => undefined,
      );
    const cancelIdle = whenIdle(preload, { timeout: 3000, fallbackDelay: 1500 });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [step]);

  // The step rendered ahead, woken when the browser is idle again: React treats it as shown
  // (its refs, form registrations and effects connect, and the updates they cause render),
  // while its panel stays hidden by CSS. "Weiter" then only swaps two panels' classes. Only
  // where content-visibility hides the panel. The summary too: it reads every answer, but
  // follows the keys pressed in step 5 in the background (SummaryMount).
  const [woken, setWoken] = useState<StepNumber | null>(null);
  useEffect(() => {
    if (ahead !== step + 1 || !hidesByContentVisibility()) return;
    return whenIdle(() => startTransition(() => setWoken(ahead)), { timeout: 3000, fallbackDelay: 1500 });
  }, [ahead, step]);
  const wokenAhead = (mounted: StepNumber) => mounted === woken && woken === step + 1;

  // The code of the step after that, once the next one is ready: arriving there, the visitor's
  // next step is rendered ahead at the first idle moment instead of after its download. A quick
  // "Weiter" otherwise found it cold: step 4 → 5 1.7 s after arriving laid out the date picker's
  // step inside the click (100 ms at 4× CPU). Its code only; nothing is rendered. From step 2 on:
  // a first visit loads what steps 1 and 2 need, no more (bench:wizard's JavaScript budget).
  const nextReady = hidesByContentVisibility() ? woken === step + 1 : ahead === step + 1;
  useEffect(() => {
    const afterNext = laterSteps[(step + 2) as StepNumber];
    if (step < 2 || !nextReady || !afterNext) return;
    return whenIdle(() => void afterNext.preload().catch(() => undefined), { timeout: 5000, fallbackDelay: 2000 });
  }, [nextReady, step]);

  // The step shown before this one ("adjusting state while rendering": no extra commit), and
  // whether React still treats it as shown (until the new step's frame is painted); the steps
  // no longer kept stay as they were until then.
  const [visit, setVisit] = useState<Visit>({ step, previous: null, previousAwake: false, departing: [] });
  if (visit.step !== step) {
    const kept = keptSteps(step, visit.step, ahead);
    const departing = [...keptSteps(visit.step, visit.previous, ahead)]
      .filter((mounted) => !kept.has(mounted))
      .map((mounted) => ({ step: mounted, awake: mounted === woken && woken === visit.step + 1 }));
    setVisit({ step, previous: visit.step, previousAwake: true, departing });
  }
  const { previous, previousAwake, departing } = visit;

  useEffect(() => {
    if (!previousAwake) return;
    return afterNextPaint(() =>
      startTransition(() =>
        setVisit((current) => (current.step === step ? { ...current, previousAwake: false, departing: [] } : current)),
      ),
    );
  }, [previousAwake, step]);
  // Where content-visibility is unknown, only React's display: none hides a panel: at once.
  const stillAwake = (mounted: StepNumber) => previousAwake && mounted === previous && hidesByContentVisibility();

  const panels = useRef<HTMLDivElement>(null);
  useWarmHiddenSteps(panels);

  const steps = keptSteps(step, previous, ahead);
  // Until the frame is painted (then `departing` is emptied with `previousAwake`).
  const leaving = new Map(departing.map((gone) => [gone.step, gone.awake]));
  for (const gone of leaving.keys()) steps.add(gone);
  return (
    // Positioned: a step painted ahead lies behind the shown one (useWarmHiddenSteps).
    <div ref={panels} className="relative">
      {[...steps]
        .sort((a, b) => a - b)
        .map((mounted) => {
          const shown = mounted === step;
          const woke = wokenAhead(mounted) || leaving.get(mounted) === true;
          return (
            <Activity key={mounted} mode={shown || stillAwake(mounted) || woke ? "visible" : "hidden"}>
              <div {...panelProps(shown, woke)}>
                <Suspense fallback={shown ? <StepLoading /> : null}>
                  <StepForm step={mounted} onSubmitted={onSubmitted} />
                </Suspense>
              </div>
            </Activity>
          );
        })}
    </div>
  );
}

type Visit = {
  step: StepNumber;
  previous: StepNumber | null;
  previousAwake: boolean;
  /** Steps mounted before the change and no longer kept, and whether React treated them as shown. */
  departing: { step: StepNumber; awake: boolean }[];
};

/** The steps StepContent keeps mounted: the shown one, the one before if adjacent, the one rendered ahead. */
function keptSteps(shown: StepNumber, previous: StepNumber | null, ahead: StepNumber | null): Set<StepNumber> {
  const steps = new Set<StepNumber>([shown]);
  if (previous !== null && Math.abs(previous - shown) === 1) steps.add(previous);
  if (ahead === shown + 1) steps.add(ahead);
  return steps;
}

function StepLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center text-slate-600">
      Schritt wird geladen …
    </div>
  );
}
