// The local stack's Postgres (PGlite) on a thread of its own; see db.ts for why.
// Plain JavaScript so that every host can start it (tsx, vitest, plain node):
// worker threads do not inherit tsx's loader on Node 20.
//
// Messages in:  { id, kind: "query", sql, params } | { id, kind: "exec", sql } | { id, kind: "close" }
// Messages out: { ready: true } once open, then { id, value } or { id, error } per message.
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
  // pgcrypto and uuid-ossp are preinstalled on hosted Supabase; migrations often `create extension` them.
  const db = new PGlite(workerData.dataDir ?? undefined, { extensions: { pgcrypto, uuid_ossp } });
  await db.waitReady;
  return db;
}

open().then(
  (db) => {
    // PGlite runs one statement at a time, in the order the calls arrive.
    parentPort.on("message", async ({ id, kind, sql, params }) => {
      try {
        const value =
          kind === "query" ? await db.query(sql, params) : kind === "exec" ? await db.exec(sql) : await db.close();
        parentPort.postMessage({ id, value });
      } catch (error) {
        parentPort.postMessage({ id, error: serialize(error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ error: serialize(error) }),
);
