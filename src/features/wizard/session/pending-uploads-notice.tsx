import { sessionMessages } from "./messages";
import { SessionNotice } from "./session-notice";
import type { PendingUploadNote } from "./session-record";

/** Files that were still uploading when the restored copy was saved: the visitor should pick them again. */
export function PendingUploadsNotice({ files, onDismiss }: { files: PendingUploadNote[]; onDismiss: () => void }) {
  const { title, description, dismiss } = sessionMessages.pendingUploads;
  return (
    <SessionNotice id="offene-uploads-titel" title={title} action={dismiss} onAction={onDismiss}>
      <p className="text-sm">{description}</p>
      <ul className="list-inside list-disc text-sm">
        {files.map((file, index) => (
          <li key={`${file.kind}-${file.fileName}-${index}`}>{file.fileName}</li>
        ))}
      </ul>
    </SessionNotice>
  );
}
