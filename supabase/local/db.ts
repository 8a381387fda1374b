import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import type { JwtClaims } from "./keys.ts";

export type { Transaction };

/** Who is asking, in the shape PostgREST and Storage hand it to Postgres. */
export type RequestScope = {
  role: string;
  claims: JwtClaims;
  /** Lower-cased request headers without cookies, as PostgREST exposes them. */
  headers: Record<string, string>;
  method: string;
  path: string;
};

export async function openDatabase(dataDir: string | null): Promise<PGlite> {
  // pgcrypto and uuid-ossp are preinstalled on hosted Supabase; migrations often `create extension` them.
  const db = new PGlite(dataDir ?? undefined, { extensions: { pgcrypto, uuid_ossp } });
  await db.waitReady;
  return db;
}

/**
 * Runs work one transaction at a time. PGlite is a single connection, so two
 * interleaved requests would share one session and see each other's role.
 */
export class RequestRunner {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(readonly db: PGlite) {}

  /** Serialised transaction as the postgres superuser. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const run = this.tail.then(() => this.db.transaction(work));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Serialised transaction with the caller's role and request GUCs set like PostgREST does. */
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

/** Back to the session user (postgres) inside a scoped transaction, as Storage does for its bookkeeping. */
export async function resetRole(tx: Transaction): Promise<void> {
  await tx.query("reset role");
}

/** Postgres' own identifier quoting: always quote, double embedded quotes. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
