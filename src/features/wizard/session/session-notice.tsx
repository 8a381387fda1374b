import type { ReactNode } from "react";
import { focusStepHeading } from "../components/step-header";

/**
 * A notice of the session above the step, read out when it appears, with one button that ends
 * it. It stands before the step, where the focus goes, so a screen-reader user moving on would
 * not meet it otherwise.
 */
export function SessionNotice({
  id,
  title,
  children,
  action,
  onAction,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  children: ReactNode;
  action: string;
  onAction: () => void;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mb-6 flex flex-col items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:gap-4"
    >
      <div role="alert" className="flex-1 space-y-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {children}
      </div>
      <button
        type="button"
        onClick={() => {
          // The notice goes with its button: the visitor goes on at the step (WCAG 2.4.3).
          focusStepHeading();
          onAction();
        }}
        className="rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-amber-100"
      >
        {action}
      </button>
    </section>
  );
}
