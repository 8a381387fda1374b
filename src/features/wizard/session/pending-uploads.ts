import { UPLOAD_LISTS, uploadTracker } from "../uploads/upload-tracker";
import type { PendingUploadNote } from "./session-record";

export type PendingUploadsWatch = { read(): PendingUploadNote[]; stop(): void };
export type PendingUploadsSource = (sessionId: string, onChange: () => void) => PendingUploadsWatch;

/**
 * Files of this session still on their way to storage (or failed on it) (the upload widgets'
 * trackers). They go into the saved session, so a visitor who resumes on
 * another device learns which files did not arrive; the finished ones are in
 * uploaded_images / uploaded_texts already.
 */
export const watchPendingUploads: PendingUploadsSource = (sessionId, onChange) => {
  const trackers = UPLOAD_LISTS.map((kind) => ({ kind, tracker: uploadTracker(kind, sessionId) }));
  const stops = trackers.map(({ tracker }) => tracker.subscribe(onChange));
  return {
    read: () =>
      trackers.flatMap(({ kind, tracker }) =>
        tracker
          .getSnapshot()
          // A failed one is as missing as one still on its way (a reload aborts uploads and marks them failed).
          .filter((item) => item.status !== "done")
          .map((item) => ({ kind, fileName: item.fileName })),
      ),
    stop: () => stops.forEach((stop) => stop()),
  };
};
