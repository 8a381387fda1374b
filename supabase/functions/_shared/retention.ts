/**
 * What the privacy statement promises to delete, deleted: applications once their retention ended
 * (`site.legal.retentionMonths` after the end of the application period they were sent in,
 * `site.campaign`), sent briefings that long after receipt together with every file of theirs, and
 * the files of drafts nobody sent (draft-files.ts). Rows staff marked `aufbewahren` (a
 * contract came about) stay. The database picks the rows, in German calendar months (migration
 * …_purge_expired_applications_and_briefings.sql); Storage deletes files only through its API.
 *
 * A briefing's row goes first: while it exists its files are frozen for everyone (ADR 001,
 * 2026-11-23). Should the file deletion fail after it, the next run finds those files in a folder
 * no briefing or draft holds, older than 30 days, and deletes them as a draft's.
 *
 * Run daily by the Edge Function `purge`, which pg_cron calls (migration …_schedules.sql); ADR 004, 043.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { site } from "../../../src/content/site.ts";
import { purgeDraftFiles, type PurgeReport } from "./draft-files.ts";

type Received = { id: string; created_at: string };
export type ExpiredBriefing = Received & { session_id: string; logo_file_url: string | null };

export type RetentionReport = {
  /** Rows deleted (or, in a dry run, due), without personal data: id and receipt. */
  applications: Received[];
  briefings: Received[];
  files: PurgeReport;
};

export type RetentionOptions = {
  dryRun?: boolean;
  /** The period applications were sent in: ISO days, both included. */
  campaign?: { startDate: string; endDate: string };
  retentionMonths?: number;
  /** The clock of the draft-file age only; the database judges rows by its own. */
  now?: number;
};

export async function purgeExpired(
  client: SupabaseClient,
  {
    dryRun = false,
    campaign = site.campaign,
    retentionMonths = site.legal.retentionMonths,
    now = Date.now(),
  }: RetentionOptions = {},
): Promise<RetentionReport> {
  const applications = await client.rpc("purge_expired_applications", {
    period_start: campaign.startDate,
    period_end: campaign.endDate,
    retention_months: retentionMonths,
    dry_run: dryRun,
  });
  if (applications.error) throw applications.error;
  const briefings = await client.rpc("purge_expired_briefings", {
    retention_months: retentionMonths,
    dry_run: dryRun,
  });
  if (briefings.error) throw briefings.error;
  const expired = (briefings.data ?? []) as ExpiredBriefing[];
  const files = await purgeDraftFiles(client, { dryRun, now, expired });
  const received = ({ id, created_at }: Received) => ({ id, created_at });
  return {
    applications: ((applications.data ?? []) as Received[]).map(received),
    briefings: expired.map(received),
    files,
  };
}
