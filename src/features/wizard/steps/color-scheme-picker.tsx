import { useController, useWatch } from "react-hook-form";
import type { Farbe } from "~/schemas/wizard-enums";
import { FieldsetFrame } from "../components/form/fieldset-frame";
import { fieldId } from "../components/form/field-state";
import { colorSchemes } from "../model/color-schemes";

/** The schemes generated from the chosen colours; choosing one is optional. */
export function ColorSchemePicker() {
  const farben = useWatch({ name: "farben" }) as Farbe[];
  const { field } = useController({ name: "selected_color_scheme" });
  const schemes = colorSchemes(farben);
  return (
    <FieldsetFrame controlId={fieldId("selected_color_scheme")} legend="Farbschema">
      {schemes.length === 0 ? (
        <p className="text-sm text-slate-600">
          Wählen Sie zuerst eine Farbe – dann schlagen wir passende Farbschemata vor.
        </p>
      ) : (
        // grid-cols-1: a column of its own width, not of its longest word (200 % text on a phone).
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {schemes.map((scheme) => (
            <label
              key={scheme.id}
              className="cursor-pointer rounded-xl border border-slate-300 bg-white p-3 shadow-sm hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              {/* The colours are the content: forced colours (Windows contrast themes) must not blank them. */}
              <span
                aria-hidden="true"
                className="mb-3 flex h-10 overflow-hidden rounded-lg border border-slate-200 forced-color-adjust-none"
              >
                {scheme.colors.map((hex, index) => (
                  <span key={index} className="flex-1" style={{ backgroundColor: hex }} />
                ))}
              </span>
              <span className="flex items-start gap-2">
                <input
                  type="radio"
                  name={field.name}
                  value={scheme.id}
                  checked={field.value === scheme.id}
                  onChange={() => field.onChange(scheme.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                <span className="min-w-0 hyphens-auto wrap-anywhere">
                  <span className="block font-medium text-slate-900">{scheme.name}</span>
                  <span className="block text-sm text-slate-600">{scheme.description}</span>
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
    </FieldsetFrame>
  );
}
