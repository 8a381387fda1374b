import { mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase, UnknownMigrationsError } from "./bootstrap.ts";
import { LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack } from "./server.ts";
import { startTestStack, type TestStack } from "./test-stack.ts";

// The local stack runs migrations as hosted does: as `postgres`, no superuser, with
// Storage's and Auth's tables owned by their services' roles (ADR 041). What hosted
// refuses to postgres must fail here with hosted's words, and what it allows must pass.

const BASE = `
insert into storage.buckets (id, name, public) values ('files', 'files', false);
create schema private;
create function private.touch() returns trigger language plpgsql as $$ begin return new; end $$;
`;

let stack: TestStack;
let dir: string;
let count = 0;

beforeAll(async () => {
  stack = await startTestStack(BASE);
  dir = await mkdtemp(path.join(tmpdir(), "hosted-refusals-"));
  // The stack's own first migration, so that later runs over this folder know it.
  await writeFile(path.join(dir, "0001_test.sql"), BASE);
});
afterAll(async () => {
  await stack?.cleanup();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Applies one more migration file; a failing one is removed again, as it was never recorded. */
async function migrate(sql: string): Promise<void> {
  const file = path.join(dir, `${String(++count + 1).padStart(4, "0")}_case.sql`);
  await writeFile(file, sql);
  try {
    await prepareDatabase(stack.db, { migrationsDir: dir, seedFile: null, log: () => {} });
  } catch (error) {
    await unlink(file);
    throw error;
  }
}

describe("a migration is refused what hosted refuses to postgres", () => {
  it.each([
    ["create index objects_owner_idx on storage.objects (owner_id);", "must be owner of table objects"],
    ["alter table storage.objects add column note text;", "must be owner of table objects"],
    ["alter table storage.objects disable row level security;", "must be owner of table objects"],
    ["drop trigger protect_objects_delete on storage.objects;", "must be owner of relation objects"],
    ["create function storage.mine() returns int language sql as 'select 1';", "permission denied for schema storage"],
    ["create table storage.extra (id int);", "permission denied for schema storage"],
    [
      "delete from storage.objects where bucket_id = 'files';",
      "Direct deletion from storage tables is not allowed. Use the Storage API instead.",
    ],
    [
      "delete from storage.buckets where id = 'files';",
      "Direct deletion from storage tables is not allowed. Use the Storage API instead.",
    ],
    ["create function auth.mine() returns int language sql as 'select 1';", "permission denied for schema auth"],
    ["create index users_email_idx on auth.users (email);", "must be owner of table users"],
    ["create policy p on public.none_such for select using (true);", 'relation "public.none_such" does not exist'],
    ["set session authorization supabase_admin;", "cannot emulate"],
    ["set role supabase_storage_admin;", 'permission denied to set role "supabase_storage_admin"'],
  ])("%s", async (sql, message) => {
    await expect(migrate(sql)).rejects.toThrow(message);
  });
});

describe("a migration may do what hosted allows postgres", () => {
  it("policies on storage.objects (supautils' policy_grants), also quoted and after a comment", async () => {
    await migrate(`
      create policy own_select on storage.objects for select to anon using (bucket_id = 'files');
      alter policy own_select on storage.objects using (bucket_id = 'files' and name like 'a/%');
      -- the same table, quoted
      create policy "own insert" on "storage"."objects" for insert to anon with check (bucket_id = 'files');
      drop policy "own insert" on storage.objects;`);
    const { rows } = await stack.db.query<{ policyname: string; qual: string }>(
      "select policyname, qual from pg_policies where schemaname = 'storage' and tablename = 'objects'",
    );
    expect(rows).toEqual([{ policyname: "own_select", qual: expect.stringContaining("a/%") }]);
  });

  it("triggers on storage.objects, writes to storage.buckets, tables and functions of its own", async () => {
    await migrate(`
      create trigger touch before insert or update on storage.objects
        for each row execute function private.touch();
      update storage.buckets set public = true where id = 'files';
      create table public.things (id int primary key);
      create function public.whoami() returns text language sql security definer as 'select current_user::text';`);
    const { rows } = await stack.db.query<{ owner: string; definer: string; bucket: boolean }>(
      `select (select tableowner from pg_tables where tablename = 'things') as owner,
              (select pg_get_userbyid(proowner) from pg_proc where proname = 'whoami') as definer,
              (select public from storage.buckets where id = 'files') as bucket`,
    );
    expect(rows[0]).toEqual({ owner: "postgres", definer: "postgres", bucket: true });
  });

  it("runs as postgres, which is no superuser but has hosted's attributes", async () => {
    await migrate("create table public.who as select current_user as who, session_user as session;");
    const { rows } = await stack.db.query(
      `select who, session, r.rolsuper, r.rolcreatedb, r.rolcreaterole, r.rolreplication, r.rolbypassrls, r.rolcanlogin
       from public.who, pg_roles r where r.rolname = 'postgres'`,
    );
    expect(rows[0]).toEqual({
      who: "postgres",
      session: "postgres",
      rolsuper: false,
      rolcreatedb: true,
      rolcreaterole: true,
      rolreplication: true,
      rolbypassrls: true,
      rolcanlogin: true,
    });
  });
});

describe("deletes", () => {
  it("through the Storage API still remove rows and bytes", async () => {
    const service = stack.service();
    const upload = await service.storage.from("files").upload("x/one.txt", Buffer.from("1"), {
      contentType: "text/plain",
    });
    expect(upload.error).toBeNull();
    const removed = await service.storage.from("files").remove(["x/one.txt"]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect((await service.storage.from("files").download("x/one.txt")).error).not.toBeNull();
  });

  it("through the SQL endpoint (`npm run stack -- sql`) run as postgres and are refused", async () => {
    const sql = async (query: string) => {
      const res = await fetch(`${stack.url}/pg/query`, {
        method: "POST",
        headers: {
          apikey: LOCAL_SERVICE_ROLE_KEY,
          authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ query }),
      });
      return { status: res.status, body: (await res.json()) as { rows?: unknown[]; message?: string } };
    };
    expect(await sql("select current_user as who")).toEqual({
      status: 200,
      body: expect.objectContaining({ rows: [{ who: "postgres" }] }),
    });
    expect(await sql("delete from storage.objects")).toEqual({
      status: 400,
      body: { message: "Direct deletion from storage tables is not allowed. Use the Storage API instead." },
    });
  });
});

describe("a data dir the stack cannot continue", () => {
  it("holding migrations the repository does not have is refused like `db push` refuses", async () => {
    const other = await mkdtemp(path.join(tmpdir(), "hosted-refusals-other-"));
    try {
      await writeFile(path.join(other, "0009_other.sql"), "select 1;");
      const attempt = prepareDatabase(stack.db, { migrationsDir: other, seedFile: null, log: () => {} });
      await expect(attempt).rejects.toBeInstanceOf(UnknownMigrationsError);
      await expect(attempt).rejects.toThrow("Remote migration versions not found in local migrations directory: 0001");
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it("made by an older stack (bootstrap superuser still named postgres) is refused with one line", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "hosted-refusals-old-"));
    try {
      const dataDir = path.join(root, "data");
      await mkdir(dataDir);
      const old = new PGlite(path.join(dataDir, "db"));
      await old.waitReady;
      await old.close();
      await expect(startLocalStack({ port: 0, dataDir, quiet: true })).rejects.toThrow(
        `${dataDir} holds a database made by an older local stack (its migrations ran as a superuser): delete the folder (rm -rf ${dataDir}) and start again`,
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
