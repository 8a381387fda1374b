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
      // A red bar beside the widget, not another frame around its own dashed one.
      className={`space-y-2 ${error ? "border-l-4 border-red-600 pl-3" : ""}`}
    >
      {children}
      <FieldError id={fieldId(name)} error={error} />
    </div>
  );
}
