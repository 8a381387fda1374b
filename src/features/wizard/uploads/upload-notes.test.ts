import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import { sessionFolder } from "./ids";
import { resumableFingerprint } from "./resumable-upload";
import { forgetStaleUploadNotes } from "./upload-notes";

const NOW = Date.parse("2026-11-26T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const photo = { name: "Panorama | Hof.jpg", type: "image/jpeg", size: 25 * 1024 * 1024, lastModified: NOW - DAY };

/** A note as tus-js-client writes it (WebStorageUrlStorage.addUpload) for an upload into the session's folder. */
async function note(sessionId: string, startedAgoMs: number, bucket = "konfigurator-bilder", n = 1) {
  const path = `uploads/${await sessionFolder(sessionId)}/1764151200000-ab12-Panorama_Hof.jpg`;
  const value = {
    size: photo.size,
    metadata: { bucketName: bucket, objectName: path },
    creationTime: new Date(NOW - startedAgoMs).toString(),
    uploadUrl: `http://127.0.0.1:54321/storage/v1/upload/resumable/${n}`,
  };
  return [`tus::${resumableFingerprint(photo, bucket, path)}::${n}`, JSON.stringify(value)] as const;
}

describe("forgetStaleUploadNotes", () => {
  it("keeps the notes of the drafts on this device and removes those of other sessions", async () => {
    const kept = await note("session_1_kept", DAY);
    const keptText = await note("session_1_kept", DAY, "konfigurator-texte", 2);
    const gone = await note("session_2_sent", DAY, "konfigurator-bilder", 3);
    const storage = memoryStorage(Object.fromEntries([kept, keptText, gone, ["konfigurator-sitzung:x", "{}"]]));
    expect(await forgetStaleUploadNotes(storage, ["session_1_kept"], NOW, WEEK)).toBe(1);
    expect([...storage.map.keys()].sort()).toEqual([keptText[0], kept[0], "konfigurator-sitzung:x"].sort());
  });

  it("removes a note of a kept draft once it is older than a draft may be, or has no readable time", async () => {
    const fresh = await note("session_1", WEEK - 1);
    const old = await note("session_1", WEEK + 1, "konfigurator-bilder", 2);
    const broken = [(await note("session_1", DAY, "konfigurator-bilder", 3))[0], "{nicht json"] as const;
    const storage = memoryStorage(Object.fromEntries([fresh, old, broken]));
    expect(await forgetStaleUploadNotes(storage, ["session_1"], NOW, WEEK)).toBe(2);
    expect([...storage.map.keys()]).toEqual([fresh[0]]);
  });

  it("leaves other applications' tus notes and everything else alone", async () => {
    const foreign = ["tus::someone-else|x::1", JSON.stringify({ creationTime: "long ago" })] as const;
    const storage = memoryStorage(Object.fromEntries([foreign, ["tusSupport", "null"]]));
    expect(await forgetStaleUploadNotes(storage, [], NOW, WEEK)).toBe(0);
    expect(storage.map.size).toBe(2);
  });

  it("only logs when storage refuses (SPEC §8)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const storage = memoryStorage(Object.fromEntries([await note("session_2", DAY)]));
    storage.removeItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    await expect(forgetStaleUploadNotes(storage, [], NOW, WEEK)).resolves.toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
