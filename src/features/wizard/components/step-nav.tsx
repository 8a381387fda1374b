import { useStepValidity } from "../hooks/use-step-validity";
import { stepStatuses, type StepStatus } from "../model/navigation";
import { WIZARD_STEPS } from "../model/wizard-data";
import { useWizardState, useWizardStore } from "../state/wizard-context";
import { CheckIcon, LockIcon } from "./icons";
import { openStep } from "./open-step";

const looks: Record<StepStatus, { circle: string; label: string; state: string }> = {
  current: {
    // The outline shows in forced colours (Windows contrast themes), which drop fill and ring.
    circle:
      "bg-brand-700 text-white ring-4 ring-brand-100 forced-colors:outline-3 forced-colors:outline-offset-2 forced-colors:outline-solid",
    label: "text-brand-800",
    state: "aktueller Schritt",
  },
  completed: { circle: "bg-green-700 text-white", label: "text-green-800", state: "abgeschlossen" },
  open: { circle: "border-2 border-slate-300 bg-white text-slate-700", label: "text-slate-700", state: "offen" },
  locked: { circle: "bg-slate-200 text-slate-500", label: "text-slate-500", state: "gesperrt" },
};

/** The six step buttons (SPEC §2, §4): completed green, current blue, locked grey with a lock. */
export function StepNav() {
  const store = useWizardStore();
  const currentStep = useWizardState((state) => state.currentStep);
  const completedSteps = useWizardState((state) => state.completedSteps);
  // Which steps are open depends on validating the edited step's fields: that
  // follows after the keystroke's frame. The current step and completions never wait.
  const valid = useStepValidity();
  const statuses = stepStatuses({ currentStep, completedSteps }, valid);

  return (
    <nav aria-label="Schritte des Konfigurators">
      <ol className="grid grid-cols-6 gap-1 sm:gap-2">
        {WIZARD_STEPS.map((step, index) => {
          const status = statuses[index] ?? "locked";
          const look = looks[status];
          return (
            <li key={step.number} className="min-w-0">
              <button
                type="button"
                onClick={() => openStep(store, step.number)}
                aria-current={status === "current" ? "step" : undefined}
                className="group flex w-full flex-col items-center gap-1.5 rounded-lg p-1 text-center"
              >
                <span
                  aria-hidden="true"
                  // At most 2.25rem, and never wider than its column: with 200 % text on a phone six
                  // circles of 2.25rem overlapped their neighbours.
                  className={`flex aspect-square w-full max-w-9 items-center justify-center rounded-full text-sm font-bold ${look.circle}`}
                >
                  {status === "completed" ? <CheckIcon /> : status === "locked" ? <LockIcon /> : step.number}
                </span>
                <span
                  aria-hidden="true"
                  className={`hidden text-xs leading-tight font-medium md:block ${look.label} group-hover:underline`}
                >
                  {step.name}
                </span>
                <span className="sr-only">
                  Schritt {step.number}: {step.name} ({look.state})
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
