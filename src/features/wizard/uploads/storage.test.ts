import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionFolder } from "./ids";
import {
  BUCKETS,
  imagePath,
  logoPath,
  removeImage,
  removeText,
  textPath,
  uploadImage,
  uploadLogo,
  uploadText,
} from "./storage";
import { type StorageBackend, StorageError } from "./transport";
import { deferred } from "../testing/upload-harness";

const SESSION = "session_1732230000000_abcdefghijklmnopqrstuv";

function fakeBackend(upload: StorageBackend["upload"] = async ({ onProgress }) => onProgress?.(1)) {
  return {
    upload: vi.fn<StorageBackend["upload"]>(upload),
    remove: vi.fn<StorageBackend["remove"]>(async () => {}),
    publicUrl: vi.fn<StorageBackend["publicUrl"]>((bucket, path) => `https://cdn.test/${bucket}/${path}`),
  };
}

describe("sessionFolder", () => {
  it("is the lower-case hex SHA-256 of the session id", async () => {
    // echo -n "abc" | sha256sum
    expect(await sessionFolder("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await sessionFolder(SESSION)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("object paths", () => {
  it("logos/<folder>/<uuid>.<ext>, or logos/<uuid>.<ext> without a session", () => {
    expect(logoPath({ name: "Mein Logo.PNG", type: "image/png" }, "h", "id")).toBe("logos/h/id.png");
    expect(logoPath({ name: "logo", type: "image/svg+xml" }, null, "id")).toBe("logos/id.svg");
    expect(logoPath({ name: "x", type: "image/png" }, "h")).toMatch(/^logos\/h\/[0-9a-f-]{36}\.png$/);
  });
  it("texts/<folder>/<id>_<sanitised name>", () => {
    expect(textPath("f".repeat(64), "Über uns.docx", "abc123")).toBe(`texts/${"f".repeat(64)}/abc123_Ueber-uns.docx`);
    expect(textPath("h", "a.txt")).toMatch(/^texts\/h\/[a-z0-9]{12}_a\.txt$/);
  });
  it("uploads/<folder>/<timestamp-random>-<sanitised name>", () => {
    expect(imagePath("h", "Team Foto.JPG", 1700000000000, "r4nd0m")).toBe(
      "uploads/h/1700000000000-r4nd0m-Team-Foto.jpg",
    );
  });
});

describe("uploads", () => {
  it("uploads a logo and returns the four logo fields", async () => {
    const backend = fakeBackend();
    const logo = await uploadLogo(new File(["<svg/>"], "Logo Müller.svg", { type: "image/svg+xml" }), { backend });
    const request = backend.upload.mock.calls[0]![0];
    expect(request.bucket).toBe(BUCKETS.logos);
    expect(request.path).toMatch(/^logos\/[0-9a-f-]{36}\.svg$/);
    expect(logo).toEqual({
      url: `https://cdn.test/${BUCKETS.logos}/${request.path}`,
      name: "Logo Müller.svg",
      size: 6,
      mimeType: "image/svg+xml",
    });
  });

  it("puts a logo of a session into that session's hashed folder, so its holder can delete it", async () => {
    const backend = fakeBackend();
    await uploadLogo(new File(["png"], "logo.png", { type: "image/png" }), { backend, sessionId: SESSION });
    const request = backend.upload.mock.calls[0]![0];
    expect(request).toMatchObject({ bucket: BUCKETS.logos, sessionId: SESSION });
    expect(request.path).toMatch(new RegExp(`^logos/${await sessionFolder(SESSION)}/[0-9a-f-]{36}\\.png$`));
  });

  it("uploads a text into the session's hashed folder and keeps the visitor's file name", async () => {
    const backend = fakeBackend();
    const progress = vi.fn();
    const entry = await uploadText(new File(["hallo"], "Über uns.docx"), SESSION, { backend, onProgress: progress });
    const request = backend.upload.mock.calls[0]![0];
    const folder = await sessionFolder(SESSION);
    expect(request).toMatchObject({ bucket: BUCKETS.texts, sessionId: SESSION });
    expect(request.path).toMatch(new RegExp(`^texts/${folder}/[a-z0-9]{12}_Ueber-uns\\.docx$`));
    expect(request.path).not.toContain(SESSION);
    // A missing browser type is inferred, so the bucket accepts the upload.
    expect(request.file.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(progress).toHaveBeenCalledWith(1);
    expect(entry).toMatchObject({
      fileName: "Über uns.docx",
      size: 5,
      path: request.path,
      url: `https://cdn.test/${BUCKETS.texts}/${request.path}`,
      mimeType: request.file.type,
    });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("uploads an image into uploads/<folder>/", async () => {
    const backend = fakeBackend();
    const entry = await uploadImage(new File(["x"], "a.png", { type: "image/png" }), SESSION, { backend });
    expect(entry.path).toMatch(new RegExp(`^uploads/${await sessionFolder(SESSION)}/\\d{13}-[a-z0-9]{8}-a\\.png$`));
    expect(backend.upload.mock.calls[0]![0].bucket).toBe(BUCKETS.images);
  });

  it("passes upload failures on", async () => {
    const backend = fakeBackend(async () => Promise.reject(new StorageError("type", 400)));
    await expect(uploadImage(new File(["x"], "a.png", { type: "image/png" }), SESSION, { backend })).rejects.toThrow(
      "Dieser Dateityp ist nicht erlaubt.",
    );
  });

  it("never runs more than three uploads at once", async () => {
    let running = 0;
    let peak = 0;
    const backend = fakeBackend(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    const files = Array.from({ length: 7 }, (_, i) => new File(["x"], `${i}.png`, { type: "image/png" }));
    const outcomes = await Promise.all(files.map((file) => uploadImage(file, SESSION, { backend })));
    expect(outcomes).toHaveLength(7);
    expect(peak).toBe(3);
  });

  it("removes texts and images by path with the session", async () => {
    const backend = fakeBackend();
    await removeText("texts/h/a.txt", SESSION, { backend });
    await removeImage("uploads/h/a.png", SESSION, { backend });
    expect(backend.remove.mock.calls).toEqual([
      [BUCKETS.texts, "texts/h/a.txt", SESSION],
      [BUCKETS.images, "uploads/h/a.png", SESSION],
    ]);
  });
});

describe("a stalled or cancelled upload", () => {
  afterEach(() => vi.useRealTimers());

  /** An upload whose connection went quiet: it only ends when its signal aborts. */
  const quiet = (requests: { signal?: AbortSignal; onProgress?: (fraction: number) => void }[]) =>
    fakeBackend(
      (request) =>
        new Promise((_resolve, reject) => {
          requests.push(request);
          request.signal?.addEventListener("abort", () => reject(new StorageError("aborted")));
        }),
    );

  it("fails with the stalled error after 30 s without progress, and its request is aborted", async () => {
    vi.useFakeTimers();
    const requests: { signal?: AbortSignal; onProgress?: (fraction: number) => void }[] = [];
    const onProgress = vi.fn();
    const upload = uploadImage(new File(["x"], "a.png", { type: "image/png" }), SESSION, {
      backend: quiet(requests),
      onProgress,
    });
    const outcome = upload.catch((error: unknown) => error);
    // Sent once the session folder is hashed.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(20_000);
    // Bytes still going out: not stalled.
    requests[0]!.onProgress?.(0.4);
    expect(onProgress).toHaveBeenCalledWith(0.4);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(requests[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).reason).toBe("stalled");
    expect(requests[0]!.signal?.aborted).toBe(true);
  });

  it("does not count the wait for a free slot, and a cancelled file leaves the queue at once", async () => {
    vi.useFakeTimers();
    // Logos: no session folder to hash first, so each reaches the queue at once, in call order.
    const logo = (name: string) => new File(["x"], name, { type: "image/png" });
    const slots = [deferred<void>(), deferred<void>(), deferred<void>()];
    const held = fakeBackend(async () => {
      await slots[held.upload.mock.calls.length - 1]!.promise;
    });
    const busy = [1, 2, 3].map((n) => uploadLogo(logo(`${n}.png`), { backend: held, onProgress: () => undefined }));
    const cancel = new AbortController();
    const cancelled = uploadLogo(logo("weg.png"), { backend: held, signal: cancel.signal }).catch(
      (error: unknown) => error,
    );
    const requests: { signal?: AbortSignal }[] = [];
    const waiting = uploadLogo(logo("wartet.png"), { backend: quiet(requests) }).catch((error: unknown) => error);
    cancel.abort();
    expect(await cancelled).toBeDefined();

    // Three slots busy for a minute, each still sending (its own watch reset by progress).
    for (let second = 0; second < 60; second += 10) {
      held.upload.mock.calls.forEach(([request]) => request.onProgress?.(0.5));
      await vi.advanceTimersByTimeAsync(10_000);
    }
    expect(requests).toHaveLength(0);
    slots.forEach((slot) => slot.resolve());
    await Promise.all(busy);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(held.upload).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(((await waiting) as StorageError).reason).toBe("stalled");
  });

  it("ends at once when the visitor cancels, even if the transport does not listen", async () => {
    const never = fakeBackend(() => new Promise(() => {}));
    const controller = new AbortController();
    const upload = uploadText(new File(["x"], "a.txt", { type: "text/plain" }), SESSION, {
      backend: never,
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(never.upload).toHaveBeenCalled());
    controller.abort();
    expect(((await upload) as StorageError).reason).toBe("aborted");
  });
});
