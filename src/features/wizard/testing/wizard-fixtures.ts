import { formatDeadline } from "~/schemas/wizard-fields";
import { emptyWizardData, type WizardData } from "../model/wizard-data";
import { companyAnswers, designAndContentAnswers } from "./briefing-answers";

/** A briefing that passes steps 1–5, for tests. */
export function validWizardData(overrides: Partial<WizardData> = {}): WizardData {
  const deadline = new Date();
  deadline.setDate(deadline.getDate() + 21);
  return {
    ...emptyWizardData(),
    ...companyAnswers,
    ...designAndContentAnswers,
    bilder_status: "later",
    domain_status: "neu",
    wunsch_domain_name: "baeckerei-sonnenschein.de",
    projekt_deadline: formatDeadline(deadline),
    ...overrides,
  };
}

export const TEST_SESSION_ID = "session_1732230000000_AAAAAAAAAAAAAAAAAAAAAA";
