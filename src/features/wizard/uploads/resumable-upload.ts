import type { DetailedError, PreviousUpload, Upload, UploadOptions } from "tus-js-client";
import { WIZARD_SESSION_UPLOAD_KEY } from "~/lib/wizard-requests";
import { abortedAsStalled, isOffline } from "./stall-guard";
import { StorageError, storageErrorFrom, type UploadRequest, type UploadWait } from "./transport";
import { FINGERPRINT_PREFIX } from "./upload-notes";

/**
 * Every browser upload goes through Supabase Storage's tus endpoint
 * `/storage/v1/upload/resumable`, with the first chunk in the creation request
 * (tus "creation-with-upload", as Supabase's own docs configure tus-js-client).
 * So every file starts with a POST to the same URL, and the browser asks the
 * CORS preflight once (cached for `Access-Control-Max-Age`) instead of once per
 * object URL: a 5 MB photo is one request, as with a plain object upload.
 *
 * A file over one chunk (a 25 MB photo from a phone on a bad connection) goes
 * on in 6 MB PATCHes (the chunk size Supabase requires); a cut connection costs
 * at most the chunk in flight: tus-js-client asks the server for the offset it
 * has and continues there. Its upload URL is kept in localStorage under a
 * fingerprint of the file, the bucket and the session folder once the creation
 * request answered, so picking the same file again after a reload continues
 * the earlier upload (into the object path it was started with, which is why
 * the stored path is returned). A file that fits in the creation request is
 * stored whole or not at all, so there is nothing to keep for it.
 */

export const RESUMABLE_CHUNK_SIZE = 6 * 1024 * 1024;
/** Waits between attempts after a failed request; then the upload fails (and can be resumed by picking the file again). */
export const RESUMABLE_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

export type ResumableConfig = { supabaseUrl: string; anonKey: string; cacheControl?: string };

type TusModule = { Upload: new (file: File, options: UploadOptions) => Upload };

/**
 * tus-js-client's own reader sends `file.slice(start, end)`, also for a slice
 * that is the whole file. Chromium uploads a File picked from disk straight
 * from its path (the network service reads it), but a sliced Blob through the
 * browser process's blob system: in the upload bench that cost the browser
 * process about 200 ms more for 20 photos of 5 MB. So the whole file goes as
 * the File itself; chunks of a larger file stay slices.
 */
export const fileChunks: NonNullable<UploadOptions["fileReader"]> = {
  openFile: async (file: File) => ({
    size: file.size,
    slice: async (start: number, end: number) => ({
      value: start === 0 && end >= file.size ? file : file.slice(start, end),
      done: end >= file.size,
    }),
    close: () => {},
  }),
};

/** Sent whole in the creation request: nothing to resume later. */
export const fitsInOneRequest = (file: Pick<File, "size">): boolean => file.size <= RESUMABLE_CHUNK_SIZE;

let tusModule: Promise<TusModule> | undefined;
/** tus-js-client, loaded once (also ahead of time, see preloadUploads). */
export function loadTus(): Promise<TusModule> {
  tusModule ??= import("tus-js-client").catch((error: unknown) => {
    tusModule = undefined;
    throw error;
  });
  return tusModule;
}

export const resumableEndpoint = (supabaseUrl: string): string =>
  `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/upload/resumable`;

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf("/")));

/**
 * Same file (name, type, size, modification time) into the same bucket and
 * session folder: only then may an earlier upload be continued. The folder is
 * the hash of the session id, so another session never picks it up.
 */
export function resumableFingerprint(
  file: Pick<File, "name" | "type" | "size" | "lastModified">,
  bucket: string,
  path: string,
): string {
  return [FINGERPRINT_PREFIX, bucket, folderOf(path), file.name, file.type, file.size, file.lastModified].join("|");
}

/** The earlier upload of this file into this bucket and folder, if tus-js-client kept one. */
export function previousUploadFor(
  previous: readonly PreviousUpload[],
  bucket: string,
  path: string,
): PreviousUpload | undefined {
  return previous
    .filter(
      (candidate) =>
        candidate.uploadUrl &&
        candidate.metadata?.bucketName === bucket &&
        typeof candidate.metadata.objectName === "string" &&
        folderOf(candidate.metadata.objectName) === folderOf(path),
    )
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
}

/**
 * Which failures are worth another request: no answer at all (a creation
 * request is then sent again, with its chunk), server errors, timeouts and
 * rate limits, a PATCH that lost the race for the offset (409) or the lock
 * (423). A refused file (403, 413, 415) or an existing object (409 on
 * creation) is final.
 */
export function shouldRetryTus(method: string, status: number): boolean {
  if (status === 0 || status >= 500 || status === 408 || status === 429 || status === 423) return true;
  return status === 409 && method !== "POST";
}

function statusOf(error: Error | DetailedError): { method: string; status: number; body: string } {
  const detailed = error as Partial<DetailedError>;
  return {
    method: detailed.originalRequest?.getMethod() ?? "",
    status: detailed.originalResponse?.getStatus() ?? 0,
    body: detailed.originalResponse?.getBody() ?? "",
  };
}

function toStorageError(error: Error | DetailedError): StorageError {
  const { status, body } = statusOf(error);
  if (status === 0) return new StorageError("network", 0, error.message);
  return storageErrorFrom(status, { statusCode: status, message: body.trim() || error.message });
}

