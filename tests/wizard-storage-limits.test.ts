import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tusTarget } from "~/features/wizard/uploads/resumable-upload";
import { BUCKETS, imagePath, textPath } from "~/features/wizard/uploads/storage";
import { storageErrorFrom } from "~/features/wizard/uploads/transport";
import { LOCAL_ANON_KEY } from "../supabase/local/keys.ts";
import { creationHeaders } from "../supabase/local/storage/tus.ts";
import { anonClient, newSessionId, serviceClient, sessionFolder, stackUrl } from "./helpers/clients.ts";
import { validBriefing } from "./helpers/fixtures.ts";
import { sendAcross } from "./helpers/send-across.ts";
import { storeFilesOf } from "./helpers/session-uploads.ts";

// supabase/migrations/20261122000200_storage_after_submit_and_counts.sql: a
// session's files are frozen once its briefing is submitted, and a session
// folder holds at most 20 texts and 100 images.
// supabase/migrations/20261123000200_sent_session_files_frozen_at_row_write.sql:
// the freeze holds when the object row is written, not only when an upload starts.

type Bucket = typeof BUCKETS.texts | typeof BUCKETS.images;

const textFile = () => ({ bucket: BUCKETS.texts, type: "text/plain", body: randomBytes(512) });
const imageFile = () => ({ bucket: BUCKETS.images, type: "image/png", body: randomBytes(512) });

function pathIn(bucket: Bucket, sessionId: string, name: string): string {
  const folder = sessionFolder(sessionId);
  return bucket === BUCKETS.texts ? textPath(folder, name) : imagePath(folder, name);
}

/** A plain upload as the session holder (supabase-js, no overwrite); the error's status, or null. */
async function plainUpload(sessionId: string, bucket: Bucket, path: string, type: string, body: Buffer) {
  const { error } = await anonClient(sessionId)
    .storage.from(bucket)
    .upload(path, body, { contentType: type, cacheControl: "3600", upsert: false });
  return error ? ((error as { statusCode?: string }).statusCode ?? "error") : null;
}

/** The browser's tus creation request; `withBody` sends the file in it (creation-with-upload). */
function tusCreate(sessionId: string, bucket: Bucket, path: string, type: string, body: Buffer, withBody: boolean) {
  const file = new File([new Uint8Array(body)], "datei", { type });
  const target = tusTarget({ bucket, path, file, sessionId }, { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY });
  return fetch(target.endpoint, {
    method: "POST",
    headers: { ...target.headers, ...creationHeaders(body.length, target.metadata, { withBody }) },
    body: withBody ? new Uint8Array(body) : undefined,
  });
}

/** The keys and session header every request of the wizard carries. */
const visitorHeaders = (sessionId: string) => ({
  apikey: LOCAL_ANON_KEY,
  authorization: `Bearer ${LOCAL_ANON_KEY}`,
  "x-wizard-session": sessionId,
});

const tusPatchHeaders = (sessionId: string, offset: number) => ({
  ...visitorHeaders(sessionId),
  "tus-resumable": "1.0.0",
  "upload-offset": String(offset),
  "content-type": "application/offset+octet-stream",
});

function tusPatch(sessionId: string, location: string, offset: number, bytes: Buffer) {
  return fetch(location, { method: "PATCH", headers: tusPatchHeaders(sessionId, offset), body: new Uint8Array(bytes) });
}

/** Supabase-js remove as the session holder: the paths Storage reports deleted. */
async function removeAs(sessionId: string, bucket: Bucket, path: string): Promise<string[]> {
  const { data, error } = await anonClient(sessionId).storage.from(bucket).remove([path]);
  expect(error).toBeNull();
  return (data ?? []).map((object) => object.name);
}

async function exists(bucket: Bucket, path: string): Promise<boolean> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data !== null;
}

