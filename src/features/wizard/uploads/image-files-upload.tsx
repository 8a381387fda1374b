import { useCallback, useEffect, useRef, useState } from "react";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { useFocusSlots } from "~/lib/focus-after-removal";
import { toast } from "~/components/ui/toast";
import type { UploadedFile } from "../model/wizard-data";
import { FileListPicker } from "./file-list-picker";
import { withoutDuplicates } from "./duplicate-files";
import { checkImage, IMAGE_RULES } from "./file-rules";
import { keepFittingContent, withSniffedTypes } from "./file-signature";
import { cancelUploadMessages, imageMessages, imagePicker } from "./messages";
import { ImageTile } from "./image-tile";
import { largestFirst, preloadUploads, removeImage, uploadImage } from "./storage";
import { makesThumbnails, thumbnailOf } from "./thumbnail";
import { PROGRESS_CLEAR_MS, previewUrlOf, useUploadTracker } from "./upload-tracker";

type ImageFilesUploadProps = {
  files: UploadedFile[];
  sessionId: string;
  onChange: (files: UploadedFile[]) => void;
};

/** Website images of step 4 (SPEC §5 step 4, §7, §8): up to 50 images of 25 MB. */
export function ImageFilesUpload({ files, sessionId, onChange }: ImageFilesUploadProps) {
  const { tracker, pending } = useUploadTracker("images", sessionId, files, onChange);
  // An upload that finishes turns its "Abbrechen" into the file's "Entfernen": focus follows.
  const root = useRef<HTMLDivElement>(null);
  useFocusSlots(root);
  // The code that uploads is fetched while the visitor picks files, not after.
  useEffect(preloadUploads, []);
  const [announcement, setAnnouncement] = useState("");
  const [refusals, setRefusals] = useState<string[]>([]);
  const full = files.length + tracker.activeCount >= IMAGE_RULES.maxFiles;
  const finished = new Set(pending.flatMap((item) => (item.status === "done" && item.entryId ? [item.entryId] : [])));

  async function upload(picked: File[]) {
    setRefusals([]);
    const selected = withoutDuplicates(await withSniffedTypes(picked), tracker.present);
    if (selected.length === 0) return;
    const tooMany = (count: number) => {
      if (tracker.files.length + tracker.activeCount + count <= IMAGE_RULES.maxFiles) return false;
      toast.error(imageMessages.tooMany.title, { description: imageMessages.tooMany.description });
      setRefusals((shown) => [...shown, imageMessages.tooMany.description]);
      return true;
    };
    if (tooMany(selected.length)) return;
    const refuse = (file: File, problem: NonNullable<ReturnType<typeof checkImage>>) => {
      const message = {
        size: imageMessages.tooLarge,
        format: imageMessages.unsupportedFormat,
        type: imageMessages.notAnImage,
        empty: imageMessages.empty,
      }[problem](file.name);
      toast.error(message.title, { description: message.description });
      setRefusals((shown) => [...shown, message.description]);
    };
    const named = selected.filter((file) => {
      const problem = checkImage(file);
      if (problem) refuse(file, problem);
      return !problem;
    });
    if (named.length === 0) return;
    // The bytes too: a PDF renamed .jpg is no image (file-signature.ts).
    const valid = await keepFittingContent(named, (file) => refuse(file, "type"));
    // Another pick may have started uploads while the files were read.
    if (valid.length === 0 || tooMany(valid.length)) return;

    // Small previews are drawn in the background; where the browser cannot, the file itself shows.
    const thumbnails = makesThumbnails();
    const keys = valid.map((file) =>
      tracker.start(file.name, { previewUrl: thumbnails ? undefined : previewUrlOf(file), size: file.size }),
    );
    if (thumbnails)
      valid.forEach((file, index) => {
        void thumbnailOf(file).then((url) => url && tracker.setPreview(keys[index]!, url));
      });
    const outcomes = await Promise.all(
      largestFirst(valid).map(async (index) => {
        const file = valid[index]!;
        const key = keys[index]!;
        try {
          return await tracker.upload(
            key,
            (options) => uploadImage(file, sessionId, options),
            (path) => removeImage(path, sessionId),
            PROGRESS_CLEAR_MS,
          );
        } catch (error) {
          console.warn(`Bild ${file.name} konnte nicht hochgeladen werden`, error);
          return "failed";
        }
      }),
    );
    // A discarded upload (the visitor reset the form meanwhile) is neither to report.
    const succeeded = outcomes.filter((outcome) => outcome === "stored").length;
    const failed = outcomes.filter((outcome) => outcome === "failed").length;
    // The toasts are read out (the toaster is a live region): the widget's status says nothing twice.
    if (failed > 0) toast.error(imageMessages.failed.title, { description: imageMessages.failed.description });
    if (succeeded > 0) {
      const message = imageMessages.uploaded(succeeded);
      toast.success(message.title, { description: message.description });
    }
  }

  // Stable across renders, so the memoised tiles re-render only when their own upload changes.
  const onRemove = useCallback(
    async (entry: UploadedFile) => {
      tracker.commit(tracker.files.filter((file) => file.id !== entry.id));
      setAnnouncement(imageMessages.removed(entry.fileName));
      if (!entry.path) return;
      try {
        await removeImage(entry.path, sessionId);
      } catch (error) {
        // SPEC §4: a failed delete of an image is only logged; the entry goes anyway.
        console.warn(`Bild ${entry.path} konnte nicht aus dem Speicher gelöscht werden`, error);
      }
    },
    [tracker, sessionId],
  );
  const onDismiss = useCallback(
    (key: string) => {
      const item = tracker.getSnapshot().find((candidate) => candidate.key === key);
      tracker.cancel(key);
      if (item?.status === "uploading") setAnnouncement(cancelUploadMessages.cancelled(item.fileName));
    },
    [tracker],
  );

  return (
    <div ref={root} className="space-y-3">
      <FileListPicker
        text={imagePicker}
        accept={IMAGE_RULES.accept}
        count={files.length}
        max={IMAGE_RULES.maxFiles}
        full={full}
        refusals={refusals}
        onFiles={upload}
      />
      {(files.length > 0 || pending.length > 0) && (
        // One list of tiles (not stored + pending side by side), so a finished upload's
        // tile keeps its key and element when it moves from the pending to the stored.
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Website-Bilder">
          {tracker.inPickOrder(
            files,
            pending.filter((item) => item.status !== "done"),
            {
              file: (file) => (
                <ImageTile
                  key={tracker.tileKeyOf(file.id) ?? file.id}
                  slot={tracker.tileKeyOf(file.id) ?? file.id}
                  name={file.fileName}
                  // Uploaded from here: the local preview (perhaps still being drawn), not a download.
                  src={tracker.tileKeyOf(file.id) ? tracker.previewOf(file.id) : file.url}
                  state={finished.has(file.id) ? "finished" : "stored"}
                  progress={1}
                  entry={file}
                  onRemove={onRemove}
                  onDismiss={onDismiss}
                />
              ),
              pending: (item) => (
                <ImageTile
                  key={item.key}
                  slot={item.key}
                  name={item.fileName}
                  src={item.previewUrl}
                  state={item.status === "uploading" ? "uploading" : "failed"}
                  progress={item.progress}
                  waiting={item.waiting}
                  uploadKey={item.key}
                  onRemove={onRemove}
                  onDismiss={onDismiss}
                />
              ),
            },
          )}
        </ul>
      )}
      <ScreenReaderStatus>{announcement}</ScreenReaderStatus>
    </div>
  );
}
