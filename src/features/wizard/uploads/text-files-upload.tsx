import { useRef, useState } from "react";
import { ScreenReaderStatus } from "~/components/ui/screen-reader-status";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { toast } from "~/components/ui/toast";
import { focusSlot, removeButton, useFocusSlots } from "~/lib/focus-after-removal";
import type { UploadedFile } from "../model/wizard-data";
import { itemButton } from "../components/buttons";
import { withoutDuplicates } from "./duplicate-files";
import { FileListPicker } from "./file-list-picker";
import { checkTextFile, formatFileSize, TEXT_RULES } from "./file-rules";
import { keepFittingContent, withSniffedTypes } from "./file-signature";
import { cancelUploadMessages, itemFailedMessage, storageErrorMessages, textMessages, textPicker } from "./messages";
import { ProgressBar } from "./progress-bar";
import { removeText, uploadText } from "./storage";
import { useUploadTracker } from "./upload-tracker";

type TextFilesUploadProps = {
  files: UploadedFile[];
  sessionId: string;
  onChange: (files: UploadedFile[]) => void;
};

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : storageErrorMessages.unknown;
}

/** Text files of step 3 (SPEC §5 step 3, §7, §8): PDF, Word, TXT; 10 files of 10 MB. */
export function TextFilesUpload({ files, sessionId, onChange }: TextFilesUploadProps) {
  const { tracker, pending } = useUploadTracker("texts", sessionId, files, onChange);
  // An upload that finishes turns its "Abbrechen" into the file's "Entfernen": focus follows.
  const root = useRef<HTMLDivElement>(null);
  useFocusSlots(root);
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [refusals, setRefusals] = useState<string[]>([]);
  const full = files.length + tracker.activeCount >= TEXT_RULES.maxFiles;

  async function upload(picked: File[]) {
    setRefusals([]);
    const selected = withoutDuplicates(await withSniffedTypes(picked), tracker.present);
    if (selected.length === 0) return;
    const tooMany = (count: number) => {
      if (tracker.files.length + tracker.activeCount + count <= TEXT_RULES.maxFiles) return false;
      toast.error(textMessages.tooMany);
      setRefusals((shown) => [...shown, textMessages.tooMany]);
      return true;
    };
    if (tooMany(selected.length)) return;
    const refuse = (file: File, problem: NonNullable<ReturnType<typeof checkTextFile>>) => {
      const message = { size: textMessages.tooLarge, type: textMessages.unsupported, empty: textMessages.empty }[
        problem
      ];
      toast.error(message, { description: file.name });
      setRefusals((shown) => [...shown, `${file.name}: ${message}`]);
    };
    const named = selected.filter((file) => {
      const problem = checkTextFile(file);
      if (problem) refuse(file, problem);
      return !problem;
    });
    if (named.length === 0) return;
    // The bytes too: a JPEG renamed .pdf is no PDF (file-signature.ts).
    const valid = await keepFittingContent(named, (file) => refuse(file, "type"));
    // Another pick may have started uploads while the files were read.
    if (valid.length === 0 || tooMany(valid.length)) return;

    const outcomes = await Promise.all(
      valid.map(async (file) => {
        const key = tracker.start(file.name, { size: file.size });
        try {
          return await tracker.upload(
            key,
            (options) => uploadText(file, sessionId, options),
            (path) => removeText(path, sessionId),
          );
        } catch (error) {
          toast.error(textMessages.fileFailed(file.name, reasonOf(error)));
          return "failed";
        }
      }),
    );
    // A discarded upload (the visitor dropped the texts meanwhile) is neither to report.
    const succeeded = outcomes.filter((outcome) => outcome === "stored").length;
    const failed = outcomes.filter((outcome) => outcome === "failed").length;
    // The toasts are read out (the toaster is a live region): the widget's status says nothing twice.
    if (failed > 0) toast.error(succeeded === 0 ? textMessages.allFailed : textMessages.someFailed(failed));
    if (succeeded > 0) toast.success(textMessages.uploaded(succeeded));
  }

  async function remove(entry: UploadedFile) {
    setRemoving(entry.id);
    try {
      if (entry.path) await removeText(entry.path, sessionId);
      tracker.commit(tracker.files.filter((file) => file.id !== entry.id));
      toast.success(textMessages.removed);
    } catch (error) {
      // SPEC §4: the entry stays, so the file is not orphaned in storage unseen.
      console.warn("Text-Datei konnte nicht gelöscht werden", error);
      toast.error(textMessages.removeFailed);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div ref={root} className="space-y-3">
      <FileListPicker
        text={textPicker}
        accept={TEXT_RULES.accept}
        count={files.length}
        max={TEXT_RULES.maxFiles}
        full={full}
        refusals={refusals}
        onFiles={upload}
      />
      {(files.length > 0 || pending.length > 0) && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Text-Dateien">
          {tracker.inPickOrder(files, pending, {
            file: (file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="line-clamp-2 min-w-32 flex-1 underline wrap-anywhere"
                >
                  {file.fileName}
                  <NewTabHint />
                </a>
                <span className="text-slate-500">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  {...removeButton(() => removing !== file.id && void remove(file))}
                  // Not `disabled`: that would drop the focus while the delete runs (and keep it
                  // lost when the delete fails and the entry stays).
                  aria-disabled={removing === file.id || undefined}
                  aria-label={`${file.fileName} entfernen`}
                  {...focusSlot(tracker.tileKeyOf(file.id) ?? file.id)}
                  className={itemButton}
                >
                  Entfernen
                </button>
              </li>
            ),
            pending: (item) => (
              <li key={item.key} className="space-y-1 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="line-clamp-2 min-w-32 flex-1 wrap-anywhere">{item.fileName}</span>
                  {item.status === "uploading" && (
                    <button
                      type="button"
                      {...removeButton(() => {
                        tracker.cancel(item.key);
                        setAnnouncement(cancelUploadMessages.cancelled(item.fileName));
                      })}
                      aria-label={cancelUploadMessages.label(item.fileName)}
                      {...focusSlot(item.key)}
                      className={itemButton}
                    >
                      {cancelUploadMessages.button}
                    </button>
                  )}
                  {item.status === "failed" && (
                    <>
                      <span className="text-red-700">{itemFailedMessage}</span>
                      <button
                        type="button"
                        {...removeButton(() => tracker.dismiss(item.key))}
                        aria-label={`Meldung zu ${item.fileName} schließen`}
                        className={itemButton}
                      >
                        Schließen
                      </button>
                    </>
                  )}
                </div>
                {item.status === "uploading" && (
                  <ProgressBar
                    value={item.progress}
                    label={`${item.fileName} wird hochgeladen`}
                    waiting={item.waiting}
                  />
                )}
              </li>
            ),
          })}
        </ul>
      )}
      <ScreenReaderStatus>{announcement}</ScreenReaderStatus>
    </div>
  );
}