/** The wizard's submit call (SPEC §7), the briefing's files stored first. */
async function submit(sessionId: string) {
  const briefing = validBriefing(sessionId);
  await storeFilesOf(briefing);
  const { error } = await anonClient(sessionId)
    .from("webseitenkonzeption")
    .upsert(briefing, { onConflict: "session_id", ignoreDuplicates: true });
  expect(error).toBeNull();
}

/** Objects put into a session's folder as the service role, which no policy limits. */
async function fill(bucket: Bucket, sessionId: string, count: number, type: string) {
  const storage = serviceClient().storage.from(bucket);
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, i) => {
        const { error } = await storage.upload(pathIn(bucket, sessionId, `fill-${start + i}.txt`), randomBytes(16), {
          contentType: type,
        });
        expect(error).toBeNull();
      }),
    );
  }
}

describe.each([
  ["texts", textFile],
  ["images", imageFile],
] as const)("%s of a submitted briefing", (_kind, make) => {
  it("before submit the session uploads (plain, tus, tus with body) and deletes its own files", async () => {
    const sessionId = newSessionId();
    const { bucket, type, body } = make();

    const plain = pathIn(bucket, sessionId, "plain.txt");
    expect(await plainUpload(sessionId, bucket, plain, type, body)).toBeNull();

    const whole = pathIn(bucket, sessionId, "whole.txt");
    expect((await tusCreate(sessionId, bucket, whole, type, body, true)).status).toBe(201);
    expect(await exists(bucket, whole)).toBe(true);

    const chunked = pathIn(bucket, sessionId, "chunked.txt");
    const created = await tusCreate(sessionId, bucket, chunked, type, body, false);
    expect(created.status).toBe(201);
    expect((await tusPatch(sessionId, created.headers.get("location")!, 0, body)).status).toBe(204);
    expect(await exists(bucket, chunked)).toBe(true);

    expect(await removeAs(sessionId, bucket, plain)).toEqual([plain]);
    expect(await exists(bucket, plain)).toBe(false);
  });

  it("after submit refuses the session's uploads (plain, tus creation with and without body, PATCH)", async () => {
    const sessionId = newSessionId();
    const { bucket, type, body } = make();
    // A tus upload started before the submit and continued after it.
    const started = await tusCreate(sessionId, bucket, pathIn(bucket, sessionId, "started.txt"), type, body, false);
    expect(started.status).toBe(201);

    await submit(sessionId);

    const plain = pathIn(bucket, sessionId, "plain.txt");
    expect(await plainUpload(sessionId, bucket, plain, type, body)).toBe("403");
    expect(await exists(bucket, plain)).toBe(false);

    const whole = pathIn(bucket, sessionId, "whole.txt");
    expect((await tusCreate(sessionId, bucket, whole, type, body, true)).status).toBe(403);
    expect(await exists(bucket, whole)).toBe(false);

    expect((await tusCreate(sessionId, bucket, pathIn(bucket, sessionId, "new.txt"), type, body, false)).status).toBe(
      403,
    );

    expect((await tusPatch(sessionId, started.headers.get("location")!, 0, body)).status).toBe(403);
    expect(await exists(bucket, pathIn(bucket, sessionId, "started.txt"))).toBe(false);
  });

  it("after submit keeps the session's files: no delete and no overwrite", async () => {
    const sessionId = newSessionId();
    const { bucket, type, body } = make();
    const path = pathIn(bucket, sessionId, "kept.txt");
    expect(await plainUpload(sessionId, bucket, path, type, body)).toBeNull();

    await submit(sessionId);

    // Storage answers a delete that RLS refuses with an empty list.
    expect(await removeAs(sessionId, bucket, path)).toEqual([]);
    const { error } = await anonClient(sessionId)
      .storage.from(bucket)
      .upload(path, randomBytes(512), { contentType: type, upsert: true });
    expect((error as { statusCode?: string } | null)?.statusCode).toBe("403");
    const { data } = await serviceClient().storage.from(bucket).download(path);
    expect(Buffer.from(await data!.arrayBuffer()).equals(body)).toBe(true);
  });

  it("refuses a stranger's upload alike whether the folder's briefing was sent or not", async () => {
    const sent = newSessionId();
    const unsent = newSessionId();
    const stranger = newSessionId();
    const { bucket, type, body } = make();
    await submit(sent);
    // The folder's hash is in every public file URL; the answer must not tell whether the company sent.
    const answerFor = async (owner: string) => {
      const response = await fetch(`${stackUrl()}/storage/v1/object/${bucket}/${pathIn(bucket, owner, "probe.txt")}`, {
        method: "POST",
        headers: { ...visitorHeaders(stranger), "content-type": type },
        body: new Uint8Array(body),
      });
      return { status: response.status, text: await response.text() };
    };
    const [toSent, toUnsent] = [await answerFor(sent), await answerFor(unsent)];
    expect(toSent.status).toBeGreaterThanOrEqual(400);
    expect(toSent.text).not.toContain("was sent");
    expect(toSent).toEqual(toUnsent);
  });

  it("another session's uploads and deletes are unaffected by a submit", async () => {
    const submitted = newSessionId();
    const other = newSessionId();
    const { bucket, type, body } = make();
    await submit(submitted);

    const path = pathIn(bucket, other, "other.txt");
    expect(await plainUpload(other, bucket, path, type, body)).toBeNull();
    const whole = pathIn(bucket, other, "whole.txt");
    expect((await tusCreate(other, bucket, whole, type, body, true)).status).toBe(201);
    expect(await removeAs(other, bucket, path)).toEqual([path]);
    expect(await removeAs(other, bucket, whole)).toEqual([whole]);
  });
});

