// @vitest-environment jsdom
import type { PreviousUpload, UploadOptions } from "tus-js-client";
import { describe, expect, it, vi } from "vitest";
import {
  fileChunks,
  previousUploadFor,
  RESUMABLE_CHUNK_SIZE,
  resumableFingerprint,
  resumableUpload,
  fitsInOneRequest,
  shouldRetryTus,
} from "./resumable-upload";
import { StorageError } from "./transport";

const MB = 1024 * 1024;
const folder = "uploads/" + "a".repeat(64);
const config = { supabaseUrl: "http://127.0.0.1:54321/", anonKey: "anon" };

function previous(objectName: string, creationTime: string, bucketName = "konfigurator-bilder"): PreviousUpload {
  return {
    size: 25 * MB,
    metadata: { bucketName, objectName },
    creationTime,
    urlStorageKey: `tus::x::${creationTime}`,
    uploadUrl: `http://127.0.0.1:54321/storage/v1/upload/resumable/${creationTime}`,
    parallelUploadUrls: null,
  };
}

/** Stands in for tus-js-client's Upload: records options, succeeds or fails on start. */
function fakeTus(behaviour: {
  previous?: PreviousUpload[];
  fail?: { method: string; status: number };
  /** Creation requests sent before the outcome (more than one: retried after a lost answer). */
  creations?: number;
  /** Starts and never ends (a connection gone quiet). */
  hang?: boolean;
}) {
  const instances: { options: UploadOptions; resumedFrom?: PreviousUpload; aborted?: { terminate: boolean } }[] = [];
  class Upload {
    options: UploadOptions;
    url: string | null = null;
    private record: (typeof instances)[number];
    constructor(
      readonly file: File,
      options: UploadOptions,
    ) {
      this.options = options;
      this.record = { options };
      instances.push(this.record);
    }
    findPreviousUploads = async () => behaviour.previous ?? [];
    resumeFromPreviousUpload(upload: PreviousUpload) {
      this.record.resumedFrom = upload;
    }
    start() {
      if (behaviour.hang) return;
      for (let i = 0; i < (behaviour.creations ?? 1); i++) {
        void this.options.onBeforeRequest?.({ getMethod: () => "POST" } as never);
      }
      this.options.onProgress?.(this.file.size / 2, this.file.size);
      if (behaviour.fail) {
        const { method, status } = behaviour.fail;
        const error = Object.assign(new Error("tus failed"), {
          originalRequest: { getMethod: () => method },
          originalResponse: { getStatus: () => status, getBody: () => "Maximum size exceeded" },
        });
        this.options.onError?.(error as never);
      } else this.options.onSuccess?.({ lastResponse: {} } as never);
    }
    abort = async (terminate: boolean) => {
      this.record.aborted = { terminate };
    };
  }
  return { tus: { Upload: Upload as never }, instances };
}

const bigFile = () => new File([new Uint8Array(7 * MB)], "foto.jpg", { type: "image/jpeg", lastModified: 1 });

