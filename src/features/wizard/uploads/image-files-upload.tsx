import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { UploadedFile } from "../model/wizard-data";
import { FileListPicker } from "./file-list-picker";
import { checkImage, IMAGE_RULES } from "./file-rules";
import { imageMessages, imagePicker } from "./messages";
import { ProgressBar } from "./progress-bar";
import { largestFirst, preloadUploads, removeImage, uploadImage } from "./storage";
import { PROGRESS_CLEAR_MS, previewUrlOf, useUploadTracker } from "./upload-tracker";

type ImageFilesUploadProps = {
  files: UploadedFile[];
  sessionId: string;
  onChange: (files: UploadedFile[]) => void;
};

const tileClass = "relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50";

/** Website images of step 4 (SPEC §5 step 4, §7, §8): up to 50 images of 25 MB. */
export function ImageFilesUpload({ files, sessionId, onChange }: ImageFilesUploadProps) {
  const { tracker, pending } = useUploadTracker("images", sessionId, files, onChange);
  // The code that uploads is fetched while the visitor picks files, not after.
  useEffect(preloadUploads, []);
  const [announcement, setAnnouncement] = useState("");
  const full = files.length + tracker.activeCount >= IMAGE_RULES.maxFiles;
  const finished = new Map(pending.filter((item) => item.status === "done").map((item) => [item.entryId, item]));

  async function upload(selected: File[]) {
    if (tracker.files.length + tracker.activeCount + selected.length > IMAGE_RULES.maxFiles) {
      toast.error(imageMessages.tooMany.title, { description: imageMessages.tooMany.description });
      setAnnouncement(imageMessages.tooMany.description);
      return;
    }
    const valid = selected.filter((file) => {
      const problem = checkImage(file);
      if (problem) {
        const message = problem === "size" ? imageMessages.tooLarge(file.name) : imageMessages.notAnImage(file.name);
        toast.error(message.title, { description: message.description });
      }
      return !problem;
    });
    if (valid.length === 0) return;

    const keys = valid.map((file) => tracker.start(file.name, previewUrlOf(file)));
    const outcomes = await Promise.all(
      largestFirst(valid).map(async (index) => {
        const file = valid[index]!;
        const key = keys[index]!;
        try {
          const entry = await uploadImage(file, sessionId, { onProgress: (value) => tracker.progress(key, value) });
          tracker.succeed(key, entry, PROGRESS_CLEAR_MS);
          return true;
        } catch (error) {
          console.warn(`Bild ${file.name} konnte nicht hochgeladen werden`, error);
          tracker.fail(key);
          return false;
        }
      }),
    );
    const succeeded = outcomes.filter(Boolean).length;
    const messages: string[] = [];
    if (succeeded < outcomes.length) {
      toast.error(imageMessages.failed.title, { description: imageMessages.failed.description });
      messages.push(imageMessages.failed.description);
    }
    if (succeeded > 0) {
      const message = imageMessages.uploaded(succeeded);
      toast.success(message.title, { description: message.description });
      messages.push(message.description);
    }
    setAnnouncement(messages.join(" "));
  }

  async function remove(entry: UploadedFile) {
    tracker.commit(tracker.files.filter((file) => file.id !== entry.id));
    setAnnouncement(imageMessages.removed(entry.fileName));
    if (!entry.path) return;
    try {
      await removeImage(entry.path, sessionId);
    } catch (error) {
      // SPEC §4: a failed delete of an image is only logged; the entry goes anyway.
      console.warn(`Bild ${entry.path} konnte nicht aus dem Speicher gelöscht werden`, error);
    }
  }

  return (
    <div className="space-y-3">
      <FileListPicker
        text={imagePicker}
        accept={IMAGE_RULES.accept}
        count={files.length}
        max={IMAGE_RULES.maxFiles}
        full={full}
        onFiles={upload}
      />
      {(files.length > 0 || pending.length > 0) && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Website-Bilder">
          {files.map((file) => {
            const justFinished = finished.get(file.id);
            return (
              <li key={file.id} className={tileClass}>
                <img
                  src={tracker.previewOf(file.id) ?? file.url}
                  alt={file.fileName}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover"
                />
                <div className="flex items-center gap-2 p-2 text-xs">
                  <span className="min-w-0 flex-1 truncate">{file.fileName}</span>
                  <button
                    type="button"
                    onClick={() => remove(file)}
                    aria-label={`${file.fileName} entfernen`}
                    className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100"
                  >
                    Entfernen
                  </button>
                </div>
                {justFinished && <ProgressBar value={1} label={`${file.fileName} hochgeladen`} />}
              </li>
            );
          })}
          {pending
            .filter((item) => item.status !== "done")
            .map((item) => (
              <li key={item.key} className={tileClass}>
                {item.previewUrl ? (
                  <img
                    src={item.previewUrl}
                    alt={item.fileName}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-cover opacity-60"
                  />
                ) : (
                  <div className="aspect-square w-full" />
                )}
                <div className="space-y-1 p-2 text-xs">
                  <p className="truncate">{item.fileName}</p>
                  {item.status === "uploading" ? (
                    <ProgressBar value={item.progress} label={`${item.fileName} wird hochgeladen`} />
                  ) : (
                    <div className="flex items-center gap-2">
                      <span className="flex-1 text-red-700">{imageMessages.itemFailed}</span>
                      <button
                        type="button"
                        onClick={() => tracker.dismiss(item.key)}
                        aria-label={`Meldung zu ${item.fileName} schließen`}
                        className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100"
                      >
                        Schließen
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
