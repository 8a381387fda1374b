import type { ReactNode } from "react";
import { FieldError } from "~/components/ui/field";
import { errorId, fieldId, useFieldError } from "../components/form/field-state";

/** Gives an upload widget a focus target and the field's error, for a failed "Weiter". */
export function UploadSlot({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <div
      id={fieldId(name)}
      tabIndex={-1}
      role="group"
      aria-label={label}
      aria-describedby={error ? errorId(name) : undefined}
      className={`space-y-2 rounded-xl ${error ? "border border-red-600 p-3" : ""}`}
    >
      {children}
      <FieldError id={fieldId(name)} error={error} />
    </div>
  );
}
