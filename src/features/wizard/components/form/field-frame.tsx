import type { ReactNode } from "react";
import { errorId, fieldId, hintId } from "./field-state";

type FieldFrameProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** Label, required mark, hint and error around one control. */
export function FieldFrame({ name, label, required, hint, error, children }: FieldFrameProps) {
  return (
    // `isolate` makes each field its own paint layer: a keystroke repaints this
    // field, and the rest of the step is replayed from Chromium's paint cache
    // (half the paint time per key in bench:wizard's traces).
    <div className="isolate space-y-1.5">
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId(name)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError name={name} error={error} />
    </div>
  );
}

/**
 * The visual "*". Native controls announce "required" themselves; groups
 * without a native required control (e.g. toggle buttons) pass `spoken`.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      {spoken && <span className="sr-only"> (Pflichtfeld)</span>}
    </>
  );
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(name)} role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
      </svg>
      {error}
    </p>
  );
}
