// Self-hosted previews (latin subset, regular weight). The @font-face rules come with the design
// step's chunk; the browser fetches a font file only once a preview in that typeface is shown.
import "@fontsource/lato/latin-400.css";
import "@fontsource/montserrat/latin-400.css";
import "@fontsource/nunito/latin-400.css";
import "@fontsource/open-sans/latin-400.css";
import "@fontsource/playfair-display/latin-400.css";
import "@fontsource/poppins/latin-400.css";
import "@fontsource/roboto/latin-400.css";
import "@fontsource/source-sans-pro/latin-400.css";
import { useState } from "react";
import { useController } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { SCHRIFTEN, WIZARD_LIMITS } from "~/schemas/wizard-enums";
import { toastMessages } from "~/schemas/wizard-messages";
import { splitFonts } from "~/schemas/wizard-step-2";
import { fieldLabelClass } from "~/components/ui/field";
import { FieldsetFrame } from "../components/form/fieldset-frame";
import { removeButton } from "~/lib/focus-after-removal";
import { errorId, fieldId, useFieldError } from "../components/form/field-state";
import { AddRow } from "../components/form/add-row";
import { useKeptInput } from "../hooks/use-kept-input";
import { usePainted } from "../hooks/use-painted";
import { addCustomFont, fontStack, isOfferedFont, toggleFont, type FontChange } from "../model/fonts";
import { CheckIcon } from "../components/icons";
import { chipRemoveButton } from "../components/buttons";

/** Up to 3 fonts, offered or typed in, each shown in its own typeface; stored comma-separated. */
export function FontPicker() {
  const { field } = useController({ name: "hausschriften" });
  // Each typeface starts a font download while styles are computed: that waits until the step is shown.
  const typefaces = usePainted();
  const typeface = (font: string) => (typefaces ? { fontFamily: fontStack(font) } : undefined);
  const [custom, setCustom] = useKeptInput("eigene-schrift");
  const [typedError, setError] = useState<string>();
  const listError = useFieldError("hausschriften");
  const fonts = splitFonts(field.value as string);
  const customFonts = fonts.filter((font) => !isOfferedFont(font));

  function apply(change: FontChange) {
    if (change.ok) {
      field.onChange(change.hausschriften);
      setError(undefined);
      return true;
    }
    // The limit is the list's, told by the toast (SPEC §8): the typed name's earlier complaint no longer applies.
    if (change.reason === "max") {
      setError(undefined);
      toast.error(toastMessages.maxFonts.title, { description: toastMessages.maxFonts.description });
    } else setError(change.message);
    return false;
  }

  function addTyped() {
    if (apply(addCustomFont(field.value as string, custom))) setCustom("");
  }

  // One error line for the group: the typed name's complaint, else the list's own rules (a stored
  // copy may break them), which show once Weiter was tried.
  const error = typedError ?? listError;
  return (
    <FieldsetFrame
      controlId={fieldId("hausschriften")}
      legend="Schriften"
      hint={
        <>
          Wählen Sie bis zu {WIZARD_LIMITS.maxFonts} Schriften oder nennen Sie Ihre Hausschrift.{" "}
          <span aria-live="polite" aria-atomic="true">{`${fonts.length} von ${WIZARD_LIMITS.maxFonts} gewählt.`}</span>
        </>
      }
      error={error}
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {SCHRIFTEN.map((font, index) => {
          const pressed = fonts.includes(font);
          return (
            <button
              key={font}
              type="button"
              id={index === 0 ? fieldId("hausschriften") : undefined}
              aria-pressed={pressed}
              onClick={() => apply(toggleFont(field.value as string, font))}
              style={typeface(font)}
              className={`flex min-w-0 items-center justify-between gap-2 rounded-lg border bg-white px-3 py-3 text-left text-base wrap-anywhere shadow-sm hover:border-brand-600 ${
                pressed ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600" : "border-slate-300"
              }`}
            >
              {font}
              {/* Chosen is told by a mark too: forced colours (Windows contrast themes) drop fill and ring. */}
              {pressed && <CheckIcon className="h-4 w-4 shrink-0 text-brand-700" />}
            </button>
          );
        })}
      </div>
      {/* Label, input, then the names added, as for "Zusätzliche Seiten". */}
      <div className="space-y-1.5 pt-2">
        <label htmlFor="eigene-schrift" className={fieldLabelClass}>
          Eigene Schrift
        </label>
        <AddRow
          id="eigene-schrift"
          value={custom}
          onValueChange={setCustom}
          onAdd={addTyped}
          buttonLabel="Schrift hinzufügen"
          invalid={Boolean(typedError)}
          describedBy={typedError ? errorId("hausschriften") : undefined}
          placeholder="z. B. Futura"
        />
        {customFonts.length > 0 && (
          <ul className="flex flex-wrap gap-2 pt-0.5" aria-label="Eigene Schriften">
            {customFonts.map((font) => (
              <li key={font} className="flex items-center gap-2 rounded-full bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm">
                <span style={typeface(font)}>{font}</span>
                <button
                  type="button"
                  {...removeButton(() => apply(toggleFont(field.value as string, font)))}
                  className={chipRemoveButton}
                  aria-label={`Schrift ${font} entfernen`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldsetFrame>
  );
}
