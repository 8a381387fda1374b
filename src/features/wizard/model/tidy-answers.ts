import { tidyText, WIZARD_TIDY } from "~/schemas/tidy-input";
import { plainFileName } from "../uploads/sanitize-file-name";
import type { UploadedFile, WizardData } from "./wizard-data";

/**
 * The answers with every text composed and without invisible ends (tidyText), and every tidied
 * field in its tidy form (tidy-input.ts). Fields are tidied
 * when the visitor leaves them; a step sent with Enter, or a draft stored before tidying
 * existed, may still hold "DE 123 456 789", which the rules accept and the database's
 * pattern would refuse. What the agency receives and what step 6 shows are tidied here.
 */
export function tidyAnswers(data: WizardData): WizardData {
  const tidied: Record<string, unknown> = { ...data };
  for (const [name, value] of Object.entries(tidied)) {
    if (typeof value === "string") tidied[name] = tidyText(value);
  }
  for (const [name, tidy] of Object.entries(WIZARD_TIDY)) {
    const value = tidied[name];
    if (typeof value === "string") tidied[name] = tidy(value);
  }
  // File names as uploads store them since 2026-11-26 (plainFileName); a draft may be older, and a
  // line break or direction mark in a name forged a line or an extension in the summary text.
  const plain = (file: UploadedFile) => ({ ...file, fileName: plainFileName(file.fileName) });
  tidied.logo_file_name = data.logo_file_name && plainFileName(data.logo_file_name);
  tidied.uploaded_texts = data.uploaded_texts.map(plain);
  tidied.uploaded_images = data.uploaded_images.map(plain);
  return tidied as WizardData;
}
