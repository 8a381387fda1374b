import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "./keys.ts";
import { startTestStack, type TestStack } from "./test-stack.ts";

// pg_cron, pg_net and Supabase Vault as hosted has them, created by a migration the way ours do
// (extensions/share/*), and the stack doing what their background workers do.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(`
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net;
    create table public.ticks (at timestamptz not null default now());
    select cron.schedule('tick', '1 seconds', 'insert into public.ticks default values');
  `);
});

afterAll(async () => {
  await stack?.cleanup();
});

async function eventually<T>(probe: () => Promise<T | null | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`never saw ${what}`);
}

const scalar = async <T>(sql: string, params: unknown[] = []) =>
  (await stack.db.query<{ value: T }>(sql, params)).rows[0]?.value;

describe("pg_cron emulation", () => {
  it("runs a job on its schedule and logs the run", async () => {
    await eventually(
      () => scalar<number>("select count(*)::int as value from public.ticks having count(*) > 0"),
      "a tick",
    );
    const run = await eventually(
      () =>
        stack.db
          .query<{ status: string }>("select status from cron.job_run_details where status <> 'running' limit 1")
          .then((r) => r.rows[0]),
      "a finished run",
    );
    expect(run.status).toBe("succeeded");
  });

  it("keeps one job per name, refuses a schedule pg_cron refuses, unschedules by name", async () => {
    await stack.db.query("select cron.schedule('once', '17 3 * * *', 'select 1')");
    await stack.db.query("select cron.schedule('once', '@daily', 'select 2')");
    expect(
      await scalar(
        "select jsonb_agg(jsonb_build_array(schedule, command)) as value from cron.job where jobname = 'once'",
      ),
    ).toEqual([["@daily", "select 2"]]);
    await expect(stack.db.query("select cron.schedule('bad', 'every day', 'select 1')")).rejects.toThrow(
      /invalid schedule/,
    );
    await stack.db.query("select cron.unschedule('once')");
    await expect(stack.db.query("select cron.unschedule('once')")).rejects.toThrow(
      /could not find valid entry for job 'once'/,
    );
  });

  it("runs a job now through the schedule's entry point and records a failure", async () => {
    await stack.db.query("select cron.schedule('fails', '0 0 1 1 *', 'select 1/0')");
    expect(await stack.runCronJob("fails")).toEqual({ status: "failed", return_message: "division by zero", rows: [] });
  });
});

describe("pg_net and vault emulation", () => {
  it("knows the stack's URL and the cron secret, as deploy records them on hosted", async () => {
    const secrets = await stack.db.query<{ name: string; decrypted_secret: string }>(
      "select name, decrypted_secret from vault.decrypted_secrets where name in ('project_url', 'cron_secret') order by name",
    );
    expect(secrets.rows).toEqual([
      { name: "cron_secret", decrypted_secret: "local-cron-secret-for-development-only" },
      { name: "project_url", decrypted_secret: stack.url },
    ]);
  });

  it("performs a queued request and stores the answer under the request's id", async () => {
    const id = await scalar<string>(
      `select net.http_post(
         url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/rest/v1/rpc/nothing',
         headers := jsonb_build_object('Content-Type', 'application/json', 'apikey', $1::text),
         body := '{"a": 1}'::jsonb) as value`,
      [LOCAL_ANON_KEY],
    );
    const response = await eventually(
      () =>
        stack.db
          .query<{ status_code: number; content: string }>(
            "select status_code, content from net._http_response where id = $1",
            [id],
          )
          .then((r) => r.rows[0]),
      "the answer",
    );
    // PostgREST's answer for a function that does not exist: the request really reached the stack.
    expect(response.status_code).toBe(404);
    expect(JSON.parse(response.content)).toMatchObject({ code: "PGRST202" });
  });
});
