import { useController } from "react-hook-form";
import { FieldsetFrame } from "./fieldset-frame";
import { fieldId, useFieldError } from "./field-state";

/** A label holding a radio as a card (border colour added by the user); the focus ring is the card's. */
export const choiceCard =
  "flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 shadow-sm transition hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600";
export const choiceRadio = "mt-0.5 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none";

type ChoiceCardsProps = {
  name: string;
  legend: string;
  options: { value: string; label: string; description?: string }[];
  required?: boolean;
  hint?: string;
  columns?: 2 | 3;
};

/**
 * A radio group shown as cards; native radios keep arrow-key navigation.
 * Bound through the form's value, not `register`: react-hook-form reads a registered radio group
 * from the page on blur, and a group left with Tab before any choice read as null, which failed
 * every choice schema with zod's own English "Invalid input" (and reached the store as null).
 * The controller's blur marks the group touched with its value as it is: '' until a choice.
 */
export function ChoiceCards({ name, legend, options, required, hint, columns = 3 }: ChoiceCardsProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    // The group, not each radio, is required and invalid (radios support neither in ARIA). Native
    // `required` on the radios would make Chromium report them invalid before any input.
    <FieldsetFrame
      controlId={fieldId(name)}
      legend={legend}
      required={required}
      hint={hint}
      error={error}
      // ARIA in HTML permits role=radiogroup on a fieldset.
      role="radiogroup"
      aria-required={required}
      aria-invalid={Boolean(error)}
    >
      <div className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
        {options.map((option, index) => (
          <label key={option.value} className={`${choiceCard} ${error ? "border-red-600" : "border-slate-300"}`}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              id={index === 0 ? fieldId(name) : undefined}
              className={choiceRadio}
            />
            <span className="min-w-0 hyphens-auto wrap-anywhere">
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.description && <span className="mt-0.5 block text-sm text-slate-600">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
