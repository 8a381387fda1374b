import { useRef } from "react";
import { useController, useFormContext } from "react-hook-form";
import { CheckboxField } from "../components/form/checkbox-field";
import { TextAreaField } from "../components/form/text-area-field";

/**
 * A text that unchecking its box clears (SPEC §4), kept while the step is open: checking the box
 * again brings it back. Space on a focused checkbox toggles it, so a second Space wiped a pasted
 * AGB text for good.
 */
function useClearedText(name: string) {
  const { getValues, setValue } = useFormContext();
  const cleared = useRef("");
  return (checked: boolean) => {
    if (checked) {
      if (cleared.current && !getValues(name)) setValue(name, cleared.current, { shouldValidate: true });
      cleared.current = "";
      return;
    }
    cleared.current = (getValues(name) as string | undefined) ?? "";
    setValue(name, "", { shouldValidate: false });
  };
}

/** Own terms: checking adds "agb" to rechtliches and asks for the text; unchecking clears both (SPEC §4). */
export function AgbField() {
  const { field } = useController({ name: "rechtliches" });
  const keepText = useClearedText("agb_text");
  const pages = field.value as string[];
  const checked = pages.includes("agb");
  return (
    <div className="space-y-3">
      <CheckboxField
        name="agb"
        label="Eigene AGB einbinden"
        description="Sie haben Allgemeine Geschäftsbedingungen, die auf der Website erscheinen sollen."
        checked={checked}
        onChange={(next) => {
          field.onChange(
            next ? [...pages.filter((page) => page !== "agb"), "agb"] : pages.filter((page) => page !== "agb"),
          );
          keepText(next);
        }}
      />
      {checked && (
        <TextAreaField
          name="agb_text"
          label="Ihre AGB"
          required
          rows={6}
          maxLength={50000}
          hint="Fügen Sie den Text Ihrer AGB ein."
        />
      )}
    </div>
  );
}

/** Own data-protection officer: checking asks for the contact; unchecking clears it (SPEC §4). */
export function DataProtectionOfficerField() {
  const { field } = useController({ name: "datenschutzbeauftragter" });
  const keepText = useClearedText("datenschutzbeauftragter_kontakt");
  const checked = field.value === true;
  return (
    <div className="space-y-3">
      <CheckboxField
        name="datenschutzbeauftragter"
        label="Eigener Datenschutzbeauftragter"
        description="Ihr Unternehmen hat einen Datenschutzbeauftragten, der in der Datenschutzerklärung genannt werden soll."
        checked={checked}
        onChange={(next) => {
          field.onChange(next);
          keepText(next);
        }}
      />
      {checked && (
        // Several lines: a pasted postal address kept its line breaks only in a text area.
        <TextAreaField
          name="datenschutzbeauftragter_kontakt"
          label="Kontakt des Datenschutzbeauftragten"
          required
          rows={3}
          maxLength={1000}
          placeholder="Name, E-Mail-Adresse oder Telefonnummer"
        />
      )}
    </div>
  );
}
