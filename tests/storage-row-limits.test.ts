import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUCKETS } from "~/features/wizard/uploads/storage";
import { LOCAL_ANON_KEY } from "../supabase/local/keys.ts";
import { clientAt, newSessionId, sessionFolder, SESSION_HEADER } from "./helpers/clients.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack.ts";

// supabase/migrations/20261129000400_storage_row_limits.sql: the size and user metadata of a
// stored object are checked when its row is written. A stack of this file's own: the object
// rows are written by SQL, as hosted Storage's copy writes them (the local stack has no copy).

const MB = 1024 * 1024;
let stack: OwnStack;
beforeAll(async () => {
  stack = await startOwnStack();
}, 120_000);
afterAll(() => stack?.stop());

/** The row Storage writes as its admin after a copy: the source's metadata, the target's bucket and name. */
function writeRow(bucket: string, name: string, size: number) {
  return stack.inRolledBackTransaction((tx) =>
    tx.query(
      "insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3::jsonb, gen_random_uuid()::text)",
      [bucket, name, JSON.stringify({ size, mimetype: "image/png" })],
    ),
  );
}

describe("objects within their bucket's limits, whatever path writes them", () => {
  const logo = () => `logos/${sessionFolder(newSessionId())}/${crypto.randomUUID()}.png`;

  it("refuses a 20 MB image copied into the logo bucket (10 MB)", async () => {
    await expect(writeRow(BUCKETS.logos, logo(), 20 * MB)).rejects.toThrow(
      "this bucket does not take files of this size",
    );
    await expect(writeRow(BUCKETS.logos, logo(), 10 * MB + 1)).rejects.toThrow("of this size");
  });

  it("takes an object up to the limit", async () => {
    await expect(writeRow(BUCKETS.logos, logo(), 10 * MB)).resolves.toBeDefined();
    await expect(
      writeRow(BUCKETS.images, `uploads/${sessionFolder(newSessionId())}/a.png`, 25 * MB),
    ).resolves.toBeDefined();
  });

  it("refuses an upload that carries kilobytes of user metadata, and takes one without", async () => {
    const sessionId = newSessionId();
    const client = clientAt(stack.url, LOCAL_ANON_KEY, { [SESSION_HEADER]: sessionId });
    const bucket = client.storage.from(BUCKETS.images);
    const path = () => `uploads/${sessionFolder(sessionId)}/${crypto.randomUUID()}.png`;
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

    const padded = await bucket.upload(path(), png, {
      contentType: "image/png",
      metadata: { note: "x".repeat(4 * 1024) },
    });
    expect(padded.error).not.toBeNull();
    expect((padded.error as { statusCode?: string }).statusCode).toBe("403");

    const plain = await bucket.upload(path(), png, { contentType: "image/png" });
    expect(plain.error).toBeNull();
    const small = await bucket.upload(path(), png, { contentType: "image/png", metadata: { quelle: "wizard" } });
    expect(small.error).toBeNull();
  });
});
