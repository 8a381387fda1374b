import { toastMessages, type ToastMessage } from "~/schemas/wizard-messages";
import type { StepNumber } from "./wizard-data";

// Step 4 names the problem (SPEC §8 contact step); step 3 names missing text files.
const specificToasts: Record<string, ToastMessage> = {
  kontakt_telefon: toastMessages.invalidPhone,
  kontakt_email: toastMessages.invalidEmail,
  bilder_status: toastMessages.imageChoiceMissing,
  uploaded_images: toastMessages.imagesMissing,
  uploaded_texts: toastMessages.textsMissing,
};

/** The toast of a failed "Weiter", chosen by the first invalid field in page order. */
export function invalidStepToast(step: StepNumber, firstInvalidField: string | undefined): ToastMessage {
  if (step === 1) return toastMessages.step1Invalid;
  return (firstInvalidField && specificToasts[firstInvalidField]) || toastMessages.incomplete;
}
