import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { checkDeployment, formatTable } from "../scripts/check-deployment.ts";
import type { RowResult } from "../scripts/deployment/checks.ts";
import { scheduledJobs } from "../scripts/deployment/repository.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { serviceClient, stackUrl } from "./helpers/clients";

/**
 * `npm run check:deployment` against the local stack: every row green, and each
 * row red when the project answers wrongly for it. The wrong answers come from a
 * fetch in front of the stack that changes only the requests of one row.
 */

type Tamper = (request: Request) => Response | undefined | Promise<Response | undefined>;

/** The real stack, except where `tamper` answers instead. */
function tampered(tamper: Tamper): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return (await tamper(request.clone())) ?? fetch(request);
  };
}

const check = (tamper?: Tamper) =>
  checkDeployment({ url: stackUrl(), anonKey: LOCAL_ANON_KEY, fetch: tamper ? tampered(tamper) : undefined });

const path = (request: Request) => new URL(request.url).pathname;
const failing = (results: RowResult[]) => results.filter((row) => !row.ok).map((row) => row.name);

/** A preflight answer that allows what was asked, minus what `drop` removes. */
function preflightAnswer(request: Request, drop: { header?: string; method?: string; origin?: boolean }) {
  const asked = (request.headers.get("access-control-request-headers") ?? "").split(",");
  return new Response(null, {
    status: 200,
    headers: {
      ...(drop.origin ? {} : { "access-control-allow-origin": "*" }),
      "access-control-allow-methods": ["GET", "POST", "PATCH", "HEAD", "DELETE"]
        .filter((m) => m !== drop.method)
        .join(", "),
      "access-control-allow-headers": asked.filter((name) => name !== drop.header).join(", "),
    },
  });
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let baseline: RowResult[];
beforeAll(async () => {
  baseline = await check();
});

describe("check:deployment against the local stack", () => {
  it("prints every row green", () => {
    expect(failing(baseline)).toEqual([]);
    expect(baseline.map((row) => row.name)).toHaveLength(9);
    expect(formatTable(baseline)).toMatch(/^ok {4}Data API preflight/);
  });

  /** Runs the check with `tamper` and expects exactly `row` to turn red, with `detail` in its line. */
  async function expectOnlyRed(row: string, detail: RegExp, tamper: Tamper) {
    const results = await check(tamper);
    expect(failing(results)).toEqual([row]);
    expect(results.find((result) => result.name === row)!.detail).toMatch(detail);
  }

  it("fails the Data API preflight when a header the app sends is not allowed", async () => {
    await expectOnlyRed("Data API preflight", /x-wizard-session/, (request) =>
      request.method === "OPTIONS" && path(request).startsWith("/rest/v1/")
        ? preflightAnswer(request, { header: "x-wizard-session" })
        : undefined,
    );
  });

  it("fails the storage upload preflight without Access-Control-Allow-Origin", async () => {
    await expectOnlyRed("storage upload preflight", /Allow-Origin is missing/, (request) =>
      request.method === "OPTIONS" && path(request).startsWith("/storage/v1/object/")
        ? preflightAnswer(request, { origin: true })
        : undefined,
    );
  });

  it("fails the tus creation preflight when a tus header is not allowed", async () => {
    await expectOnlyRed("tus creation preflight", /upload-length/, (request) =>
      request.method === "OPTIONS" && path(request) === "/storage/v1/upload/resumable"
        ? preflightAnswer(request, { header: "upload-length" })
        : undefined,
    );
  });

  it("fails the tus upload preflight when PATCH is not allowed", async () => {
    await expectOnlyRed("tus upload preflight", /PATCH: not among the allowed methods/, (request) =>
      request.method === "OPTIONS" && path(request).startsWith("/storage/v1/upload/resumable/")
        ? preflightAnswer(request, { method: "PATCH" })
        : undefined,
    );
  });

  it("fails when applications are readable, even as an empty list", async () => {
    await expectOnlyRed(
      "anonymous reads of applications and briefings refused",
      /azubiprojekt_bewerbungen: answered 200/,
      (request) => (path(request) === "/rest/v1/azubiprojekt_bewerbungen" ? jsonAnswer(200, []) : undefined),
    );
  });

  it("fails when briefings are readable", async () => {
    await expectOnlyRed(
      "anonymous reads of applications and briefings refused",
      /webseitenkonzeption: answered 200/,
      (request) => (path(request) === "/rest/v1/webseitenkonzeption" ? jsonAnswer(200, [{ id: 1 }]) : undefined),
    );
  });

  it("fails when another session reads the draft, and still discards it", async () => {
    let owner = "";
    await expectOnlyRed("another session's draft invisible", /another session reads it/, (request) => {
      const session = request.headers.get("x-wizard-session");
      const id = new URL(request.url).searchParams.get("id")?.replace(/^eq\./, "");
      if (request.method === "GET" && path(request) === "/rest/v1/wizard_sessions" && id && id !== session) {
        owner = id;
        return jsonAnswer(200, [{ id }]);
      }
      return undefined;
    });
    const { data } = await serviceClient().from("wizard_sessions").select("id").eq("id", owner);
    expect(owner).toMatch(/^session_/);
    expect(data).toEqual([]);
  });

  it("fails and names the draft when it cannot discard it", async () => {
    let owner = "";
    await expectOnlyRed(
      "another session's draft invisible",
      /draft session_\S+ was not discarded \(500\)/,
      (request) => {
        if (path(request) !== "/rest/v1/rpc/discard_wizard_draft") return undefined;
        owner = request.headers.get("x-wizard-session")!;
        return jsonAnswer(500, { message: "down" });
      },
    );
    const drafts = serviceClient().from("wizard_sessions");
    expect((await drafts.select("id").eq("id", owner)).data).toEqual([{ id: owner }]);
    await serviceClient().from("wizard_sessions").delete().eq("id", owner);
  });

  it("fails when an over-limit logo is accepted", async () => {
    await expectOnlyRed("over-limit logo refused", /answered 201/, (request) =>
      request.method === "POST" && path(request) === "/storage/v1/upload/resumable"
        ? new Response(null, { status: 201, headers: { location: `${request.url}/x` } })
        : undefined,
    );
  });

  /** deployment_status() as the stack answers it, with `change` applied. */
  const statusWith =
    (change: Record<string, unknown>): Tamper =>
    async (request) => {
      if (path(request) !== "/rest/v1/rpc/deployment_status") return undefined;
      const real = (await (await fetch(request)).json()) as Record<string, unknown>;
      return jsonAnswer(200, { ...real, ...change });
    };

  it("fails when the database's schema is older than the repository's", async () => {
    await expectOnlyRed(
      "schema version",
      /database 20261129000500, repository \d{14}/,
      statusWith({ schema_version: "20261129000500" }),
    );
  });

  it("passes the jobs row only when every job the migrations schedule exists", async () => {
    const status = (cronJobs: string[] | null) => statusWith({ cron_jobs: cronJobs });
    const row = (results: RowResult[]) => results.find((result) => result.name === "scheduled jobs")!;

    const jobs = await scheduledJobs();
    expect(jobs).toContain("purge-stale-wizard-sessions");

    const complete = await check(status(["other-job", ...jobs]));
    expect(failing(complete)).toEqual([]);
    const oneMissing = await check(status(jobs.slice(1)));
    expect(row(oneMissing)).toMatchObject({ ok: false, detail: `missing: ${jobs[0]}` });
    expect(row(await check(status(null)))).toMatchObject({ ok: false, detail: expect.stringMatching(/pg_cron/) });
  });
});

describe("check:deployment refuses bad input before any request", () => {
  const spy = vi.fn<typeof fetch>();
  it.each([
    [
      "a URL with a path",
      { url: "https://abcdefghijklmnopqrst.supabase.co/rest/v1", anonKey: LOCAL_ANON_KEY },
      /without path/,
    ],
    [
      "plain http to another host",
      { url: "http://abcdefghijklmnopqrst.supabase.co", anonKey: LOCAL_ANON_KEY },
      /https/,
    ],
    ["no URL at all", { url: "", anonKey: LOCAL_ANON_KEY }, /--url is missing/],
    ["a key that is no JWT", { url: "https://abcdefghijklmnopqrst.supabase.co", anonKey: "abc" }, /neither a JWT/],
    [
      "the service_role key",
      { url: "https://abcdefghijklmnopqrst.supabase.co", anonKey: LOCAL_SERVICE_ROLE_KEY },
      /service_role/,
    ],
  ])("%s", async (_, input, message) => {
    await expect(checkDeployment({ ...input, fetch: spy })).rejects.toThrow(message);
    expect(spy).not.toHaveBeenCalled();
  });

  it("as a command: one line on stderr, exit code 2", async () => {
    const run = promisify(execFile)("npx", [
      "tsx",
      "scripts/check-deployment.ts",
      "--url",
      "ftp://x",
      "--anon-key",
      "k",
    ]);
    const error = (await run.catch((failure: unknown) => failure)) as { code: number; stderr: string; stdout: string };
    expect(error.code).toBe(2);
    expect(error.stdout).toBe("");
    expect(error.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^check:deployment: --url "ftp:\/\/x" /)]);
  });
});
