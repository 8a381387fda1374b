import type { UploadedFile } from "../model/wizard-data";
import { BUCKETS } from "./buckets";
import { createLimiter } from "./concurrency";
import { effectiveType, withEffectiveType } from "./file-rules";
import { randomToken, randomUuid, sessionFolder } from "./ids";
import { fileExtension, plainFileName, sanitizeFileName } from "./sanitize-file-name";
import { loadTus, resumableUpload } from "./resumable-upload";
import { watchStall } from "./stall-guard";
import { type StorageBackend, type UploadRequest, supabaseStorageBackend } from "./transport";

/**
 * The three upload buckets (supabase/migrations/*_storage_buckets.sql) and the
 * object paths their policies accept (*_storage_object_policies.sql,
 * *_reset_deletes_draft_and_files.sql):
 *   azubiprojekt-logos   logos/<sha256(session)>/<uuid>.<ext>         insert, delete own
 *   konfigurator-texte   texts/<sha256(session)>/<id>_<name>          insert, delete own
 *   konfigurator-bilder  uploads/<sha256(session)>/<ms>-<id>-<name>   insert, delete own
 * (logos/<uuid>.<ext> without a folder is still accepted, insert only: pages
 * loaded before logos had folders, and uploads without a session.)
 */
export { BUCKETS };

/** The logo fields of the wizard (logo_file_url, _name, _size, logo_mime_type). */
export type LogoFile = { url: string; name: string; size: number; mimeType: string };

export type UploadOptions = {
  onProgress?: (fraction: number) => void;
  onWaiting?: UploadRequest["onWaiting"];
  signal?: AbortSignal;
  /** Defaults to the browser backend (tus upload + supabase-js). */
  backend?: StorageBackend;
};

const EXTENSION_BY_TYPE: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};

/** `folder`: the session's (sessionFolder), so its holder can delete the logo again (reset). */
export function logoPath(file: Pick<File, "name" | "type">, folder: string | null, id = randomUuid()): string {
  const extension = fileExtension(file.name) || EXTENSION_BY_TYPE[effectiveType(file)] || "bin";
  return folder ? `logos/${folder}/${id}.${extension}` : `logos/${id}.${extension}`;
}

export function textPath(folder: string, fileName: string, id = randomToken(12)): string {
  return `texts/${folder}/${id}_${sanitizeFileName(fileName)}`;
}

export function imagePath(folder: string, fileName: string, now = Date.now(), id = randomToken(8)): string {
  return `uploads/${folder}/${now}-${id}-${sanitizeFileName(fileName)}`;
}

// Shared by all widgets: a big drop never sends more than three files at once.
const uploadSlots = createLimiter(3);

/**
 * The order to start a drop in: biggest file first. A 25 MB photo goes in
 * sequential tus chunks and takes as long as several small files; started
 * last it would upload alone while the other slots stand idle.
 */
export function largestFirst(files: readonly Pick<File, "size">[]): number[] {
  return files.map((_, index) => index).sort((a, b) => files[b]!.size - files[a]!.size || a - b);
}

/** Fetches the upload code (supabase-js, tus-js-client) ahead of the first file. */
export function preloadUploads(): void {
  if (typeof window === "undefined") return;
  void defaultBackend().catch(() => undefined);
  void loadTus().catch(() => undefined);
}

let browserBackend: Promise<StorageBackend> | undefined;

/** Loads supabase-js only when the first file is uploaded or removed. */
function defaultBackend(): Promise<StorageBackend> {
  browserBackend ??= Promise.all([import("~/lib/supabase"), import("~/lib/env")]).then(
    ([{ createSupabaseClient }, { supabaseUrl, supabaseAnonKey }]) => {
      const clients = new Map<string, ReturnType<typeof createSupabaseClient>>();
      const clientFor = (sessionId = "") => {
        let client = clients.get(sessionId);
        if (!client) {
          client = createSupabaseClient(sessionId || undefined);
          clients.set(sessionId, client);
        }
        return client;
      };
      const config = { supabaseUrl, anonKey: supabaseAnonKey };
      // Every file goes through the tus endpoint, the first 6 MB in the creation request (resumable-upload.ts).
      const upload: StorageBackend["upload"] | undefined =
        typeof XMLHttpRequest === "undefined" ? undefined : (request) => resumableUpload(request, config);
      return supabaseStorageBackend(clientFor, upload);
    },
    (error: unknown) => {
      // A chunk that failed to load (offline while preloading) is tried again with the next file.
      browserBackend = undefined;
      throw error;
    },
  );
  return browserBackend;
}

/**
 * One file to storage: in one of the shared slots, under the stall watch
 * (stall-guard.ts; the wait for a slot does not count), cancelled by
 * `options.signal` also while it waits for its slot.
 */
async function put(
  bucket: string,
  path: string,
  file: File,
  sessionId: string | undefined,
  options: UploadOptions,
): Promise<{ url: string; path: string }> {
  const { backend, stored } = await uploadSlots(
    () =>
      watchStall(async ({ onProgress, signal }) => {
        const backend = options.backend ?? (await defaultBackend());
        return {
          backend,
          stored: await backend.upload({
            bucket,
            path,
            file,
            sessionId,
            onProgress,
            onWaiting: options.onWaiting,
            signal,
          }),
        };
      }, options),
    options.signal,
  );
  // A resumed upload (the same file picked again after a reload) lands where it was started.
  const storedPath = stored?.path ?? path;
  return { url: backend.publicUrl(bucket, storedPath), path: storedPath };
}

export async function uploadLogo(file: File, options: UploadOptions & { sessionId?: string } = {}): Promise<LogoFile> {
  const typed = withEffectiveType(file);
  const folder = options.sessionId ? await sessionFolder(options.sessionId) : null;
  const { url } = await put(BUCKETS.logos, logoPath(typed, folder), typed, options.sessionId, options);
  return { url, name: plainFileName(file.name), size: file.size, mimeType: typed.type };
}

export async function uploadText(file: File, sessionId: string, options: UploadOptions = {}): Promise<UploadedFile> {
  const typed = withEffectiveType(file);
  const path = textPath(await sessionFolder(sessionId), file.name);
  const stored = await put(BUCKETS.texts, path, typed, sessionId, options);
  return { id: randomUuid(), fileName: plainFileName(file.name), size: file.size, mimeType: typed.type, ...stored };
}

export async function uploadImage(file: File, sessionId: string, options: UploadOptions = {}): Promise<UploadedFile> {
  const typed = withEffectiveType(file);
  const path = imagePath(await sessionFolder(sessionId), file.name);
  const stored = await put(BUCKETS.images, path, typed, sessionId, options);
  return { id: randomUuid(), fileName: plainFileName(file.name), size: file.size, mimeType: typed.type, ...stored };
}

/** Rejects when the object was not deleted (e.g. another session's file). */
export async function removeText(path: string, sessionId: string, options: Pick<UploadOptions, "backend"> = {}) {
  const backend = options.backend ?? (await defaultBackend());
  await backend.remove(BUCKETS.texts, path, sessionId);
}

export async function removeImage(path: string, sessionId: string, options: Pick<UploadOptions, "backend"> = {}) {
  const backend = options.backend ?? (await defaultBackend());
  await backend.remove(BUCKETS.images, path, sessionId);
}
