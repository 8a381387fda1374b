import http from "node:http";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { identifyCaller, isAuthFailure, type AuthFailure } from "./auth.ts";
import { prepareDatabase } from "./bootstrap.ts";
import { Database, RequestRunner } from "./db.ts";
import { answerPreflight, sendJson } from "./http.ts";
import { SchemaCache } from "./rest/catalog.ts";
import { restErrors } from "./rest/errors.ts";
import { handleRest } from "./rest/handler.ts";
import { createBlobStore } from "./storage/blob-store.ts";
import { handleStorage, type StorageContext } from "./storage/handler.ts";
import { TusUploads } from "./storage/tus.ts";

export type LocalStackOptions = {
  port?: number;
  host?: string;
  /** null = in-memory database and storage; default ".supabase-local" */
  dataDir?: string | null;
  migrationsDir?: string;
  seedFile?: string;
  quiet?: boolean;
};

export type LocalStack = { url: string; port: number; db: Database; stop(): Promise<void> };

export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const host = opts.host ?? "127.0.0.1";
  const dataDir = opts.dataDir === undefined ? ".supabase-local" : opts.dataDir;
  const log = opts.quiet ? () => {} : (message: string) => console.log(`[local-stack] ${message}`);

  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await Database.open(dataDir ? path.resolve(dataDir, "db") : null);
  try {
    await prepareDatabase(db, {
      migrationsDir: path.resolve(opts.migrationsDir ?? "supabase/migrations"),
      seedFile: path.resolve(opts.seedFile ?? "supabase/seed.sql"),
      log,
    });
  } catch (error) {
    await db.close();
    throw error;
  }

  const runner = new RequestRunner(db);
  const cache = new SchemaCache();
  const blobs = await createBlobStore(dataDir ? path.resolve(dataDir, "storage") : null);
  const storage: StorageContext = { runner, blobs, tus: new TusUploads() };

  const server = http.createServer((req, res) => {
    route(req, res).catch((error) => {
      log(`unhandled error: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, { message: "Internal Server Error" });
      else res.destroy();
    });
  });

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://local");
    if (req.method === "OPTIONS" && !url.pathname.startsWith("/storage/v1/upload/resumable")) {
      answerPreflight(req, res);
      return;
    }
    if (url.pathname === "/rest/v1" || url.pathname.startsWith("/rest/v1/")) {
      const caller = identifyCaller(req.headers, url.searchParams);
      if (isAuthFailure(caller)) return refuse(res, caller);
      await handleRest({ runner, cache }, req, res, url, url.pathname.slice("/rest/v1".length), caller);
      return;
    }
    if (url.pathname.startsWith("/storage/v1/")) {
      await handleStorage(
        storage,
        req,
        res,
        url,
        url.pathname.slice("/storage/v1".length),
        `http://${req.headers.host ?? `${host}:${port}`}`,
      );
      return;
    }
    if (url.pathname === "/auth/v1/health") {
      sendJson(res, 200, { version: "local", name: "GoTrue", description: "local stack: no auth server" });
      return;
    }
    // Kong's answer for a path no service claims.
    sendJson(res, 404, { message: "no Route matched with those values" });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 54321, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  log(`listening on ${url}${dataDir ? ` (data in ${dataDir})` : " (in-memory)"}`);

  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    db,
    stop() {
      stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
      })();
      return stopped;
    },
  };
}

/** What the API gateway says before a request reaches PostgREST. */
function refuse(res: http.ServerResponse, failure: AuthFailure): void {
  if (failure.kind === "no-key") {
    sendJson(res, 401, {
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  } else if (failure.kind === "bad-key") {
    sendJson(res, 401, {
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  } else {
    const error = restErrors.badJwt(failure.reason);
    sendJson(res, 401, error.body(), { "WWW-Authenticate": "Bearer" });
  }
}
