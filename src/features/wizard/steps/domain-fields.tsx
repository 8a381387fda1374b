import { useWatch } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import { DOMAIN_STATUS } from "~/schemas/wizard-enums";
import { tidyHostname } from "~/schemas/tidy-input";
import { isHostname } from "~/schemas/wizard-fields";
import { isBlank } from "~/schemas/field-rules";
import { toastMessages } from "~/schemas/wizard-messages";
import { SelectField } from "../components/form/select-field";
import { TextField } from "../components/form/text-field";
import { domainStatusLabels, optionsOf } from "../model/wizard-options";

/** Domain status, then the existing domain (a hostname) or the desired one (SPEC §5 step 5). */
export function DomainFields() {
  const status = useWatch({ name: "domain_status" });
  return (
    <div className="space-y-3">
      <SelectField
        name="domain_status"
        label="Domain"
        required
        options={optionsOf(DOMAIN_STATUS, domainStatusLabels)}
      />
      {status === "vorhanden" && (
        <TextField
          name="domain_name"
          label="Ihre Domain"
          required
          placeholder="beispiel.de"
          // Not "url": autofill would offer whole addresses. Typed as an address, without capitals or corrections.
          autoComplete="off"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={253}
          onBlur={(event) => {
            const value = tidyHostname(event.target.value);
            if (!isBlank(value) && !isHostname(value)) {
              // One at a time: every blur of a wrong domain raised another.
              toast.error(toastMessages.invalidDomain.title, {
                description: toastMessages.invalidDomain.description,
                id: "invalid-domain",
              });
            }
          }}
        />
      )}
      {status === "neu" && (
        <TextField
          name="wunsch_domain_name"
          label="Wunsch-Domain"
          required
          placeholder="ihr-unternehmen.de"
          autoComplete="off"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={253}
        />
      )}
    </div>
  );
}
