import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tus from "tus-js-client";
import { LOCAL_ANON_KEY } from "./keys.ts";
import { creationHeaders } from "./storage/tus.ts";
import { startTestStack, type TestStack } from "./test-stack.ts";

const SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('videos', 'videos', true, 4194304, array['video/*', 'image/png']);
create policy own_insert on storage.objects for insert to anon
  with check (bucket_id = 'videos' and (storage.foldername(name))[1] = current_setting('request.headers', true)::json ->> 'x-wizard-session');

-- A bucket whose rows a trigger checks, as the project's check_object_row does, and
-- which a gate (a row in tus_gate) closes for every write.
insert into storage.buckets (id, name, public, allowed_mime_types) values
  ('checked', 'checked', true, array['image/png', 'text/plain']);
create policy checked_insert on storage.objects for insert to anon with check (bucket_id = 'checked');
create table public.tus_gate (closed boolean);
create function public.check_row() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.bucket_id <> 'checked' then return new; end if;
  if new.metadata ->> 'mimetype' = 'text/plain' then
    raise exception using errcode = 'insufficient_privilege', message = 'this bucket does not take files of this type';
  end if;
  if exists (select 1 from public.tus_gate) then
    -- The refusal tells what the probe's row held.
    raise exception using errcode = 'insufficient_privilege', message = jsonb_build_object(
      'metadata', new.metadata, 'user_metadata', new.user_metadata, 'role', current_setting('role', true))::text;
  end if;
  return new;
end
$$;
create trigger check_row before insert or update on storage.objects for each row execute function public.check_row();
`;

const SESSION = "tus-session";
const HEADERS = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, "x-wizard-session": SESSION };
let stack: TestStack;
let endpoint: string;

beforeAll(async () => {
  stack = await startTestStack(SQL);
  endpoint = `${stack.url}/storage/v1/upload/resumable`;
});
afterAll(async () => {
  await stack?.cleanup();
});

function payload(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

function metadata(objectName: string, contentType = "video/mp4") {
  return { bucketName: "videos", objectName, contentType, cacheControl: "3600" };
}

async function publicBytes(path: string) {
  const res = await fetch(`${stack.url}/storage/v1/object/public/videos/${path}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Creates an upload by hand; with `body`, the creation request carries it (creation-with-upload). */
async function createUpload(
  objectName: string,
  length: number,
  extra: Record<string, string> = {},
  body?: Uint8Array,
  contentType?: string,
) {
  return fetch(endpoint, {
    method: "POST",
    headers: {
      ...HEADERS,
      ...creationHeaders(length, metadata(objectName, contentType), { withBody: Boolean(body) }),
      ...extra,
    },
    body: body ? new Uint8Array(body) : undefined,
  });
}

/** A PATCH's headers; `length` announces a body sent by hand (http.request). */
const patchHeaders = (offset: number, length?: number) => ({
  ...HEADERS,
  "tus-resumable": "1.0.0",
  "upload-offset": String(offset),
  "content-type": "application/offset+octet-stream",
  ...(length === undefined ? {} : { "content-length": String(length) }),
});

/** Sends `bytes` from `offset` in one PATCH. */
const patchFrom = (location: string, offset: number, bytes: Uint8Array) =>
  fetch(location, { method: "PATCH", headers: patchHeaders(offset), body: new Uint8Array(bytes) });

/** The offset the server reports for an upload (HEAD). */
async function offsetOf(location: string): Promise<number> {
  const head = await fetch(location, { method: "HEAD", headers: { ...HEADERS, "tus-resumable": "1.0.0" } });
  return Number(head.headers.get("upload-offset"));
}

