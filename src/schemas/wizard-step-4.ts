import { BILDER_STATUS, WIZARD_LIMITS } from "./wizard-enums";
import { optionalEmailField, optionalPhoneField, optionalText, requiredChoice } from "./wizard-fields";
import { fieldMessages } from "./wizard-messages";
import * as z from "./zod-mini";
import { uploadedFileSchema } from "./wizard-upload";

/** Step 4 "Kontaktdaten & Website-Bilder" (SPEC §5 step 4). */
export const step4Schema = z
  .object({
    kontakt_telefon: optionalPhoneField,
    kontakt_email: optionalEmailField,
    oeffnungszeiten: optionalText(1000),
    kontaktformular: z.boolean(),
    bilder_status: requiredChoice(BILDER_STATUS, fieldMessages.choose),
    uploaded_images: z.array(uploadedFileSchema).check(z.maxLength(WIZARD_LIMITS.maxImages)),
    besonderheiten: optionalText(5000),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.bilder_status === "upload" && values.uploaded_images.length === 0) {
        ctx.addIssue({ code: "custom", path: ["uploaded_images"], message: fieldMessages.images });
      }
    }),
  );

export type Step4Values = z.input<typeof step4Schema>;
