import { createHash, randomBytes } from "node:crypto";
import { LOGO_RULES } from "../../src/features/wizard/uploads/file-rules";
import { tusTarget } from "../../src/features/wizard/uploads/resumable-upload";
import { BUCKETS } from "../../src/features/wizard/uploads/storage";
import { WIZARD_SESSION_HEADER } from "../../src/lib/wizard-requests";
import { APP_REQUESTS, type AppRequest } from "./app-requests";

/**
 * The rows of `npm run check:deployment`. Each asks the project what a visitor's
 * browser would meet and leaves nothing behind that the product would not
 * create and remove itself: preflights change nothing, the refused reads and
 * the refused upload store nothing, and the one draft the check saves is
 * discarded again the way the wizard's reset does it.
 */

export type CheckContext = {
  url: string;
  anonKey: string;
  /** Sent as `Origin`: where the site is served from. */
  origin: string;
  /** What the repository says the project must have. */
  expected: { schemaVersion: string; jobs: readonly string[] };
  fetch?: typeof fetch;
};

export type Row = { name: string; run(ctx: CheckContext): Promise<string> };
export type RowResult = { name: string; ok: boolean; detail: string };

/** A row's finding that the project is not as it should be. */
class Failed extends Error {}
function fail(detail: string): never {
  throw new Failed(detail);
}

export async function runChecks(ctx: CheckContext, rows: readonly Row[] = ROWS): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const row of rows) {
    try {
      results.push({ name: row.name, ok: true, detail: await row.run(ctx) });
    } catch (error) {
      const detail = error instanceof Failed ? error.message : `request failed: ${(error as Error).message}`;
      results.push({ name: row.name, ok: false, detail });
    }
  }
  return results;
}

// ── requests ─────────────────────────────────────────────────────────────

/** session_<13-digit ms>_<22 base64url chars>, as the wizard creates one: a session nobody else holds. */
export const newSessionId = () => `session_${Date.now()}_${randomBytes(16).toString("base64url")}`;
const sessionFolder = (sessionId: string) => createHash("sha256").update(sessionId, "utf8").digest("hex");