describe("resumable uploads (tus)", () => {
  it("completes an upload in chunks with tus-js-client and serves it as a normal object", async () => {
    const data = payload(2_500_000);
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(data, {
        endpoint,
        headers: HEADERS,
        chunkSize: 1024 * 1024,
        uploadDataDuringCreation: true,
        removeFingerprintOnSuccess: true,
        metadata: metadata(`${SESSION}/clip.mp4`),
        onError: reject,
        onSuccess: () => resolve(),
      }).start();
    });
    const { res, bytes } = await publicBytes(`${SESSION}/clip.mp4`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("cache-control")).toBe("max-age=3600");
    expect(bytes.equals(data)).toBe(true);
  });

  it("resumes after tus-js-client aborts between chunks", async () => {
    const data = payload(3_000_000);
    let uploadUrl = "";
    await new Promise<void>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(data, {
        endpoint,
        headers: HEADERS,
        chunkSize: 1024 * 1024,
        metadata: metadata(`${SESSION}/resumed.mp4`),
        onError: reject,
        onChunkComplete: () => {
          uploadUrl = upload.url ?? "";
          void upload.abort().then(() => resolve());
        },
      });
      upload.start();
    });
    expect(await offsetOf(uploadUrl)).toBe(1024 * 1024);
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(data, {
        uploadUrl,
        endpoint,
        headers: HEADERS,
        chunkSize: 1024 * 1024,
        onError: reject,
        onSuccess: () => resolve(),
      }).start();
    });
    expect((await publicBytes(`${SESSION}/resumed.mp4`)).bytes.equals(data)).toBe(true);
  });

  it("keeps the bytes of a PATCH cut off mid-body and continues from that offset", async () => {
    const data = payload(200_000);
    const created = await createUpload(`${SESSION}/cut.mp4`, data.length);
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${stack.url}/storage/v1/upload/resumable/[A-Za-z0-9_-]+$`));

    // Announce the whole body, send 120 000 bytes, then drop the connection. What reached the
    // server by then is kept (all of it, unless the machine is very busy).
    await new Promise<void>((resolve) => {
      const req = http.request(location, { method: "PATCH", headers: patchHeaders(0, data.length) });
      req.on("error", () => resolve());
      req.write(data.subarray(0, 120_000), () => setTimeout(() => req.destroy(), 1000));
      req.on("close", () => resolve());
    });
    // A HEAD waits until the cut PATCH has stored what arrived (takeOver).
    const offset = await offsetOf(location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(120_000);

    const conflict = await patchFrom(location, 0, data.subarray(0, 10));
    expect(conflict.status).toBe(409);

    const rest = await patchFrom(location, offset, data.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("upload-offset")).toBe(String(data.length));
    expect((await publicBytes(`${SESSION}/cut.mp4`)).bytes.equals(data)).toBe(true);
  });

  it("closes the connection of a refused PATCH, so the client stops sending a body nobody reads", async () => {
    // Chromium sends a PATCH again by itself when its kept-alive connection broke mid-body, with the
    // offset from before: a refusal that left the connection open kept the browser sending the rest
    // of the chunk, and its XHR waiting for the end of a body the server had stopped reading.
    const data = payload(200_000);
    const created = await createUpload(`${SESSION}/refused.mp4`, data.length);
    const location = created.headers.get("location")!;
    expect((await patchFrom(location, 0, data.subarray(0, 50_000))).status).toBe(204);

    const stale = http.request(location, { method: "PATCH", headers: patchHeaders(0, data.length) });
    const answered = new Promise<http.IncomingMessage>((resolve) => stale.on("response", resolve));
    const closed = new Promise<void>((resolve) => stale.on("close", () => resolve()));
    stale.on("error", () => {});
    stale.write(data.subarray(0, 10_000));
    const answer = await answered;
    answer.resume();
    expect(answer.statusCode).toBe(409);
    expect(answer.headers.connection).toBe("close");
    // Without the close, the socket stays open until the rest of the announced body arrives.
    await closed;
    expect(stale.socket?.destroyed ?? true).toBe(true);
    expect(await offsetOf(location)).toBe(50_000);
  });

  it("a HEAD or PATCH for an upload ends the PATCH still in flight and goes on from what it stored", async () => {
    const data = payload(200_000);
    const created = await createUpload(`${SESSION}/stalled.mp4`, data.length);
    const location = created.headers.get("location")!;

    // A PATCH whose client went quiet without closing the connection (a dead mobile link).
    const stalled = http.request(location, { method: "PATCH", headers: patchHeaders(0, data.length) });
    const closed = new Promise<void>((resolve) => {
      stalled.on("error", () => resolve());
      stalled.on("close", () => resolve());
    });
    await new Promise<void>((resolve) => stalled.write(data.subarray(0, 120_000), () => resolve()));
    await new Promise((r) => setTimeout(r, 200));

    const offset = await offsetOf(location);
    expect(offset).toBe(120_000);
    await closed;

    const rest = await patchFrom(location, offset, data.subarray(offset));
    expect(rest.status).toBe(204);
    expect((await publicBytes(`${SESSION}/stalled.mp4`)).bytes.equals(data)).toBe(true);
  });

  it("stores a file sent whole in its creation request (creation-with-upload)", async () => {
    const data = payload(300_000);
    const created = await createUpload(`${SESSION}/whole.mp4`, data.length, {}, data);
    expect(created.status).toBe(201);
    expect(created.headers.get("upload-offset")).toBe(String(data.length));
    expect(created.headers.get("tus-complete")).toBe("1");
    const { res, bytes } = await publicBytes(`${SESSION}/whole.mp4`);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(bytes.equals(data)).toBe(true);
  });

  it("continues with PATCH after a creation request that carried the first chunk", async () => {
    const data = payload(300_000);
    const created = await createUpload(`${SESSION}/first-chunk.mp4`, data.length, {}, data.subarray(0, 100_000));
    expect(created.status).toBe(201);
    expect(created.headers.get("upload-offset")).toBe("100000");
    expect(created.headers.get("tus-complete")).toBeNull();
    const location = created.headers.get("location")!;
    expect(await offsetOf(location)).toBe(100_000);
    expect((await publicBytes(`${SESSION}/first-chunk.mp4`)).res.status).toBe(400);
    const rest = await patchFrom(location, 100_000, data.subarray(100_000));
    expect(rest.headers.get("tus-complete")).toBe("1");
    expect((await publicBytes(`${SESSION}/first-chunk.mp4`)).bytes.equals(data)).toBe(true);
  });

  it("applies RLS, size and MIME limits to a creation request that carries the file", async () => {
    const data = payload(1000);
    const denied = await createUpload(`someone-else/y.mp4`, data.length, {}, data);
    expect(denied.status).toBe(403);
    const tooBig = await createUpload(`${SESSION}/big.mp4`, 5 * 1024 * 1024, {}, data);
    expect(tooBig.status).toBe(413);
    const wrongType = await createUpload(`${SESSION}/doc.txt`, data.length, {}, data, "text/plain");
    expect(wrongType.status).toBe(415);
    const overLength = await createUpload(`${SESSION}/over.mp4`, 10, {}, data);
    expect(overLength?.status).toBe(413);
    for (const name of ["someone-else/y.mp4", `${SESSION}/big.mp4`, `${SESSION}/doc.txt`, `${SESSION}/over.mp4`]) {
      expect((await publicBytes(name)).res.status).toBe(400);
    }
  });

  it("applies RLS, size and MIME limits when the upload is created", async () => {
    const denied = await createUpload(`someone-else/x.mp4`, 10);
    expect(denied.status).toBe(403);
    expect(await denied.text()).toBe("new row violates row-level security policy");
    const tooBig = await createUpload(`${SESSION}/huge.mp4`, 5 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    const wrongType = await createUpload(`${SESSION}/doc.txt`, 4, {}, undefined, "text/plain");
    expect(wrongType.status).toBe(415);
    expect(await wrongType.text()).toBe("mime type text/plain is not supported");
  });

  it("refuses to overwrite an existing object unless x-upsert is set", async () => {
    const first = await createUpload(`${SESSION}/once.mp4`, 0);
    expect(first.status).toBe(201);
    expect(first.headers.get("tus-complete")).toBe("1");
    const again = await createUpload(`${SESSION}/once.mp4`, 0);
    expect(again.status).toBe(409);
    expect(await again.text()).toBe("The resource already exists");
  });

  it("answers the tus OPTIONS itself, as Storage's @tus/server does, allowing no header Storage does not list", async () => {
    const res = await fetch(`${endpoint}/${Buffer.from("videos/a/b").toString("base64url")}`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "tus-resumable, upload-length, upload-metadata, x-upsert, x-wizard-session",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-headers")).toBe(
      "Authorization, Content-Type, Location, Tus-Extension, Tus-Max-Size, Tus-Resumable, Tus-Version, Upload-Concat, " +
        "Upload-Defer-Length, Upload-Length, Upload-Metadata, Upload-Offset, X-HTTP-Method-Override, X-Requested-With, " +
        "X-Forwarded-Host, X-Forwarded-Proto, Forwarded, Authorization, X-Upsert, Upload-Expires, ApiKey, x-signature",
    );
    expect(res.headers.get("access-control-allow-methods")).toBe("POST, HEAD, PATCH, OPTIONS, DELETE");
    expect(res.headers.get("access-control-max-age")).toBe("86400");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toBe(
      "Authorization, Content-Type, Location, Tus-Extension, Tus-Max-Size, Tus-Resumable, Tus-Version, Upload-Concat, " +
        "Upload-Defer-Length, Upload-Length, Upload-Metadata, Upload-Offset, X-HTTP-Method-Override, X-Requested-With, " +
        "X-Forwarded-Host, X-Forwarded-Proto, Forwarded,",
    );
    expect(res.headers.get("tus-resumable")).toBe("1.0.0");
    expect(res.headers.get("tus-version")).toBe("1.0.0");
    expect(res.headers.get("tus-max-size")).toBe(String(50 * 1024 * 1024));
  });

  it("exposes to the browser only the headers Storage's tus answers expose", async () => {
    const created = await createUpload(`${SESSION}/exposed.mp4`, 10);
    expect(created.status).toBe(201);
    expect(created.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = created.headers.get("access-control-expose-headers") ?? "";
    expect(exposed).toContain("Location");
    expect(exposed).toContain("Upload-Offset");
    expect(exposed).not.toContain("Content-Range");
  });
});

describe("Storage's permission probe of a resumable upload", () => {
  const checked = (objectName: string, contentType = "image/png", userMetadata?: object) => ({
    bucketName: "checked",
    objectName,
    contentType,
    ...(userMetadata && { metadata: JSON.stringify(userMetadata) }),
  });
  const create = (objectName: string, length: number, contentType?: string, userMetadata?: object) =>
    fetch(endpoint, {
      method: "POST",
      headers: { ...HEADERS, ...creationHeaders(length, checked(objectName, contentType, userMetadata)) },
    });
  const gate = (closed: boolean) =>
    stack.db.query(closed ? "insert into public.tus_gate values (true)" : "delete from public.tus_gate");

  it("inserts the row with the declared type before Storage's own type check: a trigger's refusal is a 403 with its text", async () => {
    const refused = await create("refused.txt", 4, "text/plain");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("this bucket does not take files of this type");
  });

  it("writes the declared type, length and user metadata into the probe's row, as the caller's role", async () => {
    await gate(true);
    try {
      const res = await create("seen.png", 7, "image/png", { note: "hallo" });
      expect(res.status).toBe(403);
      expect(JSON.parse(await res.text())).toEqual({
        metadata: { mimetype: "image/png", contentLength: 7 },
        user_metadata: { note: "hallo" },
        role: "anon",
      });
    } finally {
      await gate(false);
    }
  });

  it("probes again on every PATCH and on termination, with what the creation request declared", async () => {
    const created = await create("gated.png", 8, "image/png", { note: "x" });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    const row = { metadata: { mimetype: "image/png", contentLength: 8 }, user_metadata: { note: "x" }, role: "anon" };
    await gate(true);
    try {
      const patch = await patchFrom(location, 0, payload(8));
      expect(patch.status).toBe(403);
      expect(JSON.parse(await patch.text())).toEqual(row);
      const end = await fetch(location, { method: "DELETE", headers: { ...HEADERS, "tus-resumable": "1.0.0" } });
      expect(end.status).toBe(403);
      expect(JSON.parse(await end.text())).toEqual(row);
    } finally {
      await gate(false);
    }
    expect((await patchFrom(location, 0, payload(8))).headers.get("tus-complete")).toBe("1");
  });
});
