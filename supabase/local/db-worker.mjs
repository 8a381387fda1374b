// The local stack's Postgres (PGlite) on a thread of its own; see db.ts for why.
// Plain JavaScript so that every host can start it (tsx, vitest, plain node):
// worker threads do not inherit tsx's loader on Node 20.
//
// Messages in:  { id, kind: "query", sql, params } | { id, kind: "exec", sql } | { id, kind: "listen" }
//               | { id, kind: "close" }
// Messages out: { ready: true } once open, then { id, value } or { id, error } per message.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";

/** A Postgres error crosses the thread boundary as its fields (code, severity, detail, …). */
function serialize(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message };
}

async function open() {
  const { dataDir } = workerData;
  // A database that exists was bootstrapped already: its superuser is supabase_admin
  // (bootstrap.sql renames PGlite's `postgres`). One made before that has no such role.
  const existing = dataDir !== null && existsSync(path.join(dataDir, "PG_VERSION"));
  const db = new PGlite(dataDir ?? undefined, {
    // pgcrypto and uuid-ossp are preinstalled on hosted Supabase; migrations often `create extension` them.
    extensions: { pgcrypto, uuid_ossp },
    ...(existing ? { username: "supabase_admin" } : {}),
  });
  try {
    await db.waitReady;
  } catch (error) {
    if (existing && /role "supabase_admin" does not exist/.test(error?.message ?? "")) {
      throw Object.assign(new Error(OLD_DATA_DIR), { code: "OLD_DATA_DIR" });
    }
    throw error;
  }
  installExtensionFiles(db);
  return db;
}

const OLD_DATA_DIR =
  "this database was made by an older local stack (migrations ran as a superuser there): " +
  "delete its folder and start again";

/**
 * Serves the database over the Postgres wire protocol on a free port of 127.0.0.1 and answers
 * that port. PGlite can only be served from the thread that holds it, hence here.
 */
async function listen(db) {
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0 });
  await server.start();
  return { server, port: Number(server.getServerConn().split(":").at(-1)) };
}

/**
 * pg_cron, pg_net and supabase_vault as SQL-only extensions (extensions/share/*.control, *.sql)
 * in PGlite's share directory, so that `create extension` works as on hosted. The share
 * directory is part of PGlite's in-memory file system: written on every open.
 */
function installExtensionFiles(db) {
  const source = fileURLToPath(import.meta.resolve("./extensions/share/"));
  const target = "/pglite/share/postgresql/extension";
  for (const file of readdirSync(source)) {
    db.mod.FS.writeFile(`${target}/${file}`, readFileSync(`${source}/${file}`));
  }
}

open().then(
  (db) => {
    let wire = null;
    async function run(kind, sql, params) {
      if (kind === "query") return db.query(sql, params);
      if (kind === "exec") return db.exec(sql);
      if (kind === "listen") {
        wire ??= await listen(db);
        return wire.port;
      }
      await wire?.server.stop();
      return db.close();
    }
    // PGlite runs one statement at a time, in the order the calls arrive.
    parentPort.on("message", async ({ id, kind, sql, params }) => {
      try {
        const value = await run(kind, sql, params);
        parentPort.postMessage({ id, value });
      } catch (error) {
        parentPort.postMessage({ id, error: serialize(error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ error: serialize(error) }),
);
