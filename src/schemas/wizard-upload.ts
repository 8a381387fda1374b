import * as z from "./zod-mini";

/** One entry of uploaded_texts / uploaded_images (SPEC §3). */
export const uploadedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  url: z.string(),
  size: z.number(),
  mimeType: z.string(),
  path: z.string(),
});
