/**
 * Files nobody may keep any more. The database purges a wizard session untouched
 * for `serverDraftDays` (migration …_purge_stale_wizard_sessions.sql), but its
 * files live in Storage, which refuses deletes by SQL (they must go through the
 * Storage API, or the stored bytes would stay). This removes, with the service
 * key, every uploaded text, image and logo whose session folder belongs to
 * neither a saved draft nor a sent briefing, and every logo without a folder
 * (uploaded before logos had one) that neither names, once the
 * file is older than the same number of days (a visitor may upload before the
 * first autosave). Files of sent briefings stay, except those of `expired`
 * briefings (retention.ts, which deletes their rows first): those go
 * whatever their age, unless a draft or another briefing still names them.
 *
 * Run on a schedule by the Edge Function `purge` (retention.ts).
 */
import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { site } from "../../../src/content/site.ts";
import { BUCKETS } from "../../../src/features/wizard/uploads/buckets.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 1000;
const LIST_PAGE = 100;

type Listed = { name: string; id: string | null; created_at: string | null; updated_at: string | null };

export type PurgeReport = { deleted: string[]; kept: number };

const folderOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

/**
 * `logos/<name>` of a public logo URL, or null. Drafts are whatever a visitor's browser saved, so
 * anything may stand here: only a URL of the shape the wizard stores counts, and one whose escapes
 * do not decode names nothing. Before, one draft with `%E0%A4%A` in it threw, and every purge
 * after it stopped before deleting a single file (an audit, 2026-11-29).
 */
const LOGO_URL = new RegExp(`^https?://[^/?#]+(?:/[^?#]*)?/storage/v1/object/public/${BUCKETS.logos}/(logos/[^?#]+)$`);
function logoPathOf(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const path = LOGO_URL.exec(url)?.[1];
  if (path === undefined || path.includes("/object/public/")) return null;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The logo URL a saved draft names; a draft that is no JSON names none. */
function draftLogo(sessionData: unknown): unknown {
  let record = sessionData;
  if (typeof sessionData === "string") {
    try {
      record = JSON.parse(sessionData) as unknown;
    } catch {
      return undefined;
    }
  }
  return (record as { data?: { logo_file_url?: unknown } } | null)?.data?.logo_file_url;
}

async function allRows<T>(fetchPage: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>) {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await fetchPage(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

async function list(client: SupabaseClient, bucket: string, prefix: string): Promise<Listed[]> {
  const entries: Listed[] = [];
  for (let offset = 0; ; offset += LIST_PAGE) {
    const { data, error } = await client.storage.from(bucket).list(prefix, { limit: LIST_PAGE, offset });
    if (error) throw error;
    entries.push(...((data ?? []) as Listed[]));
    if ((data ?? []).length < LIST_PAGE) return entries;
  }
}

const olderThan = (entry: Listed, cutoff: number) => {
  const at = Date.parse(entry.updated_at ?? entry.created_at ?? "");
  return Number.isFinite(at) && at < cutoff;
};

export async function purgeDraftFiles(
  client: SupabaseClient,
  {
    now = Date.now(),
    maxAgeDays = site.legal.serverDraftDays,
    dryRun = false,
    expired = [],
  }: {
    now?: number;
    maxAgeDays?: number;
    dryRun?: boolean;
    /** Briefings whose retention ended; in a dry run their rows still exist. */
    expired?: readonly { session_id: string; logo_file_url: string | null }[];
  } = {},
): Promise<PurgeReport> {
  const cutoff = now - maxAgeDays * DAY_MS;
  const sessions = await allRows<{ id: string; session_data: unknown }>((from, to) =>
    client.from("wizard_sessions").select("id, session_data").range(from, to),
  );
  const expiredIds = new Set(expired.map((briefing) => briefing.session_id));
  const briefings = (
    await allRows<{ session_id: string; logo_file_url: string | null }>((from, to) =>
      client.from("webseitenkonzeption").select("session_id, logo_file_url").range(from, to),
    )
  ).filter((briefing) => !expiredIds.has(briefing.session_id));
  const keptFolders = new Set([
    ...sessions.map((s) => folderOf(s.id)),
    ...briefings.map((b) => folderOf(b.session_id)),
  ]);
  const keptLogos = new Set(
    [...sessions.map((s) => draftLogo(s.session_data)), ...briefings.map((b) => b.logo_file_url)]
      .map(logoPathOf)
      .filter((path): path is string => path !== null),
  );
  const expiredFolders = new Set([...expiredIds].map(folderOf));
  const expiredLogos = new Set(expired.map((briefing) => logoPathOf(briefing.logo_file_url)));

  const report: PurgeReport = { deleted: [], kept: 0 };
  const remove = async (bucket: string, paths: string[]) => {
    if (paths.length === 0) return;
    if (!dryRun) {
      const { error } = await client.storage.from(bucket).remove(paths);
      if (error) throw error;
    }
    report.deleted.push(...paths.map((path) => `${bucket}/${path}`));
  };

  for (const [bucket, root] of [
    [BUCKETS.texts, "texts"],
    [BUCKETS.images, "uploads"],
    [BUCKETS.logos, "logos"],
  ] as const) {
    for (const folder of await list(client, bucket, root)) {
      if (folder.id !== null) continue; // a file right under the root: no session's
      const files = (await list(client, bucket, `${root}/${folder.name}`)).filter((entry) => entry.id !== null);
      if (keptFolders.has(folder.name)) {
        report.kept += files.length;
        continue;
      }
      const stale = expiredFolders.has(folder.name) ? files : files.filter((file) => olderThan(file, cutoff));
      report.kept += files.length - stale.length;
      await remove(
        bucket,
        stale.map((file) => `${root}/${folder.name}/${file.name}`),
      );
    }
  }
  const logos = (await list(client, BUCKETS.logos, "logos")).filter((entry) => entry.id !== null);
  const staleLogos = logos.filter(
    (logo) =>
      !keptLogos.has(`logos/${logo.name}`) && (expiredLogos.has(`logos/${logo.name}`) || olderThan(logo, cutoff)),
  );
  report.kept += logos.length - staleLogos.length;
  await remove(
    BUCKETS.logos,
    staleLogos.map((logo) => `logos/${logo.name}`),
  );
  return report;
}
