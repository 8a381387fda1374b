import { useController, useFormContext } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { FARBEN, WIZARD_LIMITS, type Farbe } from "~/schemas/wizard-enums";
import { toastMessages } from "~/schemas/wizard-messages";
import { FieldsetFrame } from "../components/form/fieldset-frame";
import { fieldId, useFieldError } from "../components/form/field-state";
import { CheckIcon } from "../components/icons";
import { colorHex, colorLabels } from "../model/colors";

/** Up to 3 of the 12 named colours as toggle buttons; any change resets the chosen scheme (SPEC §4). */
export function ColorPicker() {
  const { field } = useController({ name: "farben" });
  const { setValue } = useFormContext();
  const error = useFieldError("farben");
  const chosen = field.value as Farbe[];

  function toggle(farbe: Farbe) {
    const selected = chosen.includes(farbe);
    if (!selected && chosen.length >= WIZARD_LIMITS.maxColors) {
      toast.error(toastMessages.maxColors.title, { description: toastMessages.maxColors.description });
      return;
    }
    field.onChange(selected ? chosen.filter((c) => c !== farbe) : [...chosen, farbe]);
    field.onBlur();
    setValue("selected_color_scheme", "", { shouldDirty: true });
  }

  return (
    <FieldsetFrame
      controlId={fieldId("farben")}
      legend="Bevorzugte Farben"
      required="spoken"
      hint={
        <>
          Wählen Sie bis zu {WIZARD_LIMITS.maxColors} Farben.{" "}
          <span aria-live="polite" aria-atomic="true">
            {`${chosen.length} von ${WIZARD_LIMITS.maxColors} gewählt.`}
          </span>
        </>
      }
      error={error}
    >
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {FARBEN.map((farbe, index) => {
          const pressed = chosen.includes(farbe);
          return (
            <button
              key={farbe}
              type="button"
              id={index === 0 ? fieldId("farben") : undefined}
              aria-pressed={pressed}
              onClick={() => toggle(farbe)}
              className={`flex flex-col items-center gap-1 rounded-lg border bg-white p-2 text-center text-sm font-medium shadow-sm hover:border-brand-600 sm:flex-row sm:gap-2 sm:text-left ${
                pressed
                  ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600"
                  : error
                    ? "border-red-600"
                    : "border-slate-300"
              }`}
            >
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-slate-300 forced-color-adjust-none"
                style={{ backgroundColor: colorHex[farbe] }}
              >
                {pressed && (
                  <CheckIcon
                    className={`h-4 w-4 ${farbe === "weiß" || farbe === "gelb" ? "text-slate-900" : "text-white"}`}
                  />
                )}
              </span>
              {colorLabels[farbe]}
            </button>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
