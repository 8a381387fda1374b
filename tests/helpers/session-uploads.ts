import type { UploadedFile, WizardData } from "~/features/wizard/model/wizard-data";
import { BUCKETS } from "~/features/wizard/uploads/storage";
import { anonClient, sessionFolder } from "./clients.ts";

/** The public URL the wizard stores for an object (supabase-js getPublicUrl against the test stack). */
export function publicUrl(bucket: string, path: string): string {
  return anonClient().storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/**
 * An upload entry as if uploaded by `sessionId`: the same file name, size and
 * type, the object in that session's folder and its public URL. The server
 * refuses entries outside the submitting session's folder
 * (supabase/migrations/20261122000100_briefing_row_truth.sql).
 */
export function movedToSession(file: UploadedFile, bucket: string, sessionId: string): UploadedFile {
  const [top, , ...name] = file.path.split("/");
  const path = [top, sessionFolder(sessionId), ...name].join("/");
  return { ...file, path, url: publicUrl(bucket, path) };
}

/** A wizard fixture (e.g. fullBriefing()) with its upload entries in `sessionId`'s folders. */
export function uploadsInSession(data: WizardData, sessionId: string): WizardData {
  return {
    ...data,
    uploaded_texts: data.uploaded_texts.map((file) => movedToSession(file, BUCKETS.texts, sessionId)),
    uploaded_images: data.uploaded_images.map((file) => movedToSession(file, BUCKETS.images, sessionId)),
  };
}
