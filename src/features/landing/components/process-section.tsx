import { useState, type PointerEvent } from "react";
import { process } from "~/content/landing";
import { cx } from "~/lib/cx";
import { sectionContainer, sectionHeading, sectionLead } from "./section-styles";

/**
 * SPEC §2: a mouse pointer over a step highlights it and fills the bar up to
 * it; leaving returns to step 1 (25 %). Touch and keyboard make a step active,
 * and the focus leaving the steps is leaving too.
 */
export function ProcessSection() {
  const [active, setActive] = useState(0);
  const fill = `${((active + 1) / process.steps.length) * 100}%`;
  const onMouse = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") setActive(index);
  };

  return (
    <section aria-labelledby="ablauf-titel" className="bg-white py-16 md:py-24">
      <div className={sectionContainer}>
        <h2 id="ablauf-titel" className={sectionHeading}>
          {process.title}
        </h2>
        <p className={sectionLead}>{process.lead}</p>
        <div className="mt-10 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            data-testid="process-bar"
            className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
            style={{ width: fill }}
          />
        </div>
        <ol
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onPointerLeave={(event) => event.pointerType === "mouse" && setActive(0)}
        >
          {process.steps.map((step, index) => {
            const reached = index <= active;
            return (
              <li key={step.name} className="min-w-0">
                <button
                  type="button"
                  aria-current={index === active ? "step" : undefined}
                  onPointerEnter={onMouse(index)}
                  onClick={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  onBlur={(event) => {
                    const steps = event.currentTarget.closest("ol");
                    if (!steps?.contains(event.relatedTarget as Node | null)) setActive(0);
                  }}
                  className={cx(
                    "flex h-full w-full flex-col items-start justify-start rounded-2xl border-2 p-5 text-left transition-colors",
                    index === active ? "border-brand-700 bg-brand-50 shadow-md" : "border-slate-200 bg-white",
                  )}
                >
                  <span
                    className={cx(
                      "flex size-10 items-center justify-center rounded-full text-lg font-bold",
                      reached ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700",
                    )}
                  >
                    {index + 1}
                  </span>
                  <span className="mt-4 block text-xl font-bold text-slate-950 hyphens-auto wrap-anywhere">
                    {step.name}
                  </span>
                  <span className="mt-2 block text-slate-700">{step.text}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
