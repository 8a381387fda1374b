/**
 * `npm run check:deployment -- --url https://<ref>.supabase.co --anon-key <key>`:
 * asks a deployed project what a visitor's browser would meet (scripts/deployment/checks.ts)
 * and prints one row per check. Exits 1 when a row fails, 2 on bad input (before any request).
 * Safe on production: see checks.ts for what it leaves behind (nothing the product would not).
 */
import { isMainScript, option } from "./cli-args";
import { runChecks, type RowResult } from "./deployment/checks";
import { anonKey, baseUrl, InputError } from "./deployment/inputs";
import { scheduledJobs, schemaVersion } from "./deployment/repository";

/** Where the check says the requests come from; any origin will do for a project that answers `*`. */
export const DEFAULT_ORIGIN = "https://deployment-check.invalid";

export type CheckOptions = { url: string; anonKey: string; origin?: string; fetch?: typeof fetch };

/** Validates, runs every row against the project, returns the rows. Throws InputError before any request. */
export async function checkDeployment(options: CheckOptions): Promise<RowResult[]> {
  const url = baseUrl(options.url);
  const key = anonKey(options.anonKey);
  const origin = options.origin ?? DEFAULT_ORIGIN;
  const expected = { schemaVersion: await schemaVersion(), jobs: await scheduledJobs() };
  return runChecks({ url, anonKey: key, origin, expected, fetch: options.fetch });
}

export function formatTable(results: readonly RowResult[]): string {
  const width = Math.max(...results.map((row) => row.name.length));
  const lines = results.map((row) => `${row.ok ? "ok  " : "FAIL"}  ${row.name.padEnd(width)}  ${row.detail}`);
  const failed = results.filter((row) => !row.ok).length;
  lines.push(failed === 0 ? `all ${results.length} checks passed` : `${failed} of ${results.length} checks failed`);
  return lines.join("\n");
}

if (isMainScript(import.meta.url)) {
  try {
    const results = await checkDeployment({
      url: option("url", ""),
      anonKey: option("anon-key", ""),
      origin: option("origin", DEFAULT_ORIGIN),
    });
    console.log(formatTable(results));
    process.exitCode = results.every((row) => row.ok) ? 0 : 1;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    console.error(`check:deployment: ${error.message}`);
    process.exitCode = 2;
  }
}
