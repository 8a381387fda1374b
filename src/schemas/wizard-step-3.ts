import { HAUPTZIELE, TEXTE_STATUS, WIZARD_LIMITS } from "./wizard-enums";
import { optionalText, requiredChoice, requiredText } from "./wizard-fields";
import { hasDistinctNames, isBlank } from "./field-rules";
import { fieldMessages } from "./wizard-messages";
import * as z from "./zod-mini";
import { uploadedFileSchema } from "./wizard-upload";

const pageName = z.string().check(
  z.refine((value) => !isBlank(value), fieldMessages.customPageEmpty),
  z.maxLength(WIZARD_LIMITS.maxPageNameLength, fieldMessages.tooLong(WIZARD_LIMITS.maxPageNameLength)),
);

/** Step 3 "Inhalte & Botschaften" (SPEC §5 step 3). */
export const step3Schema = z
  .object({
    hauptziel: requiredChoice(HAUPTZIELE),
    hauptziel_sonstiges: optionalText(200),
    zielgruppe: requiredText(2000),
    hauptbotschaft: optionalText(2000),
    usp: optionalText(2000),
    leistungen: optionalText(5000),
    seitenpaket: z.string(),
    seiten: z.array(pageName).check(z.minLength(1), z.maxLength(50)),
    custom_seiten: z.array(pageName).check(
      z.maxLength(WIZARD_LIMITS.maxCustomPages, fieldMessages.tooManyPages(WIZARD_LIMITS.maxCustomPages)),
      z.refine(hasDistinctNames, fieldMessages.customPageDuplicate),
      // The input refuses commas (page-packages.ts), and so does the server; only a stored copy can hold one.
      z.refine((pages) => pages.every((page) => !page.includes(",")), fieldMessages.customPageComma),
    ),
    texte_status: requiredChoice(TEXTE_STATUS),
    uploaded_texts: z.array(uploadedFileSchema).check(z.maxLength(WIZARD_LIMITS.maxTexts)),
    besondere_botschaften: optionalText(2000),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.hauptziel === "sonstiges" && isBlank(values.hauptziel_sonstiges)) {
        ctx.addIssue({ code: "custom", path: ["hauptziel_sonstiges"], message: fieldMessages.required });
      }
      if (values.texte_status === "texte-hochladen" && values.uploaded_texts.length === 0) {
        ctx.addIssue({ code: "custom", path: ["uploaded_texts"], message: fieldMessages.uploadedTexts });
      }
    }),
  );

export type Step3Values = z.input<typeof step3Schema>;
