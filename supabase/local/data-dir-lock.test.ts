import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir, lockOwner } from "./data-dir-lock.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack } from "./server.ts";
import { startFailureMessage } from "./start-errors.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "local-stack-lock-"));
  dirs.push(dir);
  return dir;
}
/** The pid of a process that has exited (a stack killed with SIGKILL leaves one behind). */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("data dir lock", () => {
  it("refuses a second owner while the first lives, and is free again once released", async () => {
    const dir = await tempDir();
    const first = await lockDataDir(dir);
    await first.setUrl("http://127.0.0.1:1234");
    expect(await lockOwner(dir)).toEqual({ pid: process.pid, url: "http://127.0.0.1:1234" });
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `another local stack (pid ${process.pid}, http://127.0.0.1:1234) uses ${dir}/`,
    );
    await first.release();
    expect(await lockOwner(dir)).toBeNull();
    await (await lockDataDir(dir)).release();
  });

  it("takes over a lock whose process is gone, or that nobody can read", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), url: "http://127.0.0.1:1" }));
    expect(await lockOwner(dir)).toBeNull();
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), "utf8"))).toEqual({ pid: process.pid });
    await lock.release();

    await writeFile(path.join(dir, LOCK_FILE), "");
    await (await lockDataDir(dir)).release();
  });

  it("keeps a second stack off a data dir in use, and answers SQL for the service key only", async () => {
    const root = await tempDir();
    const migrations = path.join(root, "migrations");
    await mkdir(migrations);
    await writeFile(path.join(migrations, "0001_kv.sql"), "create table public.kv (k text primary key);");
    const opts = {
      port: 0,
      dataDir: path.join(root, "data"),
      migrationsDir: migrations,
      seedFile: path.join(root, "no-seed.sql"),
      quiet: true,
    };
    const stack = await startLocalStack(opts);
    try {
      await expect(startLocalStack(opts)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(await lockOwner(opts.dataDir)).toEqual({ pid: process.pid, url: stack.url });

      const sql = (key: string, query: string) =>
        fetch(`${stack.url}/pg/query`, {
          method: "POST",
          headers: { apikey: key, authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify({ query }),
        });
      expect((await sql(LOCAL_ANON_KEY, "select 1")).status).toBe(403);
      expect((await sql(LOCAL_SERVICE_ROLE_KEY, "insert into public.kv values ('a')")).status).toBe(200);
      const read = await sql(LOCAL_SERVICE_ROLE_KEY, "select k from public.kv");
      expect(await read.json()).toEqual({ columns: ["k"], rows: [{ k: "a" }], affectedRows: 0 });
    } finally {
      await stack.stop();
    }
    expect(await lockOwner(opts.dataDir)).toBeNull();
    // Two on-disk PGlite boots are slow on a busy CI box (persistence.test.ts).
  }, 120_000);

  it("releases the data dir when the port is taken, and says which option moves the port", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = path.join(await tempDir(), "data");
    try {
      const failure = await startLocalStack({
        port,
        dataDir,
        migrationsDir: path.join(dataDir, "none"),
        seedFile: path.join(dataDir, "no-seed.sql"),
        quiet: true,
      }).catch((error: unknown) => error);
      expect(startFailureMessage(failure, "SUPABASE_LOCAL_PORT")).toBe(
        `127.0.0.1:${port} is in use (another stack or server?): stop it, or choose another port with SUPABASE_LOCAL_PORT`,
      );
      expect(await lockOwner(dataDir)).toBeNull();
    } finally {
      blocker.close();
    }
  }, 120_000);
});
