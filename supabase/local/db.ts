import { Worker } from "node:worker_threads";
import type { Results } from "@electric-sql/pglite";
import type { JwtClaims } from "./keys.ts";

export type { Results };

/** A query's result as `npm run stack -- sql` prints it (and the stack's /pg/query answers it). */
export type SqlAnswer = { columns: string[]; rows: Record<string, unknown>[]; affectedRows: number };

export const sqlAnswer = (result: Results<Record<string, unknown>>): SqlAnswer => ({
  columns: result.fields.map((field) => field.name),
  rows: result.rows,
  affectedRows: result.affectedRows ?? 0,
});

/** What a transaction (and the database outside of one) offers: PGlite's query and exec. */
export type Transaction = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's own parameter type
  query<T>(sql: string, params?: any[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** Who is asking, in the shape PostgREST and Storage hand it to Postgres. */
export type RequestScope = {
  role: string;
  claims: JwtClaims;
  /** Lower-cased request headers without cookies, as PostgREST exposes them. */
  headers: Record<string, string>;
  method: string;
  path: string;
};

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/**
 * PGlite on a worker thread (db-worker.mjs), as hosted Postgres runs apart from
 * Storage and PostgREST. In the HTTP thread, PGlite's large heap made V8 run a
 * full mark-compact every few MB of request body (the socket buffers count as
 * external memory against a heap limit PGlite had mostly used up): receiving an
 * upload cost several times what it costs a plain Node server. On its own
 * thread the database's heap and the request bodies no longer meet.
 */
export class Database implements Transaction {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  // One transaction at a time and nothing in between, as PGlite's own transaction() does:
  // PGlite is a single session, so interleaved requests would see each other's role.
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on("message", ({ id, value, error }: { id: number; value?: unknown; error?: Record<string, unknown> }) => {
      const call = this.pending.get(id);
      if (!call) return;
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error) call.reject(databaseError(error));
      else call.resolve(value);
    });
    worker.on("error", (error) => this.failAll(error));
    worker.on("exit", () => this.failAll(new Error("database thread exited")));
  }

  static async open(dataDir: string | null): Promise<Database> {
    const worker = new Worker(new URL("./db-worker.mjs", import.meta.url), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("message", (message: { ready?: true; error?: Record<string, unknown> }) => {
        worker.off("error", reject);
        if (message.ready) resolve();
        else reject(databaseError(message.error ?? {}));
      });
    });
    return new Database(worker);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's own parameter type
  query<T>(sql: string, params?: any[]): Promise<Results<T>> {
    return this.exclusive(() => this.call("query", sql, params) as Promise<Results<T>>);
  }

  exec(sql: string): Promise<Results[]> {
    return this.exclusive(() => this.call("exec", sql) as Promise<Results[]>);
  }

  /** BEGIN, work, COMMIT; ROLLBACK when work throws (and rethrow), like PGlite's transaction(). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const tx: Transaction = {
        query: <R>(sql: string, params?: unknown[]) => this.call("query", sql, params) as Promise<Results<R>>,
        exec: (sql) => this.call("exec", sql) as Promise<Results[]>,
      };
      await tx.exec("begin");
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        await tx.exec("rollback");
        throw error;
      }
      await tx.exec("commit");
      return result;
    });
  }

  /**
   * Serves the database over the Postgres wire protocol on 127.0.0.1 (a free port, answered),
   * for tools that only speak that, such as Supabase's type generator. One client at a time,
   * and it shares PGlite's single session: nothing else should use the database meanwhile.
   * `close()` stops it.
   */
  serveWireProtocol(): Promise<number> {
    return this.exclusive(() => this.call("listen", "") as Promise<number>);
  }

  async close(): Promise<void> {
    await this.exclusive(() => this.call("close", ""));
    await this.worker.terminate();
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private call(kind: "query" | "exec" | "listen" | "close", sql: string, params?: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    // Referenced only while a call is out, so an idle database never keeps the process alive.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, kind, sql, params });
    });
  }

  private failAll(error: Error): void {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}

/** The worker's error fields (code, severity, detail, …) on an Error, as PGlite throws them. */
function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message ?? "database error")), fields);
}

/**
 * The requests' way into the database: as the stack's superuser (supabase_admin; Storage's
 * own bookkeeping, as its admin role on hosted), as postgres, or with the caller's scope.
 */
export class RequestRunner {
  constructor(readonly db: Database) {}

  /** One statement as the superuser (its own transaction). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's own parameter type
  query<T>(sql: string, params?: any[]): Promise<Results<T>> {
    return this.db.query<T>(sql, params);
  }

  /** Transaction as the superuser. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** One statement as postgres, which is no superuser: what hosted's SQL editor runs as. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's own parameter type
  asPostgres<T>(sql: string, params?: any[]): Promise<Results<T>> {
    return this.transaction(async (tx) => {
      await tx.exec("set local session authorization postgres");
      return tx.query<T>(sql, params);
    });
  }

  /** Transaction with the caller's role and request GUCs set like PostgREST does. */
  asRequest<T>(scope: RequestScope, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.transaction(async (tx) => {
      await applyScope(tx, scope);
      return work(tx);
    });
  }
}

export async function applyScope(tx: Transaction, scope: RequestScope): Promise<void> {
  const claims = JSON.stringify(scope.claims);
  await tx.query(
    `select set_config('search_path', 'public, extensions', true),
            set_config('request.jwt.claims', $1, true),
            set_config('request.jwt.claim.role', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('request.headers', $5, true),
            set_config('request.cookies', '{}', true),
            set_config('request.method', $6, true),
            set_config('request.path', $7, true),
            set_config('role', $2, true)`,
    [
      claims,
      scope.role,
      typeof scope.claims.sub === "string" ? scope.claims.sub : "",
      typeof scope.claims.email === "string" ? scope.claims.email : "",
      JSON.stringify(scope.headers),
      scope.method,
      scope.path,
    ],
  );
}

/**
 * The scope Storage sets on each of its transactions: PostgREST's, plus the flag that lets
 * its own deletes past storage.protect_delete (direct deletes are refused on hosted).
 */
export async function applyStorageScope(tx: Transaction, scope: RequestScope): Promise<void> {
  await applyScope(tx, scope);
  await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
}

/** Back to the session user (the superuser) inside a scoped transaction, as Storage does for its bookkeeping. */
export async function resetRole(tx: Transaction): Promise<void> {
  await tx.query("reset role");
}

/** Postgres' own identifier quoting: always quote, double embedded quotes. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
