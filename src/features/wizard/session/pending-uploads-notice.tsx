import { focusStepHeading } from "../components/step-header";
import { sessionMessages } from "./messages";
import type { PendingUploadNote } from "./session-record";

/** Files that were still uploading when the restored copy was saved: the visitor should pick them again. */
export function PendingUploadsNotice({ files, onDismiss }: { files: PendingUploadNote[]; onDismiss: () => void }) {
  const { title, description, dismiss } = sessionMessages.pendingUploads;
  return (
    <section
      aria-labelledby="offene-uploads-titel"
      className="mb-6 flex items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      {/* Read out when it appears (after "Fortsetzen" or a link): it stands before the step,
          where the focus goes, so a screen-reader user moving on would not meet it. */}
      <div role="alert" className="flex-1 space-y-1">
        <h2 id="offene-uploads-titel" className="font-semibold">
          {title}
        </h2>
        <p className="text-sm">{description}</p>
        <ul className="list-inside list-disc text-sm">
          {files.map((file, index) => (
            <li key={`${file.kind}-${file.fileName}-${index}`}>{file.fileName}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => {
          // The notice goes with its button: the visitor goes on at the step (WCAG 2.4.3).
          focusStepHeading();
          onDismiss();
        }}
        className="rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-amber-100"
      >
        {dismiss}
      </button>
    </section>
  );
}
