/**
 * purge: deletes what the privacy statement promises to delete (../_shared/retention.ts, ADR 004):
 * applications and sent briefings past their retention, with their files, and the files of
 * drafts nobody sent. pg_cron calls it daily through pg_net (migration …_schedules.sql, ADR 043)
 * with `Authorization: Bearer <CRON_SECRET>`; `npm run purge` calls it with the service key.
 * POST `{"dry_run": true}` lists what would go without deleting anything. The answer names ids,
 * dates and file paths, never a name or an address.
 */
import { createClient } from "@supabase/supabase-js";
import { purgeExpired } from "../_shared/retention.ts";

const env = (name: string) => Deno.env.get(name)?.trim() ?? "";

function sameSecret(given: string, expected: string): boolean {
  if (!expected || given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

Deno.serve(async (request) => {
  if (request.method !== "POST") return new Response("POST only", { status: 405 });
  const given = (request.headers.get("Authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!sameSecret(given, env("CRON_SECRET")) && !sameSecret(given, env("SUPABASE_SERVICE_ROLE_KEY"))) {
    return new Response("unauthorized", { status: 401 });
  }
  let dryRun = false;
  try {
    const body = (await request.json()) as { dry_run?: unknown } | null;
    dryRun = body?.dry_run === true;
  } catch {
    // pg_cron's call may send no body: a real run.
  }
  const client = createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  try {
    const report = await purgeExpired(client, { dryRun });
    console.log(
      `purge${dryRun ? " (dry run)" : ""}: ${report.applications.length} application(s), ` +
        `${report.briefings.length} briefing(s), ${report.files.deleted.length} file(s); ${report.files.kept} file(s) kept`,
    );
    return Response.json({ dry_run: dryRun, ...report });
  } catch (error) {
    console.error("purge failed:", error);
    return Response.json({ error: (error as Error).message ?? String(error) }, { status: 500 });
  }
});
