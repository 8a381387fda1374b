import { useController, useWatch } from "react-hook-form";
import type { UploadedFile } from "../model/wizard-data";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { ImageFilesUpload } from "../uploads/image-files-upload";
import { UploadSlot } from "./upload-slot";

/** The image upload, shown for bilder_status "upload" (SPEC §5 step 4). */
export function ImagesField() {
  const status = useWatch({ name: "bilder_status" });
  const { field } = useController({ name: "uploaded_images" });
  const sessionId = useWizardState((state) => state.sessionId);
  const { updateFields } = useWizardActions();
  if (status !== "upload") return null;
  return (
    <UploadSlot name="uploaded_images" label="Ihre Bilder">
      <ImageFilesUpload
        files={field.value as UploadedFile[]}
        sessionId={sessionId}
        onChange={(files) => {
          // An upload may finish after the step was left; the store keeps it then.
          updateFields({ uploaded_images: files });
          field.onChange(files);
        }}
      />
    </UploadSlot>
  );
}
