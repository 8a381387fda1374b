// Properties of the schema itself, read from the catalog of a private in-memory
// stack (the HTTP stack of the other test files gives no superuser access).
import { readFile } from "node:fs/promises";
import type { Database, Transaction } from "../supabase/local/db.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalStack, type LocalStack } from "../supabase/local/server.ts";
import { isBlank } from "~/schemas/field-rules";
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { clientAt, newSessionId, sessionFolder } from "./helpers/clients.ts";
import { isoDateInDays, validBriefing } from "./helpers/fixtures.ts";
import { storeFilesOf } from "./helpers/session-uploads.ts";

let stack: LocalStack;
let db: Database;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  db = stack.db;
});

afterAll(async () => {
  await stack?.stop();
});

/** Runs work as the anon role with the given x-wizard-session header, then rolls back. */
async function asAnon<T>(sessionId: string | null, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T;
  try {
    await db.transaction(async (tx) => {
      const headers = sessionId ? { "x-wizard-session": sessionId } : {};
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      await tx.query("set local role anon");
      result = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result!;
}
class Rollback {}

const OUR_TABLES = ["azubiprojekt_bewerbungen", "webseitenkonzeption", "wizard_sessions"];

describe("schema", () => {
  it("has RLS enabled on every table in public", async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual(OUR_TABLES);
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
  });

  it("has no policy whose condition is a bare true", async () => {
    const { rows } = await db.query<{ policyname: string; qual: string | null; with_check: string | null }>(
      `select policyname, qual, with_check from pg_policies where schemaname in ('public', 'storage')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const policy of rows) {
      const conditions = [policy.qual, policy.with_check].filter((c): c is string => c !== null);
      expect(conditions.length, policy.policyname).toBeGreaterThan(0);
      for (const condition of conditions) {
        expect(condition.trim().toLowerCase(), policy.policyname).not.toMatch(/^\(?true\)?$/);
      }
    }
  });

  it("grants anon exactly the columns the product writes and nothing table-wide", async () => {
    const { rows: tableGrants } = await db.query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.role_table_grants
        where grantee in ('anon', 'authenticated') and table_schema = 'public'`,
    );
    expect(tableGrants).toEqual([]);

    const { rows } = await db.query<{ table_name: string; privilege_type: string; columns: string[] }>(
      `select table_name, privilege_type, array_agg(column_name::text order by column_name) as columns
         from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public'
        group by table_name, privilege_type order by table_name, privilege_type`,
    );
    const grants = Object.fromEntries(rows.map((r) => [`${r.table_name}.${r.privilege_type}`, r.columns]));
    expect(Object.keys(grants)).toEqual([
      "azubiprojekt_bewerbungen.INSERT",
      "azubiprojekt_bewerbungen.SELECT",
      "webseitenkonzeption.INSERT",
      "webseitenkonzeption.SELECT",
      "wizard_sessions.INSERT",
      "wizard_sessions.SELECT",
      "wizard_sessions.UPDATE",
    ]);
    expect(grants["azubiprojekt_bewerbungen.INSERT"]).not.toContain("id");
    expect(grants["azubiprojekt_bewerbungen.INSERT"]).not.toContain("created_at");
    // Only for ON CONFLICT (request_id); the select policy shows no stored row (…_application_request_key.sql).
    expect(grants["azubiprojekt_bewerbungen.SELECT"]).toEqual(["request_id"]);
    expect(grants["webseitenkonzeption.INSERT"]).not.toContain("id");
    expect(grants["webseitenkonzeption.INSERT"]).not.toContain("created_at");
    expect(grants["webseitenkonzeption.SELECT"]).toEqual(["session_id"]);
    expect(grants["wizard_sessions.INSERT"]).not.toContain("created_at");

    const { rows: authenticated } = await db.query(
      `select 1 from information_schema.column_privileges where grantee = 'authenticated' and table_schema = 'public'`,
    );
    expect(authenticated).toEqual([]);
  });

  it("lets no API role but service_role run functions in public, but for the reset's discard and the deployment check", async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean; service: boolean }>(
      `select proname as name,
              has_function_privilege('anon', oid, 'execute') as anon,
              has_function_privilege('authenticated', oid, 'execute') as authenticated,
              has_function_privilege('service_role', oid, 'execute') as service
         from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(rows.map((row) => row.name)).toContain("purge_stale_wizard_sessions");
    for (const row of rows) {
      // discard_wizard_draft acts on the caller's own session only (…_reset_deletes_draft_and_files.sql);
      // deployment_status answers the schema version and job names (…_deployment_status.sql).
      expect(row, row.name).toEqual({
        name: row.name,
        anon: row.name === "discard_wizard_draft" || row.name === "deployment_status",
        authenticated: false,
        service: true,
      });
    }
  });

  it("pins search_path on every security definer function", async () => {
    const { rows } = await db.query<{ name: string; config: string[] | null }>(
      `select p.oid::regprocedure::text as name, p.proconfig as config from pg_proc p
        where p.prosecdef and p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const fn of rows) expect(fn.config ?? [], fn.name).toContain('search_path=""');
  });

  it("schedules the purge of stale drafts with pg_cron, as on hosted", async () => {
    const { rows } = await db.query(`select schedule from cron.job where jobname = 'purge-stale-wizard-sessions'`);
    expect(rows).toEqual([{ schedule: "17 3 * * *" }]);
  });

  it("re-applies the bucket migration without error (upsert)", async () => {
    const sql = await readFile(
      new URL("../supabase/migrations/20261121000500_storage_buckets.sql", import.meta.url),
      "utf8",
    );
    await db.exec(sql);
    const { rows } = await db.query<{ id: string; public: boolean; file_size_limit: number }>(
      `select id, public, file_size_limit::int from storage.buckets order by id`,
    );
    expect(rows).toEqual([
      { id: "azubiprojekt-logos", public: true, file_size_limit: 10485760 },
      { id: "konfigurator-bilder", public: true, file_size_limit: 26214400 },
      { id: "konfigurator-texte", public: true, file_size_limit: 10485760 },
    ]);
  });
});

