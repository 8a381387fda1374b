import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack } from "./server.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("persistent data dir", () => {
  it("keeps rows and object bytes across restarts and applies each migration once", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "local-stack-persist-"));
    dirs.push(root);
    const migrations = path.join(root, "migrations");
    const dataDir = path.join(root, "data");
    await mkdir(migrations);
    await writeFile(
      path.join(migrations, "0001_kv.sql"),
      `create table public.kv (k text primary key, v text);
       grant all on public.kv to service_role;
       insert into storage.buckets (id, name, public) values ('files', 'files', true);`,
    );
    await writeFile(path.join(root, "seed.sql"), "insert into public.kv values ('seeded', 'yes');");
    const opts = { port: 0, dataDir, migrationsDir: migrations, seedFile: path.join(root, "seed.sql"), quiet: true };
    const headers = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

    const first = await startLocalStack(opts);
    const insert = await fetch(`${first.url}/rest/v1/kv`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ k: "a", v: "1" }),
    });
    expect(insert.status).toBe(201);
    const upload = await fetch(`${first.url}/storage/v1/object/files/dir/f.bin`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/octet-stream" },
      body: new Uint8Array([9, 8, 7]),
    });
    expect(upload.status).toBe(200);
    await first.stop();
    expect((await readdir(path.join(dataDir, "storage", "files"))).length).toBe(1);

    // A second migration added between runs is applied; the first is not re-run (it would fail).
    await writeFile(path.join(migrations, "0002_more.sql"), "alter table public.kv add column note text;");
    const second = await startLocalStack(opts);
    try {
      const rows = await fetch(`${second.url}/rest/v1/kv?select=k,v,note&order=k`, { headers });
      expect(await rows.json()).toEqual([
        { k: "a", v: "1", note: null },
        { k: "seeded", v: "yes", note: null },
      ]);
      const file = await fetch(`${second.url}/storage/v1/object/public/files/dir/f.bin`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from([9, 8, 7]));
      const applied = await second.db.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations order by version",
      );
      expect(applied.rows.map((r) => r.version)).toEqual(["0001", "0002"]);
    } finally {
      await second.stop();
    }
    // Two on-disk PGlite boots (initdb, then reopen) are slow on a busy CI box.
  }, 120_000);
});
