import { useEffect } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import type { UploadedFile } from "../model/wizard-data";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { removeText } from "../uploads/storage";
import { TextFilesUpload } from "../uploads/text-files-upload";
import { uploadTracker } from "../uploads/upload-tracker";
import { UploadSlot } from "./upload-slot";

/** The text upload, shown for "texte-hochladen"; choosing the other option drops the files (SPEC §4). */
export function TextsField() {
  const status = useWatch({ name: "texte_status" });
  const { field } = useController({ name: "uploaded_texts" });
  const { getValues, setValue } = useFormContext();
  const sessionId = useWizardState((state) => state.sessionId);
  const { updateFields } = useWizardActions();

  useEffect(() => {
    if (status === "texte-hochladen") return;
    // Uploads still running would otherwise add their files back when they finish.
    uploadTracker("texts", sessionId).discardAll();
    const files = getValues("uploaded_texts") as UploadedFile[];
    if (files.length === 0) return;
    setValue("uploaded_texts", [], { shouldValidate: false });
    // The files are no longer part of the briefing, so they leave the bucket too; failures only cost storage.
    for (const file of files) {
      removeText(file.path, sessionId).catch((cause) => console.warn("Text konnte nicht gelöscht werden", cause));
    }
  }, [status, getValues, setValue, sessionId]);

  if (status !== "texte-hochladen") return null;
  return (
    <UploadSlot name="uploaded_texts" label="Ihre Texte">
      <TextFilesUpload
        files={field.value as UploadedFile[]}
        sessionId={sessionId}
        onChange={(files) => {
          // An upload may finish after the step was left; the store keeps it then.
          updateFields({ uploaded_texts: files });
          field.onChange(files);
        }}
      />
    </UploadSlot>
  );
}
