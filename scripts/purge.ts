/**
 * `npm run purge`: runs the purge now, outside its daily schedule: calls the Edge Function `purge`
 * (supabase/functions/purge, the one home of what the privacy statement says goes) with the
 * service key and prints its report. Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the
 * service key never goes into the site's build). `--dry-run` lists what would go without
 * deleting anything. It prints ids, dates and file paths, never a name or an address.
 */
import { flag } from "./cli-args";

type Report = {
  applications: { id: string; created_at: string }[];
  briefings: { id: string; created_at: string }[];
  files: { deleted: string[]; kept: number };
};

const url = process.env.SUPABASE_URL?.replace(/\/+$/, "");
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceKey) {
  console.error("purge needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY");
  process.exit(2);
}
const dryRun = flag("dry-run");
const response = await fetch(`${url}/functions/v1/purge`, {
  method: "POST",
  headers: { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey, "Content-Type": "application/json" },
  body: JSON.stringify({ dry_run: dryRun }),
}).catch((error: Error) => {
  console.error(`purge: ${url} not reachable: ${error.message}`);
  process.exit(1);
});
if (!response.ok) {
  console.error(`purge: the function answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  process.exit(1);
}
const report = (await response.json()) as Report;
const verb = dryRun ? "would delete" : "deleted";
for (const row of report.applications) console.log(`${verb} application ${row.id} (received ${row.created_at})`);
for (const row of report.briefings) console.log(`${verb} briefing ${row.id} (received ${row.created_at})`);
for (const path of report.files.deleted) console.log(`${verb} ${path}`);
console.log(
  `${report.applications.length} application(s), ${report.briefings.length} briefing(s), ` +
    `${report.files.deleted.length} file(s) ${dryRun ? "to delete" : "deleted"}; ${report.files.kept} file(s) kept`,
);