describe("completion date of a sent briefing (private.check_webseitenkonzeption_dates)", () => {
  it("is checked when it is written, so staff can still update a briefing whose date has passed", async () => {
    const service = clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);
    const briefing = validBriefing(newSessionId());
    await storeFilesOf(briefing, service);
    const sent = await service.from("webseitenkonzeption").insert(briefing).select("id").single();
    expect(sent.error).toBeNull();
    const id = sent.data!.id;
    // Weeks later: time moved on (triggers off for this one write, as time needs none).
    await db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica");
      await tx.query("update public.webseitenkonzeption set projekt_deadline = current_date - 30 where id = $1", [id]);
    });

    const marked = await service.from("webseitenkonzeption").update({ aufbewahren: true }).eq("id", id);
    expect(marked.error).toBeNull();

    const moved = await service
      .from("webseitenkonzeption")
      .update({ projekt_deadline: isoDateInDays(5) })
      .eq("id", id);
    expect(moved.error).toMatchObject({ code: "23514" });
    expect(moved.error?.message).toContain("webseitenkonzeption_projekt_deadline_window");
  });
});

describe("session helpers", () => {
  it("hash the session id in SQL exactly as the browser does", async () => {
    const id = newSessionId();
    const { rows } = await db.query<{ folder: string }>("select private.wizard_session_folder($1) as folder", [id]);
    expect(rows[0]!.folder).toBe(sessionFolder(id));
  });

  it("read only a well-formed session id from the request header", async () => {
    const id = newSessionId();
    const read = (header: string | null) =>
      asAnon(
        header,
        async (tx) => (await tx.query<{ id: string | null }>("select private.wizard_session_id() as id")).rows[0]!.id,
      );
    expect(await read(id)).toBe(id);
    expect(await read(null)).toBeNull();
    expect(await read(`${id}'; drop table x; --`)).toBeNull();
    expect(await read("session_123_short")).toBeNull();
  });
});

