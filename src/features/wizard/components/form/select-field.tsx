import { useFormContext } from "react-hook-form";
import { FieldFrame, controlClass, describedBy } from "~/components/ui/field";
import { fieldId, useFieldError } from "./field-state";

type SelectFieldProps = {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  hint?: string;
};

/** A labelled native select (best keyboard and mobile support) with a "Bitte wählen" entry. */
export function SelectField({ name, label, options, required, hint }: SelectFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={fieldId(name)} label={label} required={required} hint={hint} error={error}>
      <select
        {...register(name)}
        id={fieldId(name)}
        required={required}
        // Stated also while valid: Chromium otherwise reports a required select at "Bitte wählen" as invalid from the start.
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(fieldId(name), Boolean(hint), error)}
        className={`${controlClass(Boolean(error))} select-chevron`}
      >
        <option value="">Bitte wählen …</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
