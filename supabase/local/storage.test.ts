import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startTestStack, type TestStack } from "./test-stack.ts";

// Uploads land in a folder named after the x-wizard-session header; nobody else may touch them.
const SQL = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('pics', 'pics', true, 1024, array['image/*']),
  ('docs', 'docs', true, null, array['text/plain', 'application/pdf', 'image/svg+xml']),
  ('vault', 'vault', false, null, null);

create policy own_insert on storage.objects for insert to anon
  with check (bucket_id in ('pics', 'docs') and (storage.foldername(name))[1] = current_setting('request.headers', true)::json ->> 'x-wizard-session');
create policy own_select on storage.objects for select to anon
  using (bucket_id in ('pics', 'docs') and (storage.foldername(name))[1] = current_setting('request.headers', true)::json ->> 'x-wizard-session');
create policy own_update on storage.objects for update to anon
  using (bucket_id = 'docs' and (storage.foldername(name))[1] = current_setting('request.headers', true)::json ->> 'x-wizard-session');
create policy own_delete on storage.objects for delete to anon
  using (bucket_id in ('pics', 'docs') and (storage.foldername(name))[1] = current_setting('request.headers', true)::json ->> 'x-wizard-session');

-- A trigger that refuses some rows whoever writes them, as the wizard's frozen folders do.
create function public.refuse_frozen() returns trigger language plpgsql as $$
begin
  if new.name like '%/frozen-%' then
    raise exception using errcode = 'insufficient_privilege', message = 'frozen by a trigger';
  end if;
  return new;
end
$$;
create trigger refuse_frozen before insert or update on storage.objects
  for each row execute function public.refuse_frozen();
