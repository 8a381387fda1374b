import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { imagePath, textPath } from "~/features/wizard/uploads/storage";
import { tusTarget } from "~/features/wizard/uploads/resumable-upload";
import { storageErrorFrom } from "~/features/wizard/uploads/transport";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { creationHeaders } from "../supabase/local/storage/tus.ts";
import { anonClient, newSessionId, serviceClient, sessionFolder, stackUrl } from "./helpers/clients.ts";

// A wizard session proves itself on a tus upload through the upload's user metadata, never
// a header Storage's tus preflight does not allow (…_tus_session_proof.sql, ADR 042). Every
// request here carries only what tusTarget (the browser's tus-js-client options) sends.

const IMAGES = "konfigurator-bilder";
const TEXTS = "konfigurator-texte";

const png = (size = 2048) => new File([randomBytes(size)], "bild.png", { type: "image/png" });

/** The browser's creation request; `firstChunk` bytes go with it (all of them when omitted). */
function create(sessionId: string | undefined, bucket: string, path: string, file: File, firstChunk?: number) {
  const target = tusTarget({ bucket, path, file, sessionId }, { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY });
  const body = file.slice(0, firstChunk ?? file.size);
  return fetch(target.endpoint, {
    method: "POST",
    headers: { ...target.headers, ...creationHeaders(file.size, target.metadata, { withBody: true }) },
    body,
  });
}

/** The headers tus-js-client sends with every request of an upload: no session among them. */
const uploadHeaders = () =>
  tusTarget({ bucket: IMAGES, path: "-", file: png() }, { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY }).headers;

/** A later chunk as tus-js-client sends it. */
function patch(location: string, offset: number, bytes: Blob) {
  return fetch(location, {
    method: "PATCH",
    headers: {
      ...uploadHeaders(),
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
    },
    body: bytes,
  });
}

async function row(bucket: string, path: string): Promise<{ user_metadata: unknown } | undefined> {
  const res = await fetch(`${stackUrl()}/pg/query`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      query: `select user_metadata from storage.objects where bucket_id = '${bucket}' and name = '${path}'`,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { rows: { user_metadata: unknown }[] }).rows[0];
}

async function exists(bucket: string, path: string): Promise<boolean> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data !== null;
}

describe("a wizard session's tus upload", () => {
  it("is stored in the session's folder, and the session id does not stay in the row", async () => {
    const sessionId = newSessionId();
    const path = imagePath(sessionFolder(sessionId), "foto.png");
    const res = await create(sessionId, IMAGES, path, png());
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get("tus-complete")).toBe("1");
    expect(await exists(IMAGES, path)).toBe(true);
    expect(await row(IMAGES, path)).toEqual({ user_metadata: null });
  });

  it("continues chunk by chunk, each PATCH proving the session through what the creation request declared", async () => {
    const sessionId = newSessionId();
    const path = imagePath(sessionFolder(sessionId), "gross.png");
    const file = png(300_000);
    const created = await create(sessionId, IMAGES, path, file, 100_000);
    expect(created.status).toBe(201);
    expect(created.headers.get("upload-offset")).toBe("100000");
    const location = created.headers.get("location")!;
    const head = await fetch(location, { method: "HEAD", headers: { ...uploadHeaders(), "tus-resumable": "1.0.0" } });
    expect(head.headers.get("upload-offset")).toBe("100000");
    const second = await patch(location, 100_000, file.slice(100_000, 200_000));
    expect(second.status).toBe(204);
    const last = await patch(location, 200_000, file.slice(200_000));
    expect(last.headers.get("tus-complete")).toBe("1");
    const { data } = await serviceClient().storage.from(IMAGES).download(path);
    expect(Buffer.from(await data!.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
  });

  it("is refused in another session's folder, with the stranger's own session or none", async () => {
    const owner = newSessionId();
    for (const stranger of [newSessionId(), undefined]) {
      const path = imagePath(sessionFolder(owner), "fremd.png");
      const res = await create(stranger, IMAGES, path, png());
      expect(res.status).toBe(403);
      expect(await res.text()).toBe("new row violates row-level security policy");
      expect(await exists(IMAGES, path)).toBe(false);
    }
  });

  it("is refused when the metadata names the folder (public in every file URL) instead of the session id", async () => {
    const owner = newSessionId();
    const folder = sessionFolder(owner);
    const path = textPath(folder, "a.txt");
    const file = new File(["hallo"], "a.txt", { type: "text/plain" });
    const target = tusTarget({ bucket: TEXTS, path, file }, { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY });
    const res = await fetch(target.endpoint, {
      method: "POST",
      headers: {
        ...target.headers,
        ...creationHeaders(file.size, { ...target.metadata, metadata: JSON.stringify({ wizardSession: folder }) }),
      },
    });
    expect(res.status).toBe(403);
  });

  it("cannot overwrite or delete the owner's file, even with x-upsert", async () => {
    const owner = newSessionId();
    const path = imagePath(sessionFolder(owner), "meins.png");
    const original = png();
    expect((await create(owner, IMAGES, path, original)).status).toBe(201);
    const stranger = newSessionId();
    const file = png();
    const target = tusTarget(
      { bucket: IMAGES, path, file, sessionId: stranger },
      { supabaseUrl: stackUrl(), anonKey: LOCAL_ANON_KEY },
    );
    const overwrite = await fetch(target.endpoint, {
      method: "POST",
      headers: {
        ...target.headers,
        "x-upsert": "true",
        ...creationHeaders(file.size, target.metadata, { withBody: true }),
      },
      body: file,
    });
    expect(overwrite.status).toBe(403);
    const { data } = await anonClient(stranger).storage.from(IMAGES).remove([path]);
    expect(data ?? []).toEqual([]);
    const kept = await serviceClient().storage.from(IMAGES).download(path);
    expect(Buffer.from(await kept.data!.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(true);
  });

  it("proves the session for its own request only: the next request without the header is a stranger", async () => {
    const owner = newSessionId();
    const first = imagePath(sessionFolder(owner), "erstes.png");
    expect((await create(owner, IMAGES, first, png())).status).toBe(201);
    const second = imagePath(sessionFolder(owner), "zweites.png");
    expect((await create(undefined, IMAGES, second, png())).status).toBe(403);
    const { data } = await anonClient().storage.from(IMAGES).remove([first]);
    expect(data ?? []).toEqual([]);
    expect(await exists(IMAGES, first)).toBe(true);
  });

  it("of a type the bucket refuses meets the row check first (403, its text) and reads as the wrong type", async () => {
    const sessionId = newSessionId();
    const path = textPath(sessionFolder(sessionId), "bild.png");
    const res = await create(sessionId, TEXTS, path, png());
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).toBe("this bucket does not take files of this type");
    // resumable-upload.ts reads a tus refusal from its status line and body.
    expect(storageErrorFrom(403, { statusCode: 403, message: text }).message).toBe(
      "Dieser Dateityp ist nicht erlaubt.",
    );
  });
});
