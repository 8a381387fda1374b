import { useEffect, useRef } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { toast } from "~/components/ui/toast";
import type { UploadedFile } from "../model/wizard-data";
import { useWizardActions, useWizardState } from "../state/wizard-context";
import { textMessages } from "../uploads/messages";
import { removeText } from "../uploads/storage";
import { TextFilesUpload } from "../uploads/text-files-upload";
import { uploadTracker } from "../uploads/upload-tracker";
import { UploadSlot } from "./upload-slot";

/** How long texts dropped by choosing the other option can come back. */
export const DROPPED_TEXTS_MS = 10_000;

type Held = { files: UploadedFile[]; timer: ReturnType<typeof setTimeout>; toastId: string | number };

/**
 * The text upload, shown for "texte-hochladen"; choosing the other option drops the files (SPEC §4).
 * An arrow key in the radio group chooses at once, so a keyboard user moving through the options
 * dropped the files before anything was said: now the files come back when "texte-hochladen" is
 * chosen again, or with the toast's "Rückgängig", while the step is open and for
 * DROPPED_TEXTS_MS; only then do they leave the bucket.
 */
export function TextsField() {
  const status = useWatch({ name: "texte_status" });
  const { field } = useController({ name: "uploaded_texts" });
  const { getValues, setValue } = useFormContext();
  const sessionId = useWizardState((state) => state.sessionId);
  const { updateFields } = useWizardActions();
  const held = useRef<Held | null>(null);

  useEffect(() => {
    if (status === "texte-hochladen") {
      const kept = release(held);
      if (kept) setValue("uploaded_texts", kept.files, { shouldValidate: true });
      return;
    }
    // Uploads still running would otherwise add their files back when they finish.
    uploadTracker("texts", sessionId).discardAll();
    const files = getValues("uploaded_texts") as UploadedFile[];
    if (files.length === 0) return;
    setValue("uploaded_texts", [], { shouldValidate: false });
    const { title, description, undo } = textMessages.dropped;
    held.current = {
      files,
      timer: setTimeout(() => removeFiles(release(held)?.files ?? [], sessionId), DROPPED_TEXTS_MS),
      toastId: toast.info(title, {
        description,
        duration: DROPPED_TEXTS_MS,
        action: { label: undo, onClick: () => setValue("texte_status", "texte-hochladen", { shouldDirty: true }) },
      }),
    };
  }, [status, getValues, setValue, sessionId]);

  // Leaving the step ends the chance to take them back.
  useEffect(() => () => removeFiles(release(held)?.files ?? [], sessionId), [sessionId]);

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

function release(held: { current: Held | null }): Held | null {
  const kept = held.current;
  if (!kept) return null;
  held.current = null;
  clearTimeout(kept.timer);
  toast.dismiss(kept.toastId);
  return kept;
}

/** The files are no longer part of the briefing, so they leave the bucket too; failures only cost storage. */
function removeFiles(files: UploadedFile[], sessionId: string) {
  for (const file of files) {
    removeText(file.path, sessionId).catch((cause) => console.warn("Text konnte nicht gelöscht werden", cause));
  }
}
