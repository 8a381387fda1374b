import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, Transaction } from "./db.ts";
import { splitStatements, statementBody } from "./sql-statements.ts";

const BOOTSTRAP_SQL = fileURLToPath(new URL("./bootstrap.sql", import.meta.url));

export type MigrationLog = (message: string) => void;

/** True when the hosted-Supabase baseline is missing, i.e. the database was just created. */
async function isFresh(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is null as missing",
  );
  return rows[0]?.missing ?? true;
}

/** The database holds migrations the repository does not (other or squashed files). */
export class UnknownMigrationsError extends Error {
  constructor(readonly versions: string[]) {
    // The Supabase CLI's words for the same situation on `db push`.
    super(`Remote migration versions not found in local migrations directory: ${versions.join(", ")}`);
  }
}

/**
 * Brings a database to "hosted project + our migrations": baseline once, then every
 * migration file not yet recorded (filename order, one transaction each, as the
 * non-superuser postgres like `supabase db push`), then the seed file only when the
 * database is new (like `db reset`).
 */
export async function prepareDatabase(
  db: Database,
  opts: { migrationsDir: string; seedFile: string | null; log: MigrationLog },
): Promise<void> {
  const fresh = await isFresh(db);
  if (fresh) await db.exec(await readFile(BOOTSTRAP_SQL, "utf8"));
  // Hosted projects come with Supabase Vault (extensions/share/supabase_vault*).
  await db.exec("create extension if not exists supabase_vault");

  const files = await listMigrations(opts.migrationsDir);
  const { rows: applied } = await db.query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations order by version",
  );
  const known = new Set(files.map(versionOf));
  const unknown = applied.map((row) => row.version).filter((version) => !known.has(version));
  if (unknown.length > 0) throw new UnknownMigrationsError(unknown);
  const done = new Set(applied.map((row) => row.version));

  for (const file of files) {
    const version = versionOf(file);
    if (done.has(version)) continue;
    const name = file.replace(/^[^_]*_?/, "").replace(/\.sql$/, "");
    const statements = splitStatements(await readFile(path.join(opts.migrationsDir, file), "utf8"));
    try {
      await db.transaction(async (tx) => {
        await runAsPostgres(tx, statements);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [version, name, statements],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    opts.log(`applied migration ${file}`);
  }

  if (fresh && opts.seedFile && existsSync(opts.seedFile)) {
    await db.transaction(async (tx) => runAsPostgres(tx, splitStatements(await readFile(opts.seedFile!, "utf8"))));
    opts.log(`applied seed ${path.basename(opts.seedFile)}`);
  }

  await runStartupJobs(db, opts.log);
}

const versionOf = (file: string) => file.split("_")[0]!;

/**
 * Statements as hosted runs them for `db push`: logged in as postgres, which is no
 * superuser. Hosted's supautils lets postgres manage policies on the tables in its
 * `policy_grants` by running exactly those statements as the superuser; the same
 * statements are run elevated here.
 */
async function runAsPostgres(tx: Transaction, statements: string[]): Promise<void> {
  await tx.exec(`set local session authorization ${MIGRATION_ROLE}`);
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await tx.exec(batch.join("\n"));
    batch = [];
  };
  for (const statement of statements) {
    const body = statementBody(statement);
    if (SESSION_AUTHORIZATION.test(body)) {
      throw new Error(`the local stack cannot emulate a migration that changes the session's role: ${body}`);
    }
    const policyTable = POLICY.exec(body)?.[1];
    if (policyTable === undefined) {
      batch.push(statement);
      continue;
    }
    await flush(); // the table's name is resolved with the search_path the statements before set
    if (await isPolicyGrant(tx, policyTable)) {
      await tx.exec(`set local session authorization ${SUPERUSER}`);
      await tx.exec(statement);
      await tx.exec(`set local session authorization ${MIGRATION_ROLE}`);
    } else {
      await tx.exec(statement);
    }
  }
  await flush();
}

const MIGRATION_ROLE = "postgres";
const SUPERUSER = "supabase_admin";
const IDENT = String.raw`(?:"(?:[^"]|"")*"|[\w$]+)`;
const POLICY = new RegExp(
  String.raw`^(?:create|alter|drop)\s+policy\s+(?:if\s+exists\s+)?${IDENT}\s+on\s+(${IDENT}(?:\s*\.\s*${IDENT})?)`,
  "i",
);
const SESSION_AUTHORIZATION = /^(?:set|reset)\s+(?:(?:session|local)\s+)?session\s+authorization\b/i;

// supautils.policy_grants for postgres, as hosted's supautils.conf lists them.
const POLICY_GRANTS = [
  "auth.audit_log_entries",
  "auth.identities",
  "auth.refresh_tokens",
  "auth.sessions",
  "auth.users",
  "realtime.messages",
  "storage.buckets",
  "storage.migrations",
  "storage.objects",
  "storage.s3_multipart_uploads",
  "storage.s3_multipart_uploads_parts",
];
async function isPolicyGrant(tx: Transaction, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ granted: boolean }>(
    "select to_regclass($1) = any (select to_regclass(name) from unnest($2::text[]) as name) as granted",
    [table.replace(/\s*\.\s*/, "."), POLICY_GRANTS],
  );
  return rows[0]?.granted === true;
}

// Jobs hosted projects run with pg_cron, which PGlite lacks; the migrations that
// define them expect the local stack to run them once per start instead.
const STARTUP_JOBS = ["public.purge_stale_wizard_sessions()"];

async function runStartupJobs(db: Database, log: MigrationLog): Promise<void> {
  for (const signature of STARTUP_JOBS) {
    const { rows } = await db.query<{ present: boolean }>("select to_regprocedure($1) is not null as present", [
      signature,
    ]);
    if (!rows[0]?.present) continue;
    await db.query(`select ${signature}`);
    log(`ran startup job ${signature}`);
  }
}

async function listMigrations(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
}
