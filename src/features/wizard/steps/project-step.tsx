import { step5Schema } from "~/schemas/wizard-step-5";
import { TextAreaField } from "../components/form/text-area-field";
import { TextField } from "../components/form/text-field";
import { FieldGroup, StepCard } from "../components/step-card";
import { useStepForm } from "../hooks/use-step-form";
import { DeadlinePicker } from "./deadline-picker";
import { DomainFields } from "./domain-fields";
import { AgbField, DataProtectionOfficerField } from "./legal-fields";

/** Step 5 "Projekt-Details" (SPEC §2, §5 step 5). Loaded lazily, and with it the date picker. */
export function ProjectStep() {
  const { form, onSubmit } = useStepForm({ step: 5, schema: step5Schema });
  return (
    <StepCard step={5} form={form} onSubmit={onSubmit} intro="Rechtliches, Domain und Ihr Wunschtermin.">
      <FieldGroup legend="Rechtliches">
        <p role="note" className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4h1.8v1.8H9.1V5.5Zm0 3.5h1.8v5.5H9.1V9Z" />
          </svg>
          {/* min-w-0: beside the icon, "Datenschutzerklärung" at 200 % text was wider than a phone. */}
          <span className="min-w-0 hyphens-auto wrap-anywhere">
            <strong>Impressum und Datenschutzerklärung</strong> sind gesetzlich vorgeschrieben und werden automatisch in
            Ihre Website aufgenommen.
          </span>
        </p>
        <AgbField />
        <DataProtectionOfficerField />
      </FieldGroup>
      <FieldGroup legend="Domain & Kontakt">
        <DomainFields />
        <TextField
          name="bevorzugte_kontaktzeit"
          label="Wann erreichen wir Sie am besten?"
          placeholder="z. B. werktags 9–12 Uhr"
          maxLength={200}
        />
      </FieldGroup>
      <FieldGroup legend="Termin & Wünsche">
        <DeadlinePicker />
        <TextAreaField
          name="referenz_websites"
          label="Websites, die Ihnen gefallen"
          placeholder="Adressen und was Ihnen daran gefällt"
          maxLength={5000}
        />
        <TextAreaField name="zusaetzliche_anmerkungen" label="Zusätzliche Anmerkungen" rows={4} maxLength={5000} />
      </FieldGroup>
    </StepCard>
  );
}