/**
 * Where an upload goes and what its creation request says: the anon key, no
 * overwrite, and Supabase's metadata (bucket, object path, type, cache control
 * 3600). The session id goes in the user metadata, not in the x-wizard-session
 * header: Storage answers the tus preflight itself and allows no header of
 * ours, and it probes every write of the upload with the upload's user
 * metadata in the object row, where the folder policies find the id (ADR 042).
 * Apart so the integration tests can send the same creation request from Node.
 */
export function tusTarget(
  { bucket, path, file, sessionId }: Pick<UploadRequest, "bucket" | "path" | "file" | "sessionId">,
  config: ResumableConfig,
): { endpoint: string; headers: Record<string, string>; metadata: Record<string, string> } {
  return {
    endpoint: resumableEndpoint(config.supabaseUrl),
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${config.anonKey}`,
      "x-upsert": "false",
    },
    metadata: {
      bucketName: bucket,
      objectName: path,
      contentType: file.type || "application/octet-stream",
      cacheControl: config.cacheControl ?? "3600",
      ...(sessionId && { metadata: JSON.stringify({ [WIZARD_SESSION_UPLOAD_KEY]: sessionId }) }),
    },
  };
}

/** Uploads `request.file` resumably; resolves with the object path it was stored at. */
export async function resumableUpload(
  request: UploadRequest,
  config: ResumableConfig,
  tus?: TusModule,
): Promise<{ path: string }> {
  const { bucket, path, file, onProgress, onWaiting, signal } = request;
  if (signal?.aborted) throw new StorageError("aborted");
  const { Upload } = tus ?? (await loadTus());

  return new Promise((resolve, reject) => {
    let objectName = path;
    let resumed = false;
    // Creation requests sent so far: a retried one that finds the object there (409) was stored
    // by the earlier one, whose answer got lost.
    let creations = 0;
    const single = fitsInOneRequest(file);
    let settled = false;
    let waitingFor: UploadWait | null = null;
    // tus-js-client reports a request's start offset as progress before it sends a byte: only a
    // later report says that bytes go out again (so a retry refused at once shows no flicker).
    let sendingAgainFrom: number | null = null;
    const wait = (reason: UploadWait | null) => {
      sendingAgainFrom = null;
      if (reason === waitingFor) return;
      waitingFor = reason;
      onWaiting?.(reason);
    };
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("online", restart);
      outcome();
    };

    const upload = new Upload(file, {
      ...tusTarget(request, config),
      chunkSize: RESUMABLE_CHUNK_SIZE,
      fileReader: fileChunks,
      retryDelays: RESUMABLE_RETRY_DELAYS,
      uploadDataDuringCreation: true,
      storeFingerprintForResuming: !single,
      removeFingerprintOnSuccess: true,
      fingerprint: async (input) => resumableFingerprint(input, bucket, path),
      onBeforeRequest: (req) => {
        if (req.getMethod() === "POST") creations += 1;
      },
      onShouldRetry: (error) => {
        const { method, status } = statusOf(error);
        const retry = !isOffline() && shouldRetryTus(method, status);
        if (retry) wait("retry");
        return retry;
      },
      onProgress: (sent, total) => {
        if (waitingFor !== null) {
          if (sendingAgainFrom === null) sendingAgainFrom = sent;
          else if (sent !== sendingAgainFrom) wait(null);
        }
        if (total > 0) onProgress?.(Math.min(1, sent / total));
      },
      onSuccess: () => finish(() => resolve({ path: objectName })),
      onError: (error) => {
        const { method, status } = statusOf(error);
        // The object is there: an upload continued after it in fact completed (the page closed right
        // at the end), or a creation request sent again after the answer to the first one got lost.
        if ((resumed || creations > 1) && method === "POST" && status === 409) {
          return finish(() => resolve({ path: objectName }));
        }
        // Offline: wait for the connection instead of failing; the upload goes on from the stored offset.
        if (isOffline()) {
          wait("offline");
          window.addEventListener("online", restart, { once: true });
          return;
        }
        finish(() => reject(toStorageError(error)));
      },
    });

    function restart() {
      if (!settled) upload.start();
    }

    signal?.addEventListener(
      "abort",
      () => {
        // A stalled upload stays on the server: picking the file again continues it. One the
        // visitor cancelled (or dropped with the form) is deleted there, and its resume URL here.
        upload.abort(!abortedAsStalled(signal)).catch((error: unknown) => {
          console.warn("Abgebrochener Upload konnte auf dem Server nicht gelöscht werden", error);
        });
        finish(() => reject(new StorageError("aborted")));
      },
      { once: true },
    );

    (single ? Promise.resolve([]) : upload.findPreviousUploads())
      .catch(() => [] as PreviousUpload[])
      .then((previous) => {
        if (settled) return;
        const earlier = previousUploadFor(previous, bucket, path);
        if (earlier) {
          resumed = true;
          objectName = earlier.metadata.objectName!;
          // If the server forgot the upload, tus-js-client creates it again: under the same name.
          upload.options.metadata = { ...earlier.metadata };
          upload.resumeFromPreviousUpload(earlier);
        }
        upload.start();
      });
  });
}
