import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** What a deployment of this repository must have: the facts the check compares against. */

export const MIGRATIONS_DIR = "supabase/migrations";
export const FUNCTIONS_DIR = "supabase/functions";

async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => /^\d+_.*\.sql$/.test(file)).sort();
}

/** The newest migration's version: what supabase_migrations.schema_migrations ends with after `db push`. */
export async function schemaVersion(dir = MIGRATIONS_DIR): Promise<string> {
  const newest = (await migrationFiles(dir)).at(-1);
  if (!newest) throw new Error(`no migrations in ${dir}`);
  return newest.split("_")[0]!;
}

const SCHEDULE = /cron\.(schedule|unschedule)\s*\(\s*(?:job_name\s*(?::=|=>)\s*)?'([^']+)'/g;

/** Names of the pg_cron jobs the migrations leave scheduled, in file order (a later unschedule removes one). */
export async function scheduledJobs(dir = MIGRATIONS_DIR): Promise<string[]> {
  const jobs = new Set<string>();
  for (const file of await migrationFiles(dir)) {
    const sql = await readFile(path.join(dir, file), "utf8");
    for (const [, call, name] of sql.matchAll(SCHEDULE)) {
      if (call === "schedule") jobs.add(name!);
      else jobs.delete(name!);
    }
  }
  return [...jobs].sort();
}

/** Edge Functions to deploy: folders with an index.ts; `_shared` and other `_` folders are code they import. */
export async function functionNames(dir = FUNCTIONS_DIR): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
    .filter((entry) => existsSync(path.join(dir, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .sort();
}
