import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "~/lib/cx";

type ShellProps = { id: string; label: string; required?: boolean; hint?: string; error?: string; children: ReactNode };

const controlClass = (invalid: boolean) =>
  cx(
    "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
    invalid ? "border-red-700" : "border-slate-300",
  );

/** Label, control, hint and error, wired up for assistive technology. */
function FieldShell({ id, label, required, hint, error, children }: ShellProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = { label: string; hint?: string; error?: string };

/** The accessibility wiring and look that every control of a FieldShell gets. */
const controlProps = (id: string, required: boolean | undefined, hint?: string, error?: string) => ({
  id,
  "aria-required": required || undefined,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": cx(hint && `${id}-hint`, error && `${id}-error`) || undefined,
  className: controlClass(Boolean(error)),
});

export function TextField({ label, hint, error, id, required, ...props }: FieldProps & ComponentProps<"input">) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error}>
      <input {...controlProps(fieldId, required, hint, error)} {...props} />
    </FieldShell>
  );
}

export function TextAreaField({ label, hint, error, id, required, ...props }: FieldProps & ComponentProps<"textarea">) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error}>
      <textarea {...controlProps(fieldId, required, hint, error)} {...props} />
    </FieldShell>
  );
}
