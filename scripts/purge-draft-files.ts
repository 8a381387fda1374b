/**
 * `npm run purge:files`: deletes the files of drafts nobody sent (scripts/draft-files.ts).
 * Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service key never goes into the
 * site's build). Run it daily from any scheduler (cron, a CI schedule); `--dry-run` lists
 * what would go without deleting anything.
 */
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { flag } from "./cli-args";
import { purgeDraftFiles } from "./draft-files";

const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceKey) {
  console.error("purge:files needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY");
  process.exit(2);
}
const client = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  // Node 20 has no global WebSocket; realtime is never used, but the client constructs it.
  realtime: { transport: WebSocket as never },
});
const dryRun = flag("dry-run");
const report = await purgeDraftFiles(client, { dryRun });
for (const path of report.deleted) console.log(`${dryRun ? "would delete" : "deleted"} ${path}`);
console.log(`${report.deleted.length} file(s) ${dryRun ? "to delete" : "deleted"}, ${report.kept} kept`);
