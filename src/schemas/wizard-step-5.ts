import { DOMAIN_STATUS } from "./wizard-enums";
import { tidyHostname } from "./tidy-input";
import { deadlineField, isHostname, optionalText, requiredChoice } from "./wizard-fields";
import { isBlank } from "./field-rules";
import { fieldMessages } from "./wizard-messages";
import * as z from "./zod-mini";

/** Imprint and privacy statement are legally required and always included; AGB is optional. */
export const REQUIRED_LEGAL_PAGES = ["impressum", "datenschutz"] as const;

/** Step 5 "Projekt-Details" (SPEC §5 step 5). */
export const step5Schema = z
  .object({
    rechtliches: z
      .array(z.enum(["impressum", "datenschutz", "agb"]))
      .check(z.refine((pages) => REQUIRED_LEGAL_PAGES.every((page) => pages.includes(page)))),
    agb_text: optionalText(50000),
    datenschutzbeauftragter: z.boolean(),
    datenschutzbeauftragter_kontakt: optionalText(1000),
    domain_status: requiredChoice(DOMAIN_STATUS, fieldMessages.choose),
    domain_name: optionalText(253),
    wunsch_domain_name: optionalText(253),
    bevorzugte_kontaktzeit: optionalText(200),
    projekt_deadline: deadlineField,
    referenz_websites: optionalText(5000),
    zusaetzliche_anmerkungen: optionalText(5000),
  })
  .check(
    z.superRefine((values, ctx) => {
      const require = (path: keyof typeof values, message: string = fieldMessages.required) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (values.rechtliches.includes("agb") && isBlank(values.agb_text)) require("agb_text");
      if (values.datenschutzbeauftragter && isBlank(values.datenschutzbeauftragter_kontakt)) {
        require("datenschutzbeauftragter_kontakt");
      }
      if (values.domain_status === "vorhanden") {
        if (isBlank(values.domain_name)) require("domain_name");
        else if (!isHostname(tidyHostname(values.domain_name))) require("domain_name", fieldMessages.domain);
      }
      if (values.domain_status === "neu" && isBlank(values.wunsch_domain_name)) require("wunsch_domain_name");
    }),
  );

export type Step5Values = z.input<typeof step5Schema>;