`;

const A = "session-a";
const B = "session-b";
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(SQL);
});
afterAll(async () => {
  await stack?.cleanup();
});

const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

async function fetchPublic(bucket: string, path: string) {
  const url = stack.anon().storage.from(bucket).getPublicUrl(path).data.publicUrl;
  const res = await fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("storage uploads", () => {
  it("accepts a raw body (Node Buffer) and serves the exact bytes publicly with safe headers", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const { data, error } = await a.storage
      .from("pics")
      .upload(`${A}/raw.png`, png, { contentType: "image/png", cacheControl: "600" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: `${A}/raw.png`, fullPath: `pics/${A}/raw.png` });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const { res, bytes } = await fetchPublic("pics", `${A}/raw.png`);
    expect(res.status).toBe(200);
    expect(bytes.equals(png)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("max-age=600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("accepts multipart/form-data (Blob/File, as from a browser) with its cacheControl field", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const file = new File([svg], "logo.svg", { type: "image/svg+xml" });
    const { error } = await a.storage.from("docs").upload(`${A}/logo.svg`, file, { cacheControl: "3600" });
    expect(error).toBeNull();
    const { res, bytes } = await fetchPublic("docs", `${A}/logo.svg`);
    expect(bytes.toString()).toBe(svg);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("max-age=3600");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("enforces the bucket's size limit (413) and MIME list with wildcards (415)", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const tooBig = await a.storage
      .from("pics")
      .upload(`${A}/big.png`, Buffer.alloc(2048), { contentType: "image/png" });
    expect(tooBig.error).toMatchObject({
      status: 400,
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
    const wrongType = await a.storage
      .from("pics")
      .upload(`${A}/notes.txt`, Buffer.from("hi"), { contentType: "text/plain" });
    expect(wrongType.error).toMatchObject({
      status: 400,
      statusCode: "415",
      message: "mime type text/plain is not supported",
    });
    const wildcard = await a.storage
      .from("pics")
      .upload(`${A}/photo.webp`, Buffer.from("webp"), { contentType: "image/webp" });
    expect(wildcard.error).toBeNull();
    const raw = await fetch(`${stack.url}/storage/v1/object/pics/${A}/x.txt`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        "x-wizard-session": A,
        "content-type": "text/x",
      },
      body: "x",
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      statusCode: "415",
      error: "invalid_mime_type",
      message: "mime type text/x is not supported",
    });
  });

  it("refuses uploads RLS does not allow with 403 Unauthorized", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const res = await fetch(`${stack.url}/storage/v1/object/pics/${B}/intruder.png`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        "x-wizard-session": A,
        "content-type": "image/png",
      },
      body: png,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: "403",
      error: "Unauthorized",
      message: "new row violates row-level security policy",
    });
    const viaClient = await a.storage.from("vault").upload("x.bin", png);
    expect(viaClient.error).toMatchObject({ statusCode: "403" });
  });

  it("answers a trigger's refusal (42501) with 403 and the trigger's message, as Storage does, also as service role", async () => {
    const refused = await stack
      .service()
      .storage.from("pics")
      .upload(`${A}/frozen-1.png`, png, { contentType: "image/png" });
    expect(refused.error).toMatchObject({ status: 400, statusCode: "403", message: "frozen by a trigger" });
  });

  it("answers a second upload to the same path with 409 Duplicate, and overwrites with x-upsert", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const first = await a.storage.from("docs").upload(`${A}/a.txt`, Buffer.from("one"), { contentType: "text/plain" });
    expect(first.error).toBeNull();
    const again = await fetch(`${stack.url}/storage/v1/object/docs/${A}/a.txt`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        "x-wizard-session": A,
        "content-type": "text/plain",
      },
      body: "two",
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      statusCode: "409",
      error: "Duplicate",
      message: "The resource already exists",
    });
    const upsert = await a.storage
      .from("docs")
      .upload(`${A}/a.txt`, Buffer.from("three"), { contentType: "text/plain", upsert: true });
    expect(upsert.error).toBeNull();
    expect((await fetchPublic("docs", `${A}/a.txt`)).bytes.toString()).toBe("three");
    const updated = await a.storage
      .from("docs")
      .update(`${A}/a.txt`, Buffer.from("four"), { contentType: "text/plain" });
    expect(updated.error).toBeNull();
    expect((await fetchPublic("docs", `${A}/a.txt`)).bytes.toString()).toBe("four");
    // pics has no UPDATE policy, so upsert onto an existing object is refused there.
    await a.storage.from("pics").upload(`${A}/keep.png`, png, { contentType: "image/png" });
    const noUpdate = await a.storage
      .from("pics")
      .upload(`${A}/keep.png`, png, { contentType: "image/png", upsert: true });
    expect(noUpdate.error).toMatchObject({ statusCode: "403" });
  });

  it("rejects object names Storage considers invalid keys", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const { error } = await a.storage
      .from("docs")
      .upload(`${A}/Prüfung.txt`, Buffer.from("x"), { contentType: "text/plain" });
    expect(error).toMatchObject({ statusCode: "400", message: `Invalid key: ${A}/Prüfung.txt` });
  });
});

describe("storage reads and deletes", () => {
  it("deletes by prefixes under RLS: other sessions' objects are silently kept", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    const b = stack.anon({ "x-wizard-session": B });
    await a.storage.from("docs").upload(`${A}/del.txt`, Buffer.from("a"), { contentType: "text/plain" });
    await b.storage.from("docs").upload(`${B}/del.txt`, Buffer.from("b"), { contentType: "text/plain" });
    const { data, error } = await a.storage.from("docs").remove([`${A}/del.txt`, `${B}/del.txt`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual([`${A}/del.txt`]);
    expect((await fetchPublic("docs", `${A}/del.txt`)).res.status).toBe(400);
    expect((await fetchPublic("docs", `${B}/del.txt`)).bytes.toString()).toBe("b");
  });

  it("lists only what SELECT policies reveal", async () => {
    const a = stack.anon({ "x-wizard-session": A });
    await a.storage.from("docs").upload(`${A}/sub/deep.txt`, Buffer.from("d"), { contentType: "text/plain" });
    const own = await a.storage.from("docs").list(A);
    expect(own.error).toBeNull();
    const names = own.data!.map((e) => e.name);
    expect(names).toContain("sub");
    expect(names).toContain("a.txt");
    expect(own.data!.find((e) => e.name === "sub")!.id).toBeNull();
    const foreign = await stack.anon({ "x-wizard-session": B }).storage.from("docs").list(A);
    expect(foreign.data).toEqual([]);
    const nobody = await stack.anon().storage.from("docs").list(A);
    expect(nobody.data).toEqual([]);
  });

  it("serves public buckets only via /object/public and private ones only to permitted callers", async () => {
    const service = stack.service();
    const put = await service.storage.from("vault").upload("secret.bin", Buffer.from([1, 2, 3]));
    expect(put.error).toBeNull();
    const publicTry = await fetchPublic("vault", "secret.bin");
    expect(publicTry.res.status).toBe(400);
    expect(JSON.parse(publicTry.bytes.toString())).toMatchObject({ statusCode: "404", message: "Bucket not found" });
    const serviceRead = await service.storage.from("vault").download("secret.bin");
    expect(Buffer.from(await serviceRead.data!.arrayBuffer()).equals(Buffer.from([1, 2, 3]))).toBe(true);
    const info = await service.storage.from("vault").info("secret.bin");
    // storage-js labels a raw Buffer with its default content type.
    expect(info.data).toMatchObject({ size: 3, contentType: "text/plain;charset=UTF-8" });
    expect((await service.storage.from("vault").exists("secret.bin")).data).toBe(true);
    expect((await service.storage.from("vault").exists("missing.bin")).data).toBe(false);
    const anonRead = await stack.anon().storage.from("vault").download("secret.bin");
    expect(anonRead.error).not.toBeNull();
    const missing = await fetch(`${stack.url}/storage/v1/object/public/docs/nothing/here.txt`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: "404", error: "not_found", message: "Object not found" });
  });

  it("lists and reads buckets under RLS (service role sees all, anon none without a policy)", async () => {
    const all = await stack.service().storage.listBuckets();
    expect(all.data!.map((b) => b.id).sort()).toEqual(["docs", "pics", "vault"]);
    const none = await stack.anon().storage.listBuckets();
    expect(none.data).toEqual([]);
    const created = await stack.service().storage.createBucket("made", { public: false, fileSizeLimit: "1MB" });
    expect(created.error).toBeNull();
    const got = await stack.service().storage.getBucket("made");
    expect(got.data).toMatchObject({ id: "made", public: false, file_size_limit: 1000000 });
    expect(LOCAL_SERVICE_ROLE_KEY).toBeTruthy();
  });
});
