import type { InputHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { FieldFrame, controlClass, describedBy, inputLimit } from "~/components/ui/field";
import { tidyField } from "~/schemas/tidy-input";
import { fieldId, useFieldError } from "./field-state";

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "autoCapitalize" | "spellCheck" | "maxLength" | "placeholder" | "onBlur"
>;

type TextFieldProps = InputProps & { name: string; label: string; required?: boolean; hint?: string };

/** A labelled text input registered with the step's form. */
export function TextField({ name, label, required, hint, onBlur, type = "text", ...input }: TextFieldProps) {
  const { register, setValue } = useFormContext();
  const error = useFieldError(name);
  const registered = register(name);
  return (
    <FieldFrame id={fieldId(name)} label={label} required={required} hint={hint} error={error}>
      <input
        {...registered}
        {...input}
        maxLength={inputLimit(input.maxLength)}
        type={type}
        id={fieldId(name)}
        required={required}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(fieldId(name), Boolean(hint), error)}
        className={controlClass(Boolean(error))}
        onBlur={(event) => {
          // The visitor sees what will be sent before the field is judged (tidy-input.ts).
          const tidied = tidyField(name, event.target.value);
          if (tidied !== event.target.value) setValue(name, tidied, { shouldDirty: true });
          void registered.onBlur(event);
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}
