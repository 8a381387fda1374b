import type { ReactNode } from "react";
import { fieldId } from "./field-state";

type CheckboxFieldProps = {
  name: string;
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A checkbox with a label and optional explanation; the caller decides what checking means. */
export function CheckboxField({ name, label, description, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        id={fieldId(name)}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 hyphens-auto wrap-anywhere">
        <span className="block font-medium text-slate-900">{label}</span>
        {description && <span className="mt-0.5 block text-sm text-slate-600">{description}</span>}
      </span>
    </label>
  );
}