describe("resumable uploads", () => {
  it("send files up to one 6 MB chunk whole in the creation request", () => {
    expect(fitsInOneRequest({ size: 6 * MB })).toBe(true);
    expect(fitsInOneRequest({ size: 6 * MB + 1 })).toBe(false);
  });

  it("fingerprint the file together with bucket and session folder", () => {
    const file = { name: "a.jpg", type: "image/jpeg", size: 10, lastModified: 5 };
    const mine = resumableFingerprint(file, "konfigurator-bilder", `${folder}/1-x-a.jpg`);
    expect(mine).toBe(resumableFingerprint(file, "konfigurator-bilder", `${folder}/2-y-a.jpg`));
    expect(mine).not.toBe(resumableFingerprint(file, "konfigurator-bilder", `uploads/${"b".repeat(64)}/1-x-a.jpg`));
    expect(mine).not.toBe(resumableFingerprint({ ...file, lastModified: 6 }, "konfigurator-bilder", `${folder}/a.jpg`));
  });

  it("continue the newest earlier upload into the same bucket and folder", () => {
    const older = previous(`${folder}/1-old-a.jpg`, "2026-11-22T09:00:00Z");
    const newer = previous(`${folder}/2-new-a.jpg`, "2026-11-22T10:00:00Z");
    const foreign = previous(`uploads/${"b".repeat(64)}/3-a.jpg`, "2026-11-22T11:00:00Z");
    const otherBucket = previous(`${folder}/4-a.jpg`, "2026-11-22T12:00:00Z", "konfigurator-texte");
    expect(previousUploadFor([older, foreign, newer, otherBucket], "konfigurator-bilder", `${folder}/9-a.jpg`)).toBe(
      newer,
    );
    expect(previousUploadFor([foreign], "konfigurator-bilder", `${folder}/9-a.jpg`)).toBeUndefined();
  });

  it("retry lost connections, server errors and PATCH conflicts, not refusals", () => {
    expect(shouldRetryTus("PATCH", 0)).toBe(true);
    expect(shouldRetryTus("PATCH", 503)).toBe(true);
    expect(shouldRetryTus("PATCH", 409)).toBe(true);
    expect(shouldRetryTus("HEAD", 423)).toBe(true);
    expect(shouldRetryTus("POST", 409)).toBe(false);
    expect(shouldRetryTus("POST", 413)).toBe(false);
    expect(shouldRetryTus("POST", 403)).toBe(false);
  });

  it("send 6 MB chunks with Supabase's metadata and the session id in its user metadata, and report progress", async () => {
    const { tus, instances } = fakeTus({});
    const onProgress = vi.fn();
    const path = `${folder}/1-x-foto.jpg`;
    const result = await resumableUpload(
      { bucket: "konfigurator-bilder", path, file: bigFile(), sessionId: "session_x", onProgress },
      config,
      tus,
    );
    expect(result).toEqual({ path });
    const { options } = instances[0]!;
    expect(options).toMatchObject({
      endpoint: "http://127.0.0.1:54321/storage/v1/upload/resumable",
      chunkSize: RESUMABLE_CHUNK_SIZE,
      removeFingerprintOnSuccess: true,
      metadata: {
        bucketName: "konfigurator-bilder",
        objectName: path,
        contentType: "image/jpeg",
        cacheControl: "3600",
        metadata: JSON.stringify({ wizardSession: "session_x" }),
      },
    });
    // Only headers Storage's own tus preflight answer allows (its @tus/server's `allowedHeaders`).
    expect(options.headers).toEqual({ apikey: "anon", authorization: "Bearer anon", "x-upsert": "false" });
    expect(onProgress).toHaveBeenCalledWith(0.5);
  });

  it("resolve with the first path when an earlier upload of the file is continued", async () => {
    const earlier = previous(`${folder}/1-old-foto.jpg`, "2026-11-22T09:00:00Z");
    const { tus, instances } = fakeTus({ previous: [earlier] });
    const result = await resumableUpload(
      { bucket: "konfigurator-bilder", path: `${folder}/2-new-foto.jpg`, file: bigFile(), sessionId: "s" },
      config,
      tus,
    );
    expect(result).toEqual({ path: `${folder}/1-old-foto.jpg` });
    expect(instances[0]!.resumedFrom).toBe(earlier);
    expect(instances[0]!.options.metadata?.objectName).toBe(`${folder}/1-old-foto.jpg`);
  });

  it("send a file of one chunk whole in the creation request, as the File itself, keeping no resume URL", async () => {
    const { tus, instances } = fakeTus({});
    const small = new File([new Uint8Array(5 * MB)], "klein.jpg", { type: "image/jpeg" });
    await resumableUpload({ bucket: "konfigurator-bilder", path: `${folder}/k.jpg`, file: small }, config, tus);
    await resumableUpload({ bucket: "konfigurator-bilder", path: `${folder}/g.jpg`, file: bigFile() }, config, tus);
    expect(instances.map(({ options }) => options.uploadDataDuringCreation)).toEqual([true, true]);
    expect(instances.map(({ options }) => options.storeFingerprintForResuming)).toEqual([false, true]);
    expect(instances[0]!.options.fileReader).toBe(fileChunks);

    const source = await fileChunks.openFile(small, RESUMABLE_CHUNK_SIZE);
    expect(await source.slice(0, RESUMABLE_CHUNK_SIZE)).toEqual({ value: small, done: true });
    const big = bigFile();
    const chunks = await fileChunks.openFile(big, RESUMABLE_CHUNK_SIZE);
    const first = await chunks.slice(0, RESUMABLE_CHUNK_SIZE);
    expect(first.value).not.toBe(big);
    expect([(first.value as Blob).size, first.done]).toEqual([RESUMABLE_CHUNK_SIZE, false]);
    const last = await chunks.slice(RESUMABLE_CHUNK_SIZE, 2 * RESUMABLE_CHUNK_SIZE);
    expect([(last.value as Blob).size, last.done]).toEqual([big.size - RESUMABLE_CHUNK_SIZE, true]);
  });

  it("count a retried creation request that finds the object (409) as stored, a first one as a conflict", async () => {
    const path = `${folder}/1-x-foto.jpg`;
    const retried = fakeTus({ fail: { method: "POST", status: 409 }, creations: 2 });
    expect(
      await resumableUpload({ bucket: "konfigurator-bilder", path, file: bigFile() }, config, retried.tus),
    ).toEqual({ path });
    const first = fakeTus({ fail: { method: "POST", status: 409 } });
    const error = await resumableUpload(
      { bucket: "konfigurator-bilder", path, file: bigFile() },
      config,
      first.tus,
    ).catch((e: unknown) => e);
    expect((error as StorageError).reason).toBe("duplicate");
  });

  it("reject with the storage error the widgets know", async () => {
    const { tus } = fakeTus({ fail: { method: "POST", status: 413 } });
    const error = await resumableUpload(
      { bucket: "konfigurator-bilder", path: `${folder}/x.jpg`, file: bigFile() },
      config,
      tus,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).reason).toBe("tooLarge");
  });

  it("say when an upload waits to try again or for the connection, and when its bytes go out again", async () => {
    const { tus, instances } = fakeTus({ hang: true });
    const onWaiting = vi.fn();
    const controller = new AbortController();
    const upload = resumableUpload(
      { bucket: "konfigurator-bilder", path: `${folder}/x.jpg`, file: bigFile(), onWaiting, signal: controller.signal },
      config,
      tus,
    ).catch(() => {});
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const { options } = instances[0]!;
    const failed = (status: number) =>
      Object.assign(new Error("tus failed"), {
        originalRequest: { getMethod: () => "PATCH" },
        originalResponse: status ? { getStatus: () => status, getBody: () => "" } : null,
      }) as never;

    options.onProgress?.(2 * MB, 7 * MB);
    expect(options.onShouldRetry?.(failed(503), 0, options)).toBe(true);
    expect(onWaiting.mock.calls).toEqual([["retry"]]);
    // The request sent again announces its start offset, and is refused again at once: still waiting.
    options.onProgress?.(2 * MB, 7 * MB);
    options.onShouldRetry?.(failed(503), 1, options);
    options.onProgress?.(2 * MB, 7 * MB);
    expect(onWaiting.mock.calls).toEqual([["retry"]]);
    // Bytes go out.
    options.onProgress?.(2 * MB + 65_536, 7 * MB);
    expect(onWaiting.mock.calls).toEqual([["retry"], [null]]);

    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      options.onError?.(failed(0));
      expect(onWaiting.mock.calls.at(-1)).toEqual(["offline"]);
    } finally {
      online.mockRestore();
    }
    controller.abort();
    await upload;
  });

  // How the stall watch aborts an upload that went quiet: with a "stalled" reason (stall-guard.ts).
  it.each([
    ["delete the partial upload on the server when the visitor cancels (tus termination)", undefined, true],
    ["keep a stalled upload on the server, so picking the file again continues it", new StorageError("stalled"), false],
  ])("%s", async (_name, reason, terminate) => {
    const { tus, instances } = fakeTus({ hang: true });
    const controller = new AbortController();
    const upload = resumableUpload(
      { bucket: "konfigurator-bilder", path: `${folder}/x.jpg`, file: bigFile(), signal: controller.signal },
      config,
      tus,
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    controller.abort(reason);
    expect(((await upload) as StorageError).reason).toBe("aborted");
    expect(instances[0]!.aborted).toEqual({ terminate });
  });
});
