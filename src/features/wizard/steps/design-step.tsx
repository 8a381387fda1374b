import { useWatch } from "react-hook-form";
import { LOGO_STATUS, STILE, TONALITAETEN } from "~/schemas/wizard-enums";
import { step2Schema, type Step2Values } from "~/schemas/wizard-step-2";
import { ChoiceCards } from "../components/form/choice-cards";
import { SelectField } from "../components/form/select-field";
import { TextAreaField } from "../components/form/text-area-field";
import { TextField } from "../components/form/text-field";
import { FieldGroup, StepCard } from "../components/step-card";
import { useStepForm } from "../hooks/use-step-form";
import type { WizardData } from "../model/wizard-data";
import { logoStatusLabels, optionsOf, stilLabels, tonalitaetLabels } from "../model/wizard-options";
import { ColorPicker } from "./color-picker";
import { ColorSchemePicker } from "./color-scheme-picker";
import { FontPicker } from "./font-picker";
import { LogoField } from "./logo-field";

// The step's loader fetches the previews' typefaces ahead (step-content.tsx).
export { prefetchFontPreviews } from "./font-previews";

/** A logo uploaded in step 1 answers the logo question. */
export function designDefaults(data: WizardData): Step2Values {
  return {
    logo_status: data.logo_status || (data.logo_file_url ? "vorhanden" : ""),
    farben: data.farben as Step2Values["farben"],
    selected_color_scheme: data.selected_color_scheme,
    hausfarben: data.hausfarben,
    stil: data.stil,
    tonalitaet: data.tonalitaet,
    hausschriften: data.hausschriften,
    designrichtlinien: data.designrichtlinien,
  };
}

/** Step 2 "Design & Erscheinungsbild" (SPEC §2, §5 step 2). */
export function DesignStep() {
  const { form, onSubmit, onSubmitToSummary } = useStepForm({ step: 2, schema: step2Schema, defaults: designDefaults });
  return (
    <StepCard
      step={2}
      form={form}
      onSubmit={onSubmit}
      onSubmitToSummary={onSubmitToSummary}
      intro="Wie soll Ihre Website aussehen? Logo, Farben, Stil und Schriften."
    >
      <FieldGroup legend="Logo">
        <ChoiceCards
          name="logo_status"
          legend="Haben Sie ein Logo?"
          required
          options={optionsOf(LOGO_STATUS, logoStatusLabels)}
        />
        <LogoUploadIfPresent />
      </FieldGroup>
      <FieldGroup legend="Farben">
        <ColorPicker />
        <ColorSchemePicker />
        <TextField
          name="hausfarben"
          label="Eigene Hausfarben"
          hint="Falls vorhanden, z.&nbsp;B. als Hex-Wert (#1E40AF) oder Pantone-Angabe."
          maxLength={1000}
        />
      </FieldGroup>
      <FieldGroup legend="Stil & Schriften">
        <ChoiceCards name="stil" legend="Stil" options={optionsOf(STILE, stilLabels)} />
        <SelectField name="tonalitaet" label="Tonalität" options={optionsOf(TONALITAETEN, tonalitaetLabels)} />
        <FontPicker />
        <TextAreaField
          name="designrichtlinien"
          label="Weitere Designwünsche"
          hint="Gibt es Vorgaben, Vorbilder oder etwas, das Sie auf keinen Fall möchten?"
          maxLength={5000}
        />
      </FieldGroup>
    </StepCard>
  );
}

function LogoUploadIfPresent() {
  const status = useWatch({ name: "logo_status" });
  return status === "vorhanden" ? <LogoField /> : null;
}
