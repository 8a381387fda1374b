import { readFile, readdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./db.ts";

const BOOTSTRAP_SQL = fileURLToPath(new URL("./bootstrap.sql", import.meta.url));

export type MigrationLog = (message: string) => void;

/** True when the hosted-Supabase baseline is missing, i.e. the database was just created. */
async function isFresh(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is null as missing",
  );
  return rows[0]?.missing ?? true;
}

/**
 * Brings a database to "hosted project + our migrations": baseline once, then every
 * migration file not yet recorded (filename order, one transaction each, as postgres
 * like `supabase db push`), then the seed file only when the database is new (like `db reset`).
 */
export async function prepareDatabase(
  db: Database,
  opts: { migrationsDir: string; seedFile: string | null; log: MigrationLog },
): Promise<void> {
  const fresh = await isFresh(db);
  if (fresh) await db.exec(await readFile(BOOTSTRAP_SQL, "utf8"));
  // Hosted projects come with Supabase Vault (extensions/share/supabase_vault*).
  await db.exec("create extension if not exists supabase_vault");

  for (const file of await listMigrations(opts.migrationsDir)) {
    const version = file.split("_")[0];
    const name = file.replace(/^[^_]*_?/, "").replace(/\.sql$/, "");
    const { rows } = await db.query("select 1 from supabase_migrations.schema_migrations where version = $1", [
      version,
    ]);
    if (rows.length > 0) continue;
    const sql = await readFile(path.join(opts.migrationsDir, file), "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [version, name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    opts.log(`applied migration ${file}`);
  }

  if (fresh && opts.seedFile && existsSync(opts.seedFile)) {
    await db.exec(await readFile(opts.seedFile, "utf8"));
    opts.log(`applied seed ${path.basename(opts.seedFile)}`);
  }

  await runStartupJobs(db, opts.log);
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
