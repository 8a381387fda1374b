import http from "node:http";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { identifyCaller, isAuthFailure, type AuthFailure } from "./auth.ts";
import { prepareDatabase, UnknownMigrationsError } from "./bootstrap.ts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import { Background, type JobRun } from "./extensions/background.ts";
import { FunctionsRuntime } from "./functions/runtime.ts";
import { Database, RequestRunner, sqlAnswer } from "./db.ts";
import { answerPreflight, readBody, sendJson } from "./http.ts";
import { SchemaCache } from "./rest/catalog.ts";
import { restErrors } from "./rest/errors.ts";
import { handleRest } from "./rest/handler.ts";
import { createBlobStore } from "./storage/blob-store.ts";
import { handleStorage, type StorageContext } from "./storage/handler.ts";
import { TusUploads } from "./storage/tus.ts";
import { StaleDataDirError } from "./start-errors.ts";

export type LocalStackOptions = {
  port?: number;
  host?: string;
  /** null = in-memory database and storage; default ".supabase-local" */
  dataDir?: string | null;
  migrationsDir?: string;
  seedFile?: string;
  quiet?: boolean;
  /** Edge Functions, default "supabase/functions" */
  functionsDir?: string;
  /** Function secrets over supabase/functions/.env.local-stack (SUPABASE_* are the stack's own). */
  functionsEnv?: Record<string, string>;
  /** `verify_jwt` per function, default "supabase/config.toml" */
  configFile?: string;
};

export type LocalStack = {
  url: string;
  port: number;
  db: Database;
  /** Runs a pg_cron job now, as its schedule would. */
  runCronJob(jobName: string): Promise<JobRun>;
  stop(): Promise<void>;
};

export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const host = opts.host ?? "127.0.0.1";
  const dataDir = opts.dataDir === undefined ? ".supabase-local" : opts.dataDir;
  const log = opts.quiet ? () => {} : (message: string) => console.log(`[local-stack] ${message}`);

  let lock: DataDirLock | null = null;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir);
  }
  let db: Database | null = null;
  try {
    db = await Database.open(dataDir ? path.resolve(dataDir, "db") : null);
    await prepareDatabase(db, {
      migrationsDir: path.resolve(opts.migrationsDir ?? "supabase/migrations"),
      seedFile: path.resolve(opts.seedFile ?? "supabase/seed.sql"),
      log,
    });
  } catch (error) {
    await db?.close();
    await lock?.release();
    throw dataDir ? staleDataDir(error, dataDir) : error;
  }
  const functionsDir = path.resolve(opts.functionsDir ?? "supabase/functions");
  const functions = new FunctionsRuntime({
    dir: functionsDir,
    configToml: path.resolve(opts.configFile ?? "supabase/config.toml"),
    envFile: path.join(functionsDir, ".env.local-stack"),
    env: opts.functionsEnv,
    log,
  });
  return serve(db, { host, port: opts.port ?? 54321, dataDir, lock, log, functions });
}

async function serve(
  db: Database,
  opts: {
    host: string;
    port: number;
    dataDir: string | null;
    lock: DataDirLock | null;
    log: (message: string) => void;
    functions: FunctionsRuntime;
  },
): Promise<LocalStack> {
  const { host, dataDir, lock, log, functions } = opts;

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
    // Functions answer their own preflights, as on hosted.
    if (url.pathname.startsWith("/functions/v1/")) {
      await functions.handle(req, res, url.pathname.slice("/functions/v1".length));
      return;
    }
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
    if (url.pathname === "/pg/query" && req.method === "POST") {
      await answerSql(req, res, url);
      return;
    }
    if (url.pathname === "/auth/v1/health") {
      sendJson(res, 200, { version: "local", name: "GoTrue", description: "local stack: no auth server" });
      return;
    }
    // Kong's answer for a path no service claims.
    sendJson(res, 404, { message: "no Route matched with those values" });
  }

  /**
   * SQL as postgres (no superuser, as in hosted's SQL editor) for the service key only, like the Supabase CLI's gateway route to
   * postgres-meta (`/pg/query`): `npm run stack -- sql` uses it while a stack holds the data dir.
   */
  async function answerSql(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const caller = identifyCaller(req.headers, url.searchParams);
    if (isAuthFailure(caller)) return refuse(res, caller);
    if (caller.role !== "service_role") return sendJson(res, 403, { message: "service_role key required" });
    let query: unknown;
    try {
      query = (JSON.parse((await readBody(req, 1_000_000)).toString("utf8")) as { query?: unknown }).query;
    } catch {
      query = undefined;
    }
    if (typeof query !== "string") return sendJson(res, 400, { message: 'body must be {"query": "<sql>"}' });
    try {
      sendJson(res, 200, sqlAnswer(await runner.asPostgres<Record<string, unknown>>(query)));
    } catch (error) {
      sendJson(res, 400, { message: (error as Error).message });
    }
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(opts.port, host, () => resolve());
    });
  } catch (error) {
    await db.close();
    await lock?.release();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  functions.setUrl(url);
  await lock?.setUrl(url);
  // What `npm run deploy` records on hosted: where scheduled calls go, and their Bearer token.
  await db.query(
    `insert into vault.secrets (name, secret) values ('project_url', $1), ('cron_secret', $2)
     on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    [url, functions.secrets().CRON_SECRET ?? ""],
  );
  const background = new Background(db, log);
  background.start();
  log(`listening on ${url}${dataDir ? ` (data in ${dataDir})` : " (in-memory)"}`);

  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    db,
    runCronJob: (jobName) => background.runJob(jobName),
    stop() {
      stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await background.stop();
        await functions.stop();
        await db.close();
        await lock?.release();
      })();
      return stopped;
    },
  };
}

/** The one-line refusal for a data dir made by an older stack or other migrations; other errors as they are. */
function staleDataDir(error: unknown, dataDir: string): unknown {
  if ((error as { code?: unknown })?.code === "OLD_DATA_DIR") {
    return new StaleDataDirError(dataDir, "made by an older local stack (its migrations ran as a superuser)");
  }
  if (error instanceof UnknownMigrationsError) {
    return new StaleDataDirError(
      dataDir,
      `with migrations this repository does not have (${error.versions.join(", ")})`,
    );
  }
  return error;
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