function send(ctx: CheckContext, path: string, init: RequestInit & { session?: string } = {}): Promise<Response> {
  const { session, headers, ...rest } = init;
  return (ctx.fetch ?? fetch)(`${ctx.url}${path}`, {
    ...rest,
    headers: {
      apikey: ctx.anonKey,
      authorization: `Bearer ${ctx.anonKey}`,
      ...(session ? { [WIZARD_SESSION_HEADER]: session } : {}),
      ...headers,
    },
  });
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const brief = (value: unknown) => JSON.stringify(value).slice(0, 120);

// ── preflights ───────────────────────────────────────────────────────────

// Methods a browser never asks permission for (Fetch standard, CORS-safelisted methods).
const SAFELISTED_METHODS = new Set(["GET", "HEAD", "POST"]);

const listed = (value: string | null) =>
  new Set(
    (value ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** The browser's CORS check of a preflight's answer, for each method the app uses on `request`. */
async function preflight(ctx: CheckContext, request: AppRequest): Promise<string> {
  const path = request.path.replace("<folder>", sessionFolder(newSessionId())).replace("<upload>", "deployment-check");
  for (const method of request.methods) {
    // A preflight carries no credentials: only these headers.
    const response = await (ctx.fetch ?? fetch)(`${ctx.url}${path}`, {
      method: "OPTIONS",
      headers: {
        origin: ctx.origin,
        "access-control-request-method": method,
        "access-control-request-headers": request.headers.join(","),
      },
    });
    await response.body?.cancel();
    if (!response.ok) fail(`${method}: preflight answered ${response.status}`);
    const origin = response.headers.get("access-control-allow-origin");
    if (origin !== "*" && origin !== ctx.origin)
      fail(`${method}: Access-Control-Allow-Origin is ${origin ?? "missing"}`);
    const methods = listed(response.headers.get("access-control-allow-methods"));
    if (!SAFELISTED_METHODS.has(method) && !methods.has(method.toLowerCase()) && !methods.has("*")) {
      fail(`${method}: not among the allowed methods`);
    }
    const allowed = listed(response.headers.get("access-control-allow-headers"));
    // "*" covers every header but Authorization (Fetch standard).
    const missing = request.headers.filter(
      (name) => !allowed.has(name) && !(allowed.has("*") && name !== "authorization"),
    );
    if (missing.length > 0) fail(`${method}: headers not allowed: ${missing.join(", ")}`);
  }
  return `${request.methods.join(", ")} with ${request.headers.length} headers from ${ctx.origin}`;
}

// ── rows ─────────────────────────────────────────────────────────────────

const readsRefused: Row = {
  name: "anonymous reads of applications and briefings refused",
  async run(ctx) {
    for (const table of ["azubiprojekt_bewerbungen", "webseitenkonzeption"]) {
      const response = await send(ctx, `/rest/v1/${table}?select=*&limit=1`);
      const body = await json(response);
      const code = (body as { code?: unknown } | null)?.code;
      if (response.ok || code !== "42501") fail(`${table}: answered ${response.status} ${brief(body)}`);
    }
    return "both answer 42501 (permission denied)";
  },
};

const draftInvisible: Row = {
  name: "another session's draft invisible",
  async run(ctx) {
    const owner = newSessionId();
    const byId = `/rest/v1/wizard_sessions?select=id&id=eq.${owner}`;
    const saved = await send(ctx, "/rest/v1/wizard_sessions?on_conflict=id", {
      method: "POST",
      session: owner,
      headers: { "content-type": "application/json", prefer: "resolution=merge-duplicates,return=minimal" },
      body: JSON.stringify({ id: owner, session_data: {}, current_step: 1 }),
    });
    if (!saved.ok) fail(`saving a draft answered ${saved.status} ${brief(await json(saved))}`);
    let finding: unknown = null;
    try {
      const own = await json(await send(ctx, byId, { session: owner }));
      if (!Array.isArray(own) || own.length !== 1) fail(`its own session does not see the saved draft: ${brief(own)}`);
      const stranger = await json(await send(ctx, byId, { session: newSessionId() }));
      if (!Array.isArray(stranger) || stranger.length > 0) fail(`another session reads it: ${brief(stranger)}`);
      const anyone = await json(await send(ctx, "/rest/v1/wizard_sessions?select=id&limit=1"));
      if (!Array.isArray(anyone) || anyone.length > 0) fail(`a request without session reads drafts: ${brief(anyone)}`);
    } catch (error) {
      finding = error;
    }
    const leftOver = await discard(ctx, owner, byId);
    if (finding instanceof Failed && leftOver) fail(`${finding.message}; ${leftOver}`);
    if (finding) throw finding;
    if (leftOver) fail(leftOver);
    return "saved, seen only by its own session, discarded";
  },
};

/**
 * The wizard's reset: the draft goes, the session is marked discarded (purged with it after 30 days).
 * Says what is left when that failed.
 */
async function discard(ctx: CheckContext, session: string, byId: string): Promise<string | null> {
  const response = await send(ctx, "/rest/v1/rpc/discard_wizard_draft", {
    method: "POST",
    session,
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const left = response.ok ? await json(await send(ctx, byId, { session })) : null;
  if (Array.isArray(left) && left.length === 0) return null;
  return `the check's draft ${session} was not discarded (${response.status}); the daily purge removes it in 30 days`;
}

const overLimitLogo: Row = {
  name: "over-limit logo refused",
  async run(ctx) {
    const session = newSessionId();
    const folder = `logos/${sessionFolder(session)}`;
    const target = tusTarget(
      {
        bucket: BUCKETS.logos,
        path: `${folder}/deployment-check.png`,
        file: { type: "image/png" } as File,
        sessionId: session,
      },
      { supabaseUrl: ctx.url, anonKey: ctx.anonKey },
    );
    const size = LOGO_RULES.maxBytes + 1;
    // The creation request announces the size and carries no byte: the limit is checked before any is stored.
    const created = await (ctx.fetch ?? fetch)(target.endpoint, {
      method: "POST",
      headers: {
        ...target.headers,
        "tus-resumable": "1.0.0",
        "upload-length": String(size),
        "upload-metadata": Object.entries(target.metadata)
          .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
          .join(","),
      },
    });
    const answer = (await created.text()).trim();
    if (created.status !== 413) fail(`a ${size}-byte logo answered ${created.status} ${answer.slice(0, 80)}`);
    const listing = await send(ctx, `/storage/v1/object/list/${BUCKETS.logos}`, {
      method: "POST",
      session,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prefix: folder }),
    });
    const stored = await json(listing);
    if (!listing.ok || !Array.isArray(stored) || stored.length > 0) fail(`its folder lists ${brief(stored)}`);
    return `${size} bytes: 413, nothing stored`;
  },
};

type DeploymentStatus = { schema_version: string | null; cron_jobs: string[] | null };

async function deploymentStatus(ctx: CheckContext): Promise<DeploymentStatus> {
  const response = await send(ctx, "/rest/v1/rpc/deployment_status", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const body = await json(response);
  if (!response.ok) fail(`deployment_status() answered ${response.status} ${brief(body)}`);
  return body as DeploymentStatus;
}

const schemaVersion: Row = {
  name: "schema version",
  async run(ctx) {
    const { schema_version: actual } = await deploymentStatus(ctx);
    const { schemaVersion: expected } = ctx.expected;
    if (actual !== expected) fail(`database ${actual ?? "has no migrations"}, repository ${expected}`);
    return expected;
  },
};

const scheduledJobs: Row = {
  name: "scheduled jobs",
  async run(ctx) {
    const { cron_jobs: jobs } = await deploymentStatus(ctx);
    if (jobs === null) fail("pg_cron is not installed (Database → Extensions → pg_cron)");
    if (ctx.expected.jobs.length === 0) fail("the repository schedules no jobs (supabase/migrations)");
    const missing = ctx.expected.jobs.filter((job) => !jobs.includes(job));
    if (missing.length > 0) fail(`missing: ${missing.join(", ")}`);
    return ctx.expected.jobs.join(", ");
  },
};

const preflightRow = (name: string, request: AppRequest): Row => ({ name, run: (ctx) => preflight(ctx, request) });

export const ROWS: readonly Row[] = [
  preflightRow("Data API preflight", APP_REQUESTS.dataApi),
  preflightRow("storage upload preflight", APP_REQUESTS.storageUpload),
  preflightRow("tus creation preflight", APP_REQUESTS.tusCreation),
  preflightRow("tus upload preflight", APP_REQUESTS.tusUpload),
  readsRefused,
  draftInvisible,
  overLimitLogo,
  schemaVersion,
  scheduledJobs,
];
