import { BILDER_STATUS } from "~/schemas/wizard-enums";
import { step4Schema } from "~/schemas/wizard-step-4";
import { ChoiceCards } from "../components/form/choice-cards";
import { TextAreaField } from "../components/form/text-area-field";
import { TextField } from "../components/form/text-field";
import { FieldGroup, FieldRow, StepCard } from "../components/step-card";
import { useStepForm } from "../hooks/use-step-form";
import { bilderStatusLabels, optionsOf } from "../model/wizard-options";
import { ContactFormSwitch } from "./contact-form-switch";
import { CopyContactButton } from "./copy-contact-button";
import { ImagesField } from "./images-field";

/** Step 4 "Kontaktdaten & Website-Bilder" (SPEC §2, §5 step 4). */
export function ContactStep() {
  const { form, onSubmit, onSubmitToSummary } = useStepForm({ step: 4, schema: step4Schema });
  return (
    <StepCard
      step={4}
      form={form}
      onSubmit={onSubmit}
      onSubmitToSummary={onSubmitToSummary}
      intro="Wie erreichen Kunden Sie und welche Bilder zeigt Ihre Website?"
    >
      <FieldGroup legend="Kontaktdaten auf der Website">
        <CopyContactButton />
        <FieldRow>
          <TextField
            name="kontakt_telefon"
            label="Telefonnummer"
            type="tel"
            // The business's public number: autofill offers the work number, not a private mobile.
            autoComplete="work tel"
            // Above the rule's 20 characters: a longer pasted number shows the error instead
            // of being cut to one that passes but is wrong.
            maxLength={50}
            hint="Für Ihre Website, z.&nbsp;B. +49 123 456789"
          />
          <TextField
            name="kontakt_email"
            label="E-Mail-Adresse"
            // Not type="email": it turns an umlaut domain into punycode (xn--…).
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            autoComplete="work email"
            maxLength={254}
            hint="Für Ihre Website, z.&nbsp;B. info@ihre-firma.de"
          />
        </FieldRow>
        <TextAreaField
          name="oeffnungszeiten"
          label="Öffnungszeiten"
          placeholder="z. B. Mo–Fr 8–18 Uhr, Sa 9–13 Uhr"
          maxLength={1000}
        />
        <ContactFormSwitch />
      </FieldGroup>
      <FieldGroup legend="Website-Bilder">
        <ChoiceCards
          name="bilder_status"
          legend="Welche Bilder sollen verwendet werden?"
          required
          options={optionsOf(BILDER_STATUS, bilderStatusLabels)}
        />
        <ImagesField />
        <TextAreaField
          name="besonderheiten"
          label="Besondere Wünsche"
          placeholder="z. B. Online-Terminbuchung, Mehrsprachigkeit, Bildergalerie"
          rows={4}
          maxLength={5000}
        />
      </FieldGroup>
    </StepCard>
  );
}
