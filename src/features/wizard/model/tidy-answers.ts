import { WIZARD_TIDY } from "~/schemas/tidy-input";
import type { WizardData } from "./wizard-data";

/**
 * The answers with every tidied field in its tidy form (tidy-input.ts). Fields are tidied
 * when the visitor leaves them; a step sent with Enter, or a draft stored before tidying
 * existed, may still hold "DE 123 456 789", which the rules accept and the database's
 * pattern would refuse. What the agency receives and what step 6 shows are tidied here.
 */
export function tidyAnswers(data: WizardData): WizardData {
  const tidied: Record<string, unknown> = { ...data };
  for (const [name, tidy] of Object.entries(WIZARD_TIDY)) {
    const value = tidied[name];
    if (typeof value === "string") tidied[name] = tidy(value);
  }
  return tidied as WizardData;
}
