import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUCKETS, textPath } from "~/features/wizard/uploads/storage";
import { site } from "~/content/site";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { startLocalStack, type LocalStack } from "../supabase/local/server.ts";
import { clientAt, newSessionId, SESSION_HEADER, sessionFolder, type Client } from "./helpers/clients.ts";
import { validBriefing } from "./helpers/fixtures.ts";
import { storeFilesOf } from "./helpers/session-uploads.ts";

// The scheduled purge end to end, as on hosted: the pg_cron job of migration …_schedules.sql
// calls the Edge Function `purge` (real Deno) through pg_net with the cron secret from Vault, and
// the function deletes rows and files through the APIs. A purge acts on the whole database: a
// private stack.

let stack: LocalStack;
let service: Client;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  service = clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);
  // A whole migrated stack of its own: on a busy two-core machine that can take a minute.
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

async function exists(bucket: string, path: string): Promise<boolean> {
  const { data } = await service.storage.from(bucket).download(path);
  return data !== null;
}

/** A briefing whose retention ended a month ago, with a text file in its session's folder. */
async function expiredBriefing() {
  const sessionId = newSessionId();
  const text = textPath(sessionFolder(sessionId), "Texte.pdf");
  const briefing = validBriefing(sessionId, {
    uploaded_texts: [
      {
        id: "t",
        fileName: "Texte.pdf",
        url: service.storage.from(BUCKETS.texts).getPublicUrl(text).data.publicUrl,
        size: 4,
        mimeType: "application/pdf",
        path: text,
      },
    ],
  });
  await storeFilesOf(briefing, service);
  const sent = await clientAt(stack.url, LOCAL_ANON_KEY, { [SESSION_HEADER]: sessionId })
    .from("webseitenkonzeption")
    .insert(briefing);
  expect(sent.error).toBeNull();
  const { rows } = await stack.db.query<{ id: string }>(
    `update public.webseitenkonzeption set created_at = now() - make_interval(months => $2 + 1)
     where session_id = $1 returning id`,
    [sessionId, site.legal.retentionMonths],
  );
  return { id: rows[0]!.id, text };
}

/** A file uploaded by a visitor who never saved a draft, older than the drafts' 30 days. */
async function abandonedFile() {
  const path = textPath(sessionFolder(newSessionId()), "Entwurf.pdf");
  const { error } = await service.storage.from(BUCKETS.texts).upload(path, Buffer.from("%PDF"), {
    contentType: "application/pdf",
  });
  expect(error).toBeNull();
  await stack.db.query(
    `update storage.objects set created_at = now() - interval '40 days', updated_at = now() - interval '40 days'
     where bucket_id = $1 and name = $2`,
    [BUCKETS.texts, path],
  );
  return path;
}

async function answerTo(
  id: unknown,
): Promise<{ status_code: number | null; content: string; error_msg: string | null }> {
  for (let attempt = 0; attempt < 480; attempt++) {
    const { rows } = await stack.db.query<{ status_code: number | null; content: string; error_msg: string | null }>(
      "select status_code, content, error_msg from net._http_response where id = $1",
      [id],
    );
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the purge function never answered the scheduled call");
}

describe("scheduled purge", () => {
  it("is scheduled daily, after the stale drafts' purge", async () => {
    const { rows } = await stack.db.query<{ jobname: string; schedule: string }>(
      "select jobname, schedule from cron.job where jobname like 'purge-%' order by jobname",
    );
    expect(rows).toEqual([
      { jobname: "purge-expired", schedule: "27 3 * * *" },
      { jobname: "purge-stale-wizard-sessions", schedule: "17 3 * * *" },
    ]);
  });

  it("`npm run purge -- --dry-run` asks the function and deletes nothing", async () => {
    const briefing = await expiredBriefing();
    const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/purge.ts", "--dry-run"], {
      env: { ...process.env, SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY },
    });
    expect(stdout).toContain(`would delete briefing ${briefing.id}`);
    expect(stdout).toContain(`would delete ${BUCKETS.texts}/${briefing.text}`);
    expect(await exists(BUCKETS.texts, briefing.text)).toBe(true);
  });

  it("deletes the expired briefing with its file and an abandoned draft's file when the job runs", async () => {
    const briefing = await expiredBriefing();
    const abandoned = await abandonedFile();
    const fresh = textPath(sessionFolder(newSessionId()), "Neu.pdf");
    await service.storage.from(BUCKETS.texts).upload(fresh, Buffer.from("%PDF"), { contentType: "application/pdf" });

    const run = await stack.runCronJob("purge-expired");
    expect(run.status).toBe("succeeded");
    const answer = await answerTo(run.rows[0]?.request_id);
    expect(answer).toMatchObject({ status_code: 200, error_msg: null });
    const report = JSON.parse(answer.content) as { briefings: { id: string }[]; files: { deleted: string[] } };
    expect(report.briefings.map((row) => row.id)).toContain(briefing.id);
    expect(report.files.deleted).toEqual(
      expect.arrayContaining([`${BUCKETS.texts}/${briefing.text}`, `${BUCKETS.texts}/${abandoned}`]),
    );

    expect((await service.from("webseitenkonzeption").select("id").eq("id", briefing.id)).data).toEqual([]);
    expect(await exists(BUCKETS.texts, briefing.text)).toBe(false);
    expect(await exists(BUCKETS.texts, abandoned)).toBe(false);
    expect(await exists(BUCKETS.texts, fresh)).toBe(true);
  });

  it("refuses a call without the cron secret or the service key", async () => {
    for (const key of [LOCAL_ANON_KEY, "local-cron-secret-for-development-onlx"]) {
      const response = await fetch(`${stack.url}/functions/v1/purge`, {
        method: "POST",
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(response.status).toBe(401);
    }
  });
});