describe("an upload running while the briefing is sent", () => {
  const photo = () => randomBytes(24 * 1024 * 1024);

  it.each(["false", "true"])(
    "is refused when its row is written (plain upload, x-upsert: %s), as a refused upload",
    async (upsert) => {
      const sessionId = newSessionId();
      const path = pathIn(BUCKETS.images, sessionId, "gross.png");
      const answer = await sendAcross(
        `/storage/v1/object/${BUCKETS.images}/${path}`,
        "POST",
        { ...visitorHeaders(sessionId), "content-type": "image/png", "x-upsert": upsert },
        photo(),
        () => submit(sessionId),
      );
      const body = JSON.parse(answer.text) as { statusCode: string; message: string };
      expect(body.statusCode).toBe("403");
      expect(await exists(BUCKETS.images, path)).toBe(false);
      // What the wizard's widgets make of it (SPEC §8, the per-file message).
      expect(storageErrorFrom(answer.status, body).message).toBe(
        "Die Datei wurde nicht angenommen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
      );
    },
  );

  it("is refused when a tus upload created before the send completes after it", async () => {
    const sessionId = newSessionId();
    const path = pathIn(BUCKETS.images, sessionId, "gross.png");
    const bytes = photo();
    const created = await tusCreate(sessionId, BUCKETS.images, path, "image/png", bytes, false);
    expect(created.status).toBe(201);

    const answer = await sendAcross(
      new URL(created.headers.get("location")!).pathname,
      "PATCH",
      tusPatchHeaders(sessionId, 0),
      bytes,
      () => submit(sessionId),
    );
    expect(answer.status).toBe(403);
    expect(answer.headers["tus-complete"]).toBeUndefined();
    expect(await exists(BUCKETS.images, path)).toBe(false);
    // resumable-upload.ts reads a tus refusal from its status line and body.
    expect(storageErrorFrom(answer.status, { statusCode: answer.status, message: answer.text }).message).toBe(
      "Die Datei wurde nicht angenommen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
    );
  });
});

