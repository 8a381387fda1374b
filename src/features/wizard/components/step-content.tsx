import { Suspense, useEffect } from "react";
import type { StepNumber } from "../model/wizard-data";
import { CompanyStep } from "../steps/company-step";
import { lazyStep } from "./lazy-step";
import { SummaryMount, SummaryStep } from "./summary-mount";

// Step 1 ships with the wizard; the others (and with step 5 the date picker) load when needed.
const DesignStep = lazyStep(() => import("../steps/design-step").then((m) => m.DesignStep));
const ContentStep = lazyStep(() => import("../steps/content-step").then((m) => m.ContentStep));
const ContactStep = lazyStep(() => import("../steps/contact-step").then((m) => m.ContactStep));
const ProjectStep = lazyStep(() => import("../steps/project-step").then((m) => m.ProjectStep));
const following: Partial<Record<StepNumber, { preload: () => Promise<unknown> }>> = {
  1: DesignStep,
  2: ContentStep,
  3: ContactStep,
  4: ProjectStep,
  5: SummaryStep,
};

/** The current step's content. */
export function StepContent({ step, onSubmitted }: { step: StepNumber; onSubmitted: () => void }) {
  useEffect(() => {
    // Fetch the next step once the browser is idle, so "Weiter" never waits. Only the next one:
    // most visitors of step 1 never reach the date picker of step 5 (docs/decisions/021).
    const next = following[step];
    if (!next) return;
    const preload = () => void next.preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(id);
  }, [step]);

  return (
    <Suspense fallback={<StepLoading />}>
      {step === 1 && <CompanyStep />}
      {step === 2 && <DesignStep />}
      {step === 3 && <ContentStep />}
      {step === 4 && <ContactStep />}
      {step === 5 && <ProjectStep />}
      {step === 6 && <SummaryMount onSubmitted={onSubmitted} />}
    </Suspense>
  );
}

function StepLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center text-slate-600">
      Schritt wird geladen …
    </div>
  );
}
