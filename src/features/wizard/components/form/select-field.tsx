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
        className={`${controlClass(Boolean(error))} appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22 fill=%22%23475569%22><path d=%22M5.5 7.5 10 12l4.5-4.5%22 stroke=%22%23475569%22 stroke-width=%221.8%22 fill=%22none%22/></svg>')] bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10`}
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