describe("the files of a sent briefing, for the service role", () => {
  it("take no new file, overwrite or delete either: the row write itself is checked, whoever writes it", async () => {
    const sessionId = newSessionId();
    const { bucket, type, body } = imageFile();
    const kept = pathIn(bucket, sessionId, "kept.png");
    expect(await plainUpload(sessionId, bucket, kept, type, body)).toBeNull();
    await submit(sessionId);

    const storage = serviceClient().storage.from(bucket);
    const added = await storage.upload(pathIn(bucket, sessionId, "new.png"), randomBytes(64), { contentType: type });
    expect((added.error as { statusCode?: string } | null)?.statusCode).toBe("403");
    const overwritten = await storage.upload(kept, randomBytes(64), { contentType: type, upsert: true });
    expect((overwritten.error as { statusCode?: string } | null)?.statusCode).toBe("403");
    expect((await storage.remove([kept])).error).not.toBeNull();

    const { data } = await storage.download(kept);
    expect(Buffer.from(await data!.arrayBuffer()).equals(body)).toBe(true);
  });
});

describe("object count per session folder", () => {
  it("takes the 20th text and refuses the 21st (plain and tus); another session still uploads", async () => {
    const sessionId = newSessionId();
    const { bucket, type, body } = textFile();
    await fill(bucket, sessionId, 19, type);

    expect(await plainUpload(sessionId, bucket, pathIn(bucket, sessionId, "20.txt"), type, body)).toBeNull();
    const past = pathIn(bucket, sessionId, "21.txt");
    expect(await plainUpload(sessionId, bucket, past, type, body)).toBe("403");
    expect((await tusCreate(sessionId, bucket, past, type, body, true)).status).toBe(403);
    expect((await tusCreate(sessionId, bucket, past, type, body, false)).status).toBe(403);
    expect(await exists(bucket, past)).toBe(false);

    const other = newSessionId();
    expect(await plainUpload(other, bucket, pathIn(bucket, other, "1.txt"), type, body)).toBeNull();
  });

  it("takes the 100th image and refuses the 101st; a delete frees a place again", async () => {
    const sessionId = newSessionId();
    const { bucket, type, body } = imageFile();
    await fill(bucket, sessionId, 98, type);

    const last = pathIn(bucket, sessionId, "100.png");
    const created = await tusCreate(sessionId, bucket, pathIn(bucket, sessionId, "99.png"), type, body, true);
    expect(created.status).toBe(201);
    expect(await plainUpload(sessionId, bucket, last, type, body)).toBeNull();
    const past = pathIn(bucket, sessionId, "101.png");
    expect(await plainUpload(sessionId, bucket, past, type, body)).toBe("403");

    expect(await removeAs(sessionId, bucket, last)).toEqual([last]);
    expect(await plainUpload(sessionId, bucket, past, type, body)).toBeNull();
  });

  it("a tus upload created below the limit is refused on PATCH once the folder is full", async () => {
    // Hosted Storage probes RLS on every tus request but HEAD/OPTIONS, as the local stack does.
    const sessionId = newSessionId();
    const { bucket, type, body } = textFile();
    await fill(bucket, sessionId, 19, type);
    const started = await tusCreate(sessionId, bucket, pathIn(bucket, sessionId, "slow.txt"), type, body, false);
    expect(started.status).toBe(201);
    expect(await plainUpload(sessionId, bucket, pathIn(bucket, sessionId, "fast.txt"), type, body)).toBeNull();

    expect((await tusPatch(sessionId, started.headers.get("location")!, 0, body)).status).toBe(403);
  });

  it("holds when many uploads start side by side: the row write counts again (…_session_folder_limit_at_row_write.sql)", async () => {
    // All of them pass the count when their upload starts; before, every one landed.
    const sessionId = newSessionId();
    const { bucket, type, body } = textFile();
    await fill(bucket, sessionId, 10, type);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        plainUpload(sessionId, bucket, pathIn(bucket, sessionId, `p${i}.txt`), type, body),
      ),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
    expect(answers.filter((answer) => answer === "403")).toHaveLength(20);
    const { data } = await serviceClient()
      .storage.from(bucket)
      .list(`texts/${sessionFolder(sessionId)}`, { limit: 100 });
    expect(data).toHaveLength(20);
  });
});
