import { useFormContext } from "react-hook-form";
import { FieldFrame, controlClass, describedBy, inputLimit } from "~/components/ui/field";
import { fieldId, useFieldError } from "./field-state";

type TextAreaFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
};

/** A labelled multi-line text registered with the step's form. */
export function TextAreaField({ name, label, required, hint, placeholder, maxLength, rows = 3 }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldFrame id={fieldId(name)} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...register(name)}
        id={fieldId(name)}
        rows={rows}
        placeholder={placeholder}
        maxLength={inputLimit(maxLength)}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(fieldId(name), Boolean(hint), error)}
        className={`${controlClass(Boolean(error))} resize-y`}
      />
    </FieldFrame>
  );
}