describe("blank text (private.is_blank)", () => {
  // A required text the wizard accepts must land, and one the server refuses must be refused
  // in the form first: both sides must call the same characters blank.
  it("calls the same characters blank as the client's isBlank, over planes 0, 1 and 14", async () => {
    const { rows } = await db.query<{ code_point: number }>(
      `select code_point from (
         select generate_series(1, 131071) as code_point
         union all select generate_series(917504, 921599)
       ) as candidates
       where code_point not between 55296 and 57343 -- surrogates are no characters
         and private.is_blank(chr(code_point))
       order by code_point`,
    );
    const server = rows.map((row) => row.code_point);
    const client: number[] = [];
    for (const [first, last] of [
      [1, 131071],
      [917504, 921599],
    ]) {
      for (let codePoint = first!; codePoint <= last!; codePoint++) {
        if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
        if (isBlank(String.fromCodePoint(codePoint))) client.push(codePoint);
      }
    }
    expect(server).toEqual(client);
    // Neither side calls everything blank: a sanity check of the comparison itself.
    expect(server).toContain(0x200b);
    expect(server).not.toContain(0x41);
    expect(server.length).toBeLessThan(4_500);
  });

  it("needs only one visible character among invisible ones", async () => {
    const { rows } = await db.query<{ blank: boolean }>(
      "select private.is_blank(x) as blank from unnest($1::text[]) with ordinality as t(x, n) order by n",
      [["", "\u200b\u00a0\u3164", "\u200bA\u200d", "\u{1f600}", "\u0085\t"]],
    );
    expect(rows.map((row) => row.blank)).toEqual([true, true, false, false, true]);
  });
});

describe("purge_stale_wizard_sessions", () => {
  it("is refused to anon", async () => {
    await expect(asAnon(null, (tx) => tx.query("select public.purge_stale_wizard_sessions()"))).rejects.toThrow(
      /permission denied/,
    );
  });

  it("deletes drafts not saved for 30 days and keeps the rest", async () => {
    const fresh = newSessionId();
    const stale = newSessionId();
    await db.query(
      `insert into public.wizard_sessions (id, session_data, updated_at) values ($1, '{}', now()), ($2, '{}', now())`,
      [fresh, stale],
    );
    // The write guard clamps but never backdates, so age the row the way time would.
    await db.query(`alter table public.wizard_sessions disable trigger guard_wizard_session_write`);
    await db.query(`update public.wizard_sessions set updated_at = now() - interval '31 days' where id = $1`, [stale]);
    await db.query(`alter table public.wizard_sessions enable trigger guard_wizard_session_write`);

    await db.query("set role service_role");
    try {
      const { rows } = await db.query<{ purged: number }>("select public.purge_stale_wizard_sessions() as purged");
      expect(rows[0]!.purged).toBe(1);
    } finally {
      await db.query("reset role");
    }
    const { rows } = await db.query<{ id: string }>("select id from public.wizard_sessions where id = any($1)", [
      [fresh, stale],
    ]);
    expect(rows).toEqual([{ id: fresh }]);
  });

  it("also forgets, 30 days on, which sessions were reset", async () => {
    const [fresh, stale] = [newSessionId(), newSessionId()];
    for (const id of [fresh, stale]) await asAnonCommitted(id, "select public.discard_wizard_draft()");
    await db.query(
      `update private.discarded_wizard_sessions set discarded_at = now() - interval '31 days' where folder = $1`,
      [sessionFolder(stale)],
    );
    await db.query("set role service_role");
    try {
      await db.query("select public.purge_stale_wizard_sessions()");
    } finally {
      await db.query("reset role");
    }
    const { rows } = await db.query<{ folder: string }>(
      "select folder from private.discarded_wizard_sessions where folder = any($1)",
      [[sessionFolder(fresh), sessionFolder(stale)]],
    );
    expect(rows).toEqual([{ folder: sessionFolder(fresh) }]);
  });
});

/** Runs one statement as anon with the x-wizard-session header, committed. */
async function asAnonCommitted(sessionId: string, sql: string) {
  await db.transaction(async (tx) => {
    await tx.query("select set_config('request.headers', $1, true)", [
      JSON.stringify({ "x-wizard-session": sessionId }),
    ]);
    await tx.query("set local role anon");
    await tx.query(sql);
  });
}
