import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "../supabase/local/keys.ts";
import { creationHeaders } from "../supabase/local/storage/tus.ts";
import { anonClient, newSessionId, serviceClient, sessionFolder, stackUrl, type Client } from "./helpers/clients.ts";

const LOGOS = "azubiprojekt-logos";
const TEXTS = "konfigurator-texte";
const IMAGES = "konfigurator-bilder";
const MB = 1024 * 1024;

function bytes(size: number): Buffer {
  return randomBytes(size);
}

function upload(client: Client, bucket: string, path: string, body: Buffer, contentType: string, upsert = false) {
  return client.storage.from(bucket).upload(path, body, { contentType, cacheControl: "3600", upsert });
}

function statusOf(error: unknown): string | undefined {
  return (error as { statusCode?: string } | null)?.statusCode;
}

async function exists(bucket: string, path: string): Promise<boolean> {
  const { data } = await serviceClient().storage.from(bucket).download(path);
  return data !== null;
}

async function fetchPublic(client: Client, bucket: string, path: string) {
  const url = client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
  const response = await fetch(url);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

const uniqueName = (ext: string) => `${Date.now()}-${randomBytes(6).toString("hex")}.${ext}`;

describe("logo bucket (azubiprojekt-logos)", () => {
  it("accepts a logo in logos/ and serves the exact bytes publicly", async () => {
    const visitor = anonClient();
    const path = `logos/${uniqueName("png")}`;
    const file = bytes(2048);
    const { data, error } = await upload(visitor, LOGOS, path, file, "image/png");
    expect(error).toBeNull();
    expect(data?.path).toBe(path);

    const { response, body } = await fetchPublic(visitor, LOGOS, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(body.equals(file)).toBe(true);
  });

  it("accepts an SVG logo and serves it sandboxed", async () => {
    const visitor = anonClient();
    const path = `logos/${uniqueName("svg")}`;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(visitor, LOGOS, path, svg, "image/svg+xml")).error).toBeNull();

    const { response, body } = await fetchPublic(visitor, LOGOS, path);
    expect(body.equals(svg)).toBe(true);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it.each([
    ["the bucket root", () => uniqueName("png")],
    ["a nested folder", () => `logos/sub/${uniqueName("png")}`],
    ["another folder", () => `uploads/${uniqueName("png")}`],
  ])("refuses a logo in %s", async (_label, path) => {
    const name = path();
    const { error } = await upload(anonClient(), LOGOS, name, bytes(100), "image/png");
    expect(statusOf(error)).toBe("403");
    expect(await exists(LOGOS, name)).toBe(false);
  });

  it("refuses a logo over 10 MB", async () => {
    const { error } = await upload(anonClient(), LOGOS, `logos/${uniqueName("png")}`, bytes(10 * MB + 1), "image/png");
    expect(statusOf(error)).toBe("413");
  });

  it("refuses a logo that is not an image", async () => {
    const { error } = await upload(anonClient(), LOGOS, `logos/${uniqueName("pdf")}`, bytes(100), "application/pdf");
    expect(statusOf(error)).toBe("415");
  });

  it("does not let a visitor overwrite or delete a logo", async () => {
    const path = `logos/${uniqueName("png")}`;
    const original = bytes(300);
    await upload(anonClient(), LOGOS, path, original, "image/png");

    const again = await upload(anonClient(), LOGOS, path, bytes(300), "image/png");
    expect(statusOf(again.error)).toBe("409");
    const upsert = await upload(anonClient(), LOGOS, path, bytes(300), "image/png", true);
    expect(statusOf(upsert.error)).toBe("403");

    const removal = await anonClient(newSessionId()).storage.from(LOGOS).remove([path]);
    expect(removal.data ?? []).toEqual([]);
    expect((await fetchPublic(anonClient(), LOGOS, path)).body.equals(original)).toBe(true);
  });

  it("does not let a visitor list logos", async () => {
    await upload(anonClient(), LOGOS, `logos/${uniqueName("png")}`, bytes(10), "image/png");
    const { data } = await anonClient().storage.from(LOGOS).list("logos");
    expect(data ?? []).toEqual([]);
  });
});

describe.each([
  { bucket: TEXTS, folder: "texts", type: "application/pdf", ext: "pdf", limitMb: 10, wrongType: "image/png" },
  { bucket: IMAGES, folder: "uploads", type: "image/webp", ext: "webp", limitMb: 25, wrongType: "application/pdf" },
])("$bucket", ({ bucket, folder, type, ext, limitMb, wrongType }) => {
  const ownPath = (sessionId: string) => `${folder}/${sessionFolder(sessionId)}/${uniqueName(ext)}`;

  it("accepts an upload into the session's hash folder and serves the exact bytes", async () => {
    const sessionId = newSessionId();
    const visitor = anonClient(sessionId);
    const path = ownPath(sessionId);
    const file = bytes(4096);
    const { error } = await upload(visitor, bucket, path, file, type);
    expect(error).toBeNull();

    const { response, body } = await fetchPublic(anonClient(), bucket, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(body.equals(file)).toBe(true);
    // The public URL carries the hash, never the session id itself.
    expect(visitor.storage.from(bucket).getPublicUrl(path).data.publicUrl).not.toContain(sessionId);
  });

  it("refuses an upload without a valid session header", async () => {
    const sessionId = newSessionId();
    expect(statusOf((await upload(anonClient(), bucket, ownPath(sessionId), bytes(10), type)).error)).toBe("403");
    expect(
      statusOf(
        (
          await upload(
            anonClient("session_1_bad"),
            bucket,
            `${folder}/${sessionFolder("session_1_bad")}/x.${ext}`,
            bytes(10),
            type,
          )
        ).error,
      ),
    ).toBe("403");
  });

  it("refuses an upload into another session's folder", async () => {
    const victim = newSessionId();
    const { error } = await upload(anonClient(newSessionId()), bucket, ownPath(victim), bytes(10), type);
    expect(statusOf(error)).toBe("403");
  });

  it.each([
    ["the folder root", () => `${folder}/${uniqueName(ext)}`],
    ["a folder named by the plain session id", (id: string) => `${folder}/${id}/${uniqueName(ext)}`],
    ["a sub-folder of the hash folder", (id: string) => `${folder}/${sessionFolder(id)}/sub/${uniqueName(ext)}`],
    [
      "the wrong top folder",
      (id: string) => `${folder === "texts" ? "uploads" : "texts"}/${sessionFolder(id)}/${uniqueName(ext)}`,
    ],
  ])("refuses an upload into %s", async (_label, pathFor) => {
    const sessionId = newSessionId();
    const { error } = await upload(anonClient(sessionId), bucket, pathFor(sessionId), bytes(10), type);
    expect(statusOf(error)).toBe("403");
  });

  it(`refuses a file over ${limitMb} MB`, async () => {
    const sessionId = newSessionId();
    const { error } = await upload(anonClient(sessionId), bucket, ownPath(sessionId), bytes(limitMb * MB + 1), type);
    expect(statusOf(error)).toBe("413");
  });

  it("refuses a file of the wrong type", async () => {
    const sessionId = newSessionId();
    const { error } = await upload(anonClient(sessionId), bucket, ownPath(sessionId), bytes(10), wrongType);
    expect(statusOf(error)).toBe("415");
  });

  it("does not let anyone overwrite an object, not even its uploader", async () => {
    const sessionId = newSessionId();
    const path = ownPath(sessionId);
    const original = bytes(100);
    await upload(anonClient(sessionId), bucket, path, original, type);

    expect(statusOf((await upload(anonClient(sessionId), bucket, path, bytes(100), type)).error)).toBe("409");
    expect(statusOf((await upload(anonClient(sessionId), bucket, path, bytes(100), type, true)).error)).toBe("403");
    expect((await fetchPublic(anonClient(), bucket, path)).body.equals(original)).toBe(true);
  });

  it("does not let another session delete an object", async () => {
    const sessionId = newSessionId();
    const path = ownPath(sessionId);
    await upload(anonClient(sessionId), bucket, path, bytes(100), type);

    for (const intruder of [anonClient(newSessionId()), anonClient()]) {
      const { data } = await intruder.storage.from(bucket).remove([path]);
      expect(data ?? []).toEqual([]);
    }
    expect(await exists(bucket, path)).toBe(true);
  });

  it("lets the uploader delete an object", async () => {
    const sessionId = newSessionId();
    const visitor = anonClient(sessionId);
    const path = ownPath(sessionId);
    await upload(visitor, bucket, path, bytes(100), type);

    const { data, error } = await visitor.storage.from(bucket).remove([path]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([path]);
    expect(await exists(bucket, path)).toBe(false);
    expect((await fetchPublic(anonClient(), bucket, path)).response.ok).toBe(false);
  });

  it("lists only the caller's own folder", async () => {
    const sessionId = newSessionId();
    const path = ownPath(sessionId);
    await upload(anonClient(sessionId), bucket, path, bytes(10), type);

    const own = await anonClient(sessionId)
      .storage.from(bucket)
      .list(`${folder}/${sessionFolder(sessionId)}`);
    expect(own.data?.map((o) => o.name)).toEqual([path.split("/").pop()]);
    const foreign = await anonClient(newSessionId())
      .storage.from(bucket)
      .list(`${folder}/${sessionFolder(sessionId)}`);
    expect(foreign.data ?? []).toEqual([]);
    const root = await anonClient(newSessionId()).storage.from(bucket).list(folder);
    expect(root.data ?? []).toEqual([]);
  });
});

describe("image bucket types", () => {
  it.each([
    "image/jpeg",
    "image/png",
    "image/gif",
    "image/avif",
    "image/heic",
    "image/heif",
    "image/bmp",
    "image/tiff",
  ])("accepts %s", async (type) => {
    const sessionId = newSessionId();
    const path = `uploads/${sessionFolder(sessionId)}/${uniqueName("img")}`;
    expect((await upload(anonClient(sessionId), IMAGES, path, bytes(10), type)).error).toBeNull();
  });

  it("refuses SVG website images", async () => {
    const sessionId = newSessionId();
    const path = `uploads/${sessionFolder(sessionId)}/${uniqueName("svg")}`;
    const { error } = await upload(anonClient(sessionId), IMAGES, path, Buffer.from("<svg/>"), "image/svg+xml");
    expect(statusOf(error)).toBe("415");
  });
});

describe("a resumable upload that declares no type (…_object_type_checked_at_row_write.sql, …_one_object_row_check.sql)", () => {
  /** tus creation with the whole body, as a caller who leaves contentType out of Upload-Metadata. */
  async function untypedTus(bucket: string, path: string, body: Buffer, sessionId?: string) {
    const metadata = { bucketName: bucket, objectName: path };
    const response = await fetch(`${stackUrl()}/storage/v1/upload/resumable`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        ...(sessionId && { "x-wizard-session": sessionId }),
        ...creationHeaders(body.length, metadata, { withBody: true }),
      },
      body: new Uint8Array(body),
    });
    return response.status;
  }

  it("is not stored in the image bucket as an HTML page served from a public URL", async () => {
    const sessionId = newSessionId();
    const path = `uploads/${sessionFolder(sessionId)}/${uniqueName("html")}`;
    const status = await untypedTus(IMAGES, path, Buffer.from("<html><script>alert(1)</script></html>"), sessionId);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(await exists(IMAGES, path)).toBe(false);
  });

  it("is not stored in the logo bucket either", async () => {
    const path = `logos/${uniqueName("exe")}`;
    expect(await untypedTus(LOGOS, path, Buffer.from("MZ not a logo"))).toBeGreaterThanOrEqual(400);
    expect(await exists(LOGOS, path)).toBe(false);
  });
});

describe("text bucket types", () => {
  it.each([
    "application/msword",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "text/plain",
  ])("accepts %s", async (type) => {
    const sessionId = newSessionId();
    const path = `texts/${sessionFolder(sessionId)}/${uniqueName("doc")}`;
    expect((await upload(anonClient(sessionId), TEXTS, path, bytes(10), type)).error).toBeNull();
  });
});
