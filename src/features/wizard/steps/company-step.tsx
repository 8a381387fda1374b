import { useWatch } from "react-hook-form";
import { BRANCHEN, RECHTSFORMEN } from "~/schemas/wizard-enums";
import { step1Schema } from "~/schemas/wizard-step-1";
import { SelectField } from "../components/form/select-field";
import { TextField } from "../components/form/text-field";
import { FieldGroup, FieldRow, StepCard } from "../components/step-card";
import { useStepForm } from "../hooks/use-step-form";
import { brancheLabels, optionsOf, rechtsformLabels } from "../model/wizard-options";
import { LogoField } from "./logo-field";

/** Step 1 "Unternehmensdaten": company and contact person (SPEC §5 step 1). */
export function CompanyStep() {
  const { form, onSubmit, onSubmitToSummary } = useStepForm({ step: 1, schema: step1Schema });
  return (
    <StepCard
      step={1}
      form={form}
      onSubmit={onSubmit}
      onSubmitToSummary={onSubmitToSummary}
      intro="Erzählen Sie uns, wer Sie sind und wie wir Sie erreichen."
    >
      <FieldGroup legend="Unternehmen">
        <TextField name="firmenname" label="Firmenname" required autoComplete="organization" maxLength={200} />
        <FieldRow>
          <SelectField
            name="rechtsform"
            label="Rechtsform"
            required
            options={optionsOf(RECHTSFORMEN, rechtsformLabels)}
          />
          <SelectField name="branche" label="Branche" required options={optionsOf(BRANCHEN, brancheLabels)} />
        </FieldRow>
        <OtherBranch />
        <TextField name="adresse" label="Straße und Hausnummer" required autoComplete="address-line1" maxLength={200} />
        <FieldRow columns="sm:grid-cols-[10rem_1fr]">
          <TextField
            name="plz"
            label="PLZ"
            required
            autoComplete="postal-code"
            inputMode="numeric"
            // Room for a pasted " 80331" or "80 331": the field tidies it, the rule judges five digits.
            maxLength={12}
          />
          <TextField name="ort" label="Ort" required autoComplete="address-level2" maxLength={100} />
        </FieldRow>
        <FieldRow>
          <TextField name="land" label="Land" autoComplete="country-name" maxLength={100} />
          <TextField
            name="gruendungsjahr"
            label="Gründungsjahr"
            inputMode="numeric"
            maxLength={12}
            placeholder="z. B. 1998"
          />
        </FieldRow>
        <FieldRow>
          <TextField
            name="ustid"
            label="Umsatzsteuer-ID"
            // A hint, not a placeholder: a placeholder goes with the first key (WCAG 3.3.2).
            hint="DE und 9 Ziffern, z.&nbsp;B. DE123456789"
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            name="handelsregister"
            label="Handelsregisternummer"
            hint="HRA oder HRB und die Nummer, z.&nbsp;B. HRB 12345"
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </FieldRow>
      </FieldGroup>
      <FieldGroup legend="Ansprechpartner">
        <FieldRow>
          <TextField name="vorname" label="Vorname" required autoComplete="given-name" maxLength={100} />
          <TextField name="nachname" label="Nachname" required autoComplete="family-name" maxLength={100} />
        </FieldRow>
        <TextField
          name="position"
          label="Position im Unternehmen"
          required
          autoComplete="organization-title"
          maxLength={100}
          placeholder="z. B. Geschäftsführerin"
        />
        <FieldRow>
          {/* Not type="email": it turns an umlaut domain into punycode (xn--…), which the agency would read. */}
          <TextField
            name="email"
            label="E-Mail-Adresse"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoComplete="email"
            maxLength={254}
          />
          <TextField name="telefon" label="Telefonnummer" type="tel" required autoComplete="tel" maxLength={50} />
        </FieldRow>
      </FieldGroup>
      <FieldGroup legend="Logo (optional)">
        <p className="text-sm text-slate-600">Haben Sie schon ein Logo? Dann laden Sie es gleich hier hoch.</p>
        <LogoField anyImage />
      </FieldGroup>
    </StepCard>
  );
}

/** Asked only for the branch "Sonstiges". */
function OtherBranch() {
  const branche = useWatch({ name: "branche" });
  if (branche !== "sonstiges") return null;
  return <TextField name="branche_sonstiges" label="Ihre Branche" required maxLength={200} />;
}
