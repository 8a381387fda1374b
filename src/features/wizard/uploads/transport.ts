import type { SupabaseClient } from "@supabase/supabase-js";
import { storageErrorMessages } from "./messages";

export type UploadRequest = {
  bucket: string;
  /** Object path inside the bucket. */
  path: string;
  file: File;
  /** The session that owns the upload's folder: the folder policies compare against it (x-wizard-session, or in a tus upload's user metadata). */
  sessionId?: string;
  /** 0..1 while the body is sent. */
  onProgress?: (fraction: number) => void;
  /** The upload waits: to try again after a failed request, or for the connection; null when it goes on. */
  onWaiting?: (wait: UploadWait | null) => void;
  signal?: AbortSignal;
};

/** Why an upload that has not failed makes no progress: shown under its bar (messages.ts). */
export type UploadWait = "retry" | "offline";

/**
 * Everything the upload widgets need from storage. The browser uploads through
 * the tus endpoint (resumable-upload.ts: progress events, which fetch and
 * supabase-js lack, one cached CORS preflight for all files, resumable large
 * files); tests and Node use supabase-js.
 */
export type StorageBackend = {
  /** Resolves with the stored path when it differs from the requested one (a resumed upload keeps its first path). */
  upload(request: UploadRequest): Promise<void | { path: string }>;
  /** Rejects unless the object was really deleted. */
  remove(bucket: string, path: string, sessionId: string): Promise<void>;
  publicUrl(bucket: string, path: string): string;
};

export type StorageFailure = keyof typeof storageErrorMessages;

/** A failed storage call; `message` is German and shown to the visitor. */
export class StorageError extends Error {
  readonly reason: StorageFailure;
  readonly status: number;
  constructor(reason: StorageFailure, status = 0, detail?: string) {
    super(storageErrorMessages[reason]);
    this.name = "StorageError";
    this.reason = reason;
    this.status = status;
    if (detail) this.cause = detail;
  }
}

/**
 * The refusals of the database's object row check (private.check_object_row), which Storage
 * passes on as 403 with their text: a tus upload's permission probe meets the type check
 * before Storage's own (415) does.
 */
const ROW_CHECK_REFUSALS = {
  type: "this bucket does not take files of this type",
  size: "this bucket does not take files of this size",
} as const;

/** Classifies a storage API error ({ statusCode, error, message } or an HTTP status). */
export function storageErrorFrom(status: number, body?: { statusCode?: unknown; error?: unknown; message?: unknown }) {
  const code = Number(body?.statusCode ?? status);
  const text = `${String(body?.error ?? "")} ${String(body?.message ?? "")}`.toLowerCase();
  const detail = typeof body?.message === "string" ? body.message : undefined;
  if (
    code === 413 ||
    text.includes("too large") ||
    text.includes("exceeded the maximum") ||
    text.includes(ROW_CHECK_REFUSALS.size)
  ) {
    return new StorageError("tooLarge", status, detail);
  }
  if (code === 415 || text.includes("mime") || text.includes(ROW_CHECK_REFUSALS.type)) {
    return new StorageError("type", status, detail);
  }
  if (code === 409 || text.includes("duplicate") || text.includes("already exists")) {
    return new StorageError("duplicate", status, detail);
  }
  if (code === 401 || code === 403 || text.includes("row-level security") || text.includes("unauthorized")) {
    return new StorageError("forbidden", status, detail);
  }
  return new StorageError("unknown", status, detail ?? (status ? `HTTP ${status}` : undefined));
}

/**
 * Storage through supabase-js. `clientFor(sessionId)` must return a client
 * that sends the x-wizard-session header (createSupabaseClient does).
 * `upload` has no progress events: it reports 1 when done.
 */
export function supabaseStorageBackend(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema; only storage is used
  clientFor: (sessionId?: string) => SupabaseClient<any, any, any>,
  uploadOverride?: StorageBackend["upload"],
): StorageBackend {
  return {
    upload:
      uploadOverride ??
      (async ({ bucket, path, file, sessionId, onProgress }) => {
        const { error } = await clientFor(sessionId)
          .storage.from(bucket)
          .upload(path, file, { cacheControl: "3600", upsert: false, contentType: file.type || undefined });
        if (error) {
          // supabase-js wraps a failed fetch (offline, CORS) as StorageUnknownError.
          if (error.name === "StorageUnknownError") throw new StorageError("network", 0, error.message);
          const status = Number((error as { status?: unknown }).status ?? 0);
          throw storageErrorFrom(status, {
            statusCode: (error as { statusCode?: unknown }).statusCode ?? status,
            message: error.message,
          });
        }
        onProgress?.(1);
      }),
    async remove(bucket, path, sessionId) {
      const { data, error } = await clientFor(sessionId).storage.from(bucket).remove([path]);
      if (error)
        throw storageErrorFrom(Number((error as { status?: unknown }).status ?? 0), { message: error.message });
      // Storage answers 200 with an empty list when the policies hid the object.
      if (!data?.some((object) => object.name === path)) throw new StorageError("forbidden", 200, "nothing deleted");
    },
    publicUrl(bucket, path) {
      return clientFor().storage.from(bucket).getPublicUrl(path).data.publicUrl;
    },
  };
}
