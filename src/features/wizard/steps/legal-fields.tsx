import { useController, useFormContext } from "react-hook-form";
import { CheckboxField } from "../components/form/checkbox-field";
import { TextAreaField } from "../components/form/text-area-field";

/** Own terms: checking adds "agb" to rechtliches and asks for the text; unchecking clears both (SPEC §4). */
export function AgbField() {
  const { field } = useController({ name: "rechtliches" });
  const { setValue } = useFormContext();
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
          if (!next) setValue("agb_text", "", { shouldValidate: false });
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
  const { setValue } = useFormContext();
  const checked = field.value === true;
  return (
    <div className="space-y-3">
      <CheckboxField
        name="datenschutzbeauftragter"
        label="Eigener Datenschutzbeauftragter"
        description="Ihr Unternehmen hat einen Datenschutzbeauftragten, der in der Datenschutzerklärung genannt wird."
        checked={checked}
        onChange={(next) => {
          field.onChange(next);
          if (!next) setValue("datenschutzbeauftragter_kontakt", "", { shouldValidate: false });
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
