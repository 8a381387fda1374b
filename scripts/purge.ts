/**
 * `npm run purge`: deletes what the privacy statement says goes (scripts/retention.ts): applications
 * and sent briefings (with their files) whose retention ended, unless marked `aufbewahren`, and the
 * files of drafts nobody sent. Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service key
 * never goes into the site's build). Run it daily from any scheduler (cron, a CI schedule);
 * `--dry-run` lists what would go without deleting anything. It prints ids, dates and file paths,
 * never a name or an address.
 */
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { flag } from "./cli-args";
import { purgeExpired } from "./retention";

const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceKey) {
  console.error("purge needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY");
  process.exit(2);
}
const client = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket; realtime is never used, but the client constructs it.
  realtime: { transport: WebSocket as never },
});
const dryRun = flag("dry-run");
const verb = dryRun ? "would delete" : "deleted";
const report = await purgeExpired(client, { dryRun });
for (const row of report.applications) console.log(`${verb} application ${row.id} (received ${row.created_at})`);
for (const row of report.briefings) console.log(`${verb} briefing ${row.id} (received ${row.created_at})`);
for (const path of report.files.deleted) console.log(`${verb} ${path}`);
console.log(
  `${report.applications.length} application(s), ${report.briefings.length} briefing(s), ` +
    `${report.files.deleted.length} file(s) ${dryRun ? "to delete" : "deleted"}; ${report.files.kept} file(s) kept`,
);
