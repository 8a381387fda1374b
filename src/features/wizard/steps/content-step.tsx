import { useWatch } from "react-hook-form";
import { HAUPTZIELE, TEXTE_STATUS } from "~/schemas/wizard-enums";
import { step3Schema, type Step3Values } from "~/schemas/wizard-step-3";
import { ChoiceCards } from "../components/form/choice-cards";
import { SelectField } from "../components/form/select-field";
import { TextAreaField } from "../components/form/text-area-field";
import { TextField } from "../components/form/text-field";
import { FieldGroup, StepCard } from "../components/step-card";
import { useStepForm } from "../hooks/use-step-form";
import { computeSeiten, fitsBranche } from "../model/page-packages";
import type { WizardData } from "../model/wizard-data";
import { hauptzielLabels, optionsOf, texteStatusLabels } from "../model/wizard-options";
import { useWizardState } from "../state/wizard-context";
import { CustomPages } from "./custom-pages";
import { PagePackagePicker } from "./page-package-picker";
import { TextsField } from "./texts-field";

/** A package no longer offered (the branch changed in step 1) is dropped and the pages recomputed. */
export function contentDefaults(data: WizardData): Step3Values {
  const seitenpaket = fitsBranche(data.seitenpaket, data.branche) ? data.seitenpaket : "";
  return {
    hauptziel: data.hauptziel,
    hauptziel_sonstiges: data.hauptziel_sonstiges,
    zielgruppe: data.zielgruppe,
    hauptbotschaft: data.hauptbotschaft,
    usp: data.usp,
    leistungen: data.leistungen,
    seitenpaket,
    seiten: computeSeiten(seitenpaket, data.custom_seiten, data.branche),
    custom_seiten: data.custom_seiten,
    texte_status: data.texte_status,
    uploaded_texts: data.uploaded_texts,
    besondere_botschaften: data.besondere_botschaften,
  };
}

/** Step 3 "Inhalte & Botschaften" (SPEC §2, §5 step 3). */
export function ContentStep() {
  const { form, onSubmit, onSubmitToSummary } = useStepForm({
    step: 3,
    schema: step3Schema,
    defaults: contentDefaults,
  });
  const branche = useWizardState((state) => state.data.branche);
  return (
    <StepCard
      step={3}
      form={form}
      onSubmit={onSubmit}
      onSubmitToSummary={onSubmitToSummary}
      intro="Was soll Ihre Website erreichen und was soll darauf stehen?"
    >
      <FieldGroup legend="Ziele & Botschaften">
        <SelectField
          name="hauptziel"
          label="Hauptziel der Website"
          required
          options={optionsOf(HAUPTZIELE, hauptzielLabels)}
        />
        <OtherGoal />
        <TextAreaField
          name="zielgruppe"
          label="Zielgruppe"
          required
          placeholder="Wen möchten Sie mit Ihrer Website ansprechen?"
          maxLength={2000}
        />
        <TextAreaField
          name="hauptbotschaft"
          label="Hauptbotschaft"
          placeholder="Was sollen Besucher sofort verstehen?"
          maxLength={2000}
        />
        <TextAreaField
          name="usp"
          label="Was unterscheidet Sie von anderen?"
          placeholder="Ihr Alleinstellungsmerkmal"
          maxLength={2000}
        />
        <TextAreaField name="leistungen" label="Leistungen und Angebote" rows={4} maxLength={5000} />
      </FieldGroup>
      <FieldGroup legend="Seiten">
        <PagePackagePicker branche={branche} />
        <CustomPages branche={branche} />
      </FieldGroup>
      <FieldGroup legend="Texte">
        <ChoiceCards
          name="texte_status"
          legend="Wer schreibt die Texte?"
          required
          columns={2}
          options={optionsOf(TEXTE_STATUS, texteStatusLabels)}
        />
        <TextsField />
        <TextField
          name="besondere_botschaften"
          label="Slogan"
          placeholder="z. B. „Frisch gebacken seit 1950“"
          maxLength={2000}
        />
      </FieldGroup>
    </StepCard>
  );
}

function OtherGoal() {
  const hauptziel = useWatch({ name: "hauptziel" });
  if (hauptziel !== "sonstiges") return null;
  return <TextField name="hauptziel_sonstiges" label="Ihr Hauptziel" required maxLength={200} />;
}
