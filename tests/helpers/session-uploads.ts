import type { UploadedFile, WizardData } from "~/features/wizard/model/wizard-data";
import { BUCKETS } from "~/features/wizard/uploads/storage";
import { anonClient, serviceClient, sessionFolder } from "./clients.ts";

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

type FileColumns = { logo_file_url?: string | null; uploaded_texts?: unknown; uploaded_images?: unknown };

/** The object a logo URL names, as the server reads it (the last path segment after logos/). */
export function logoObjectOf(url: string): string | null {
  const match = /\/storage\/v1\/object\/public\/azubiprojekt-logos\/(logos\/[^/]+)$/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * Stores a few bytes at every object a briefing names, as the service role (of
 * the shared stack unless another client is given): the server takes only
 * briefings whose files are stored (supabase/migrations/20261123000300_briefing_files_stored.sql).
 * Best effort: what the bucket refuses (a test's forged type or path) stays missing.
 */
export async function storeFilesOf(row: FileColumns, service = serviceClient()): Promise<void> {
  const entries = (bucket: string, list: unknown) =>
    (Array.isArray(list) ? list : []).flatMap((entry: { path?: unknown; mimeType?: unknown }) =>
      typeof entry?.path === "string"
        ? [{ bucket, path: entry.path, type: typeof entry.mimeType === "string" ? entry.mimeType : undefined }]
        : [],
    );
  const logo = row.logo_file_url ? logoObjectOf(row.logo_file_url) : null;
  const files = [
    ...entries(BUCKETS.texts, row.uploaded_texts),
    ...entries(BUCKETS.images, row.uploaded_images),
    ...(logo ? [{ bucket: BUCKETS.logos, path: logo, type: "image/png" }] : []),
  ];
  await Promise.all(
    files.map(({ bucket, path, type }) =>
      service.storage.from(bucket).upload(path, Buffer.from("file"), { contentType: type, upsert: true }),
    ),
  );
}
