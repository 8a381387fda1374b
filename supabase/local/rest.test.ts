import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, signJwt } from "./keys.ts";
import { startTestStack, type TestStack } from "./test-stack.ts";

const SQL = `
create table public.notes (
  id int primary key,
  title text not null check (char_length(title) <= 20),
  body text,
  tags text[] not null default '{}',
  data jsonb,
  code varchar(5),
  parent_id int references public.notes (id),
  created_at timestamptz not null default now()
);
alter table public.notes enable row level security;
grant select, insert, update, delete on public.notes to anon, service_role;
create policy notes_anyone on public.notes for all to anon using (true) with check (true);

-- A draft per wizard session, visible only to the holder of the x-wizard-session header.
create table public.drafts (id text primary key, payload jsonb not null, step int not null default 1);
alter table public.drafts enable row level security;
grant select, insert, update on public.drafts to anon;
grant all on public.drafts to service_role;
create policy drafts_read on public.drafts for select to anon
  using (id = current_setting('request.headers', true)::json ->> 'x-wizard-session');
create policy drafts_create on public.drafts for insert to anon
  with check (id = current_setting('request.headers', true)::json ->> 'x-wizard-session');
create policy drafts_change on public.drafts for update to anon
  using (id = current_setting('request.headers', true)::json ->> 'x-wizard-session')
  with check (id = current_setting('request.headers', true)::json ->> 'x-wizard-session');

-- No grant to anon at all: hosted projects no longer grant tables automatically.
create table public.secrets (id int primary key, value text);
alter table public.secrets enable row level security;
grant all on public.secrets to service_role;

create table public.claims_echo (id serial primary key, role text default auth.role(), sub uuid default auth.uid(), method text default current_setting('request.method', true), path text default current_setting('request.path', true));
grant select, insert on public.claims_echo to anon, authenticated, service_role;
grant usage on sequence public.claims_echo_id_seq to anon, authenticated, service_role;

create function public.add_numbers(a int, b int default 10) returns int language sql as $$ select a + b $$;
create function public.notes_tagged(tag text) returns setof public.notes language sql stable
  as $$ select * from public.notes where tag = any(tags) order by id $$;
create function public.nothing() returns void language sql as $$ select $$;
create function public.service_only() returns text language sql as $$ select 'ok' $$;
revoke execute on function public.service_only() from public;
grant execute on function public.service_only() to service_role;
`;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack(SQL);
});
afterAll(async () => {
  await stack?.cleanup();
});

async function resetNotes() {
  const service = stack.service();
  await service.from("notes").delete().gte("id", 0);
  const { error } = await service.from("notes").insert([
    { id: 1, title: "alpha", body: "first", tags: ["a", "b"], data: { n: 1 } },
    { id: 2, title: "beta", body: null, tags: ["b"], data: { n: 2 } },
    { id: 3, title: "Gamma", body: "third", tags: [], data: null },
    { id: 4, title: "delta", body: "it's", tags: ["c"], data: { n: 4, deep: { x: "y" } } },
  ]);
  expect(error).toBeNull();
}

describe("REST reads", () => {
  beforeEach(resetNotes);

  it("selects columns with filters, order and limit", async () => {
    const { data, error, status } = await stack
      .anon()
      .from("notes")
      .select("id,title")
      .gt("id", 1)
      .lte("id", 4)
      .order("id", { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 4, title: "delta" },
      { id: 3, title: "Gamma" },
    ]);
  });

  it("supports in, is, neq, like, ilike, not, or, contains and aliases", async () => {
    const anon = stack.anon();
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const { data, error } = await q;
      expect(error).toBeNull();
      return data!.map((r) => r.id).sort();
    };
    expect(await ids(anon.from("notes").select("id").in("id", [1, 3, 99]))).toEqual([1, 3]);
    expect(await ids(anon.from("notes").select("id").is("body", null))).toEqual([2]);
    expect(await ids(anon.from("notes").select("id").neq("title", "alpha"))).toEqual([2, 3, 4]);
    expect(await ids(anon.from("notes").select("id").like("title", "%ta"))).toEqual([2, 4]);
    expect(await ids(anon.from("notes").select("id").ilike("title", "g%"))).toEqual([3]);
    expect(await ids(anon.from("notes").select("id").not("body", "is", null))).toEqual([1, 3, 4]);
    expect(await ids(anon.from("notes").select("id").or("id.eq.1,title.eq.Gamma"))).toEqual([1, 3]);
    expect(await ids(anon.from("notes").select("id").contains("tags", ["b"]))).toEqual([1, 2]);
    expect(await ids(anon.from("notes").select("id").eq("data->>n", "4"))).toEqual([4]);
    const { data } = await anon.from("notes").select("key:id,heading:title").eq("id", 1);
    expect(data).toEqual([{ key: 1, heading: "alpha" }]);
  });

  it("orders with nulls first/last and pages with range and exact count", async () => {
    const anon = stack.anon();
    const { data: nullsFirst } = await anon
      .from("notes")
      .select("id")
      .order("body", { ascending: true, nullsFirst: true });
    expect(nullsFirst!.map((r) => r.id)).toEqual([2, 1, 4, 3]);
    const { data, count, status } = await anon.from("notes").select("id", { count: "exact" }).order("id").range(1, 2);
    expect(data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(count).toBe(4);
    expect(status).toBe(206);
  });

  it("returns jsonb and arrays as JSON and timestamps as PostgREST does", async () => {
    const { data } = await stack.anon().from("notes").select("data,tags,created_at").eq("id", 4).single();
    expect(data!.data).toEqual({ n: 4, deep: { x: "y" } });
    expect(data!.tags).toEqual(["c"]);
    expect(data!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it("single() answers 406 PGRST116 unless exactly one row matches; maybeSingle() gives null", async () => {
    const anon = stack.anon();
    const none = await anon.from("notes").select("*").eq("id", 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: "PGRST116",
      details: "The result contains 0 rows",
      message: "Cannot coerce the result to a single JSON object",
    });
    const many = await anon.from("notes").select("*").in("id", [1, 2]).single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: "PGRST116", details: "The result contains 2 rows" });
    const maybe = await anon.from("notes").select("*").eq("id", 99).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe("REST writes", () => {
  beforeEach(resetNotes);

  it("inserts with return=minimal (201, no body) and return=representation (201, rows)", async () => {
    const anon = stack.anon();
    const minimal = await anon.from("notes").insert({ id: 10, title: "ten" });
    expect(minimal).toMatchObject({ error: null, data: null, status: 201 });
    const repr = await anon
      .from("notes")
      .insert([
        { id: 11, title: "eleven", tags: [] },
        { id: 12, title: "twelve", tags: ["x"] },
      ])
      .select("id,title,tags");
    expect(repr.status).toBe(201);
    expect(repr.data).toEqual([
      { id: 11, title: "eleven", tags: [] },
      { id: 12, title: "twelve", tags: ["x"] },
    ]);
  });

  it("sends missing keys of a bulk insert as null, or as column defaults when defaultToNull is false", async () => {
    const asNull = await stack
      .anon()
      .from("notes")
      .insert([
        { id: 15, title: "a", tags: ["t"] },
        { id: 16, title: "b" },
      ]);
    expect(asNull.status).toBe(400);
    expect(asNull.error?.code).toBe("23502");
    const { data, error } = await stack
      .anon()
      .from("notes")
      .insert(
        [
          { id: 13, title: "a", tags: ["t"] },
          { id: 14, title: "b" },
        ],
        { defaultToNull: false },
      )
      .select("id,tags");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 13, tags: ["t"] },
      { id: 14, tags: [] },
    ]);
  });

  it("upserts with merge-duplicates and ignore-duplicates", async () => {
    const anon = stack.anon();
    const merged = await anon.from("notes").upsert({ id: 1, title: "alpha2" }).select("id,title,body");
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ id: 1, title: "alpha2", body: "first" }]);
    const ignored = await anon
      .from("notes")
      .upsert({ id: 2, title: "ignored" }, { ignoreDuplicates: true })
      .select("id");
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const byTitle = await anon.from("notes").upsert({ id: 3, title: "Gamma", body: "new" }, { onConflict: "id" });
    expect(byTitle.error).toBeNull();
    const { data } = await anon.from("notes").select("id,title,body").in("id", [1, 2, 3]).order("id");
    expect(data).toEqual([
      { id: 1, title: "alpha2", body: "first" },
      { id: 2, title: "beta", body: null },
      { id: 3, title: "Gamma", body: "new" },
    ]);
  });

  it("answers an upsert as PostgREST: 201 when it inserted a row, 200 when every row was there and merged", async () => {
    const anon = stack.anon();
    const upsert = (rows: object, prefer: string) =>
      fetch(`${stack.url}/rest/v1/notes`, {
        method: "POST",
        headers: {
          apikey: LOCAL_ANON_KEY,
          authorization: `Bearer ${LOCAL_ANON_KEY}`,
          "content-type": "application/json",
          prefer,
        },
        body: JSON.stringify(rows),
      });
    const fresh = await anon.from("notes").upsert({ id: 40, title: "neu" }).select("id");
    expect(fresh.status).toBe(201);
    const merged = await anon.from("notes").upsert({ id: 40, title: "neu2" }).select("id,title");
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: 40, title: "neu2" }]);
    const minimal = await anon.from("notes").upsert({ id: 40, title: "neu3" });
    expect(minimal.status).toBe(200);
    // One new row among existing ones is an insert; only a body of existing rows is 200.
    const both = (first: string, second: string) => [
      { id: 40, title: first },
      { id: 41, title: second },
    ];
    expect((await upsert(both("a", "b"), "resolution=merge-duplicates")).status).toBe(201);
    expect((await upsert(both("c", "d"), "resolution=merge-duplicates")).status).toBe(200);
    // A row skipped as a duplicate was not inserted, yet PostgREST answers 201 for ignore-duplicates.
    expect((await upsert([{ id: 40, title: "e" }], "resolution=ignore-duplicates")).status).toBe(201);
    const { data } = await anon.from("notes").select("id,title").in("id", [40, 41]).order("id");
    expect(data).toEqual([
      { id: 40, title: "c" },
      { id: 41, title: "d" },
    ]);
  });

  it("updates and deletes only the filtered rows", async () => {
    const anon = stack.anon();
    const updated = await anon
      .from("notes")
      .update({ body: "changed", data: { k: [1, 2] } })
      .lt("id", 3)
      .select("id,body,data");
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([
      { id: 1, body: "changed", data: { k: [1, 2] } },
      { id: 2, body: "changed", data: { k: [1, 2] } },
    ]);
    const quiet = await anon.from("notes").update({ body: "q" }).eq("id", 3);
    expect(quiet).toMatchObject({ status: 204, error: null, data: null });
    const deleted = await anon.from("notes").delete().eq("id", 4).select("id");
    expect(deleted.data).toEqual([{ id: 4 }]);
    const { data } = await anon.from("notes").select("id,body").order("id");
    expect(data).toEqual([
      { id: 1, body: "changed" },
      { id: 2, body: "changed" },
      { id: 3, body: "q" },
    ]);
  });

  it("refuses unfiltered update/delete like Supabase's pg-safeupdate", async () => {
    const { error, status } = await stack.anon().from("notes").delete().select();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "21000", message: "DELETE requires a WHERE clause" });
  });

  it("rolls a mutation back when single() finds more than one row", async () => {
    const anon = stack.anon();
    const { status, error } = await anon.from("notes").update({ body: "nope" }).in("id", [1, 2]).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe("PGRST116");
    const { data } = await anon.from("notes").select("body").in("id", [1, 2]).order("id");
    expect(data).toEqual([{ body: "first" }, { body: null }]);
  });
});

describe("REST errors", () => {
  beforeEach(resetNotes);

  it("maps Postgres errors to PostgREST codes and statuses", async () => {
    const anon = stack.anon();
    const cases = [
      { q: anon.from("notes").insert({ id: 20, title: "x".repeat(30) }), status: 400, code: "23514" },
      { q: anon.from("notes").insert({ id: 21 }), status: 400, code: "23502" },
      { q: anon.from("notes").insert({ id: 1, title: "dup" }), status: 409, code: "23505" },
      { q: anon.from("notes").insert({ id: 22, title: "orphan", parent_id: 999 }), status: 409, code: "23503" },
      { q: anon.from("notes").select("id").eq("id", "abc"), status: 400, code: "22P02" },
      { q: anon.from("notes").insert({ id: 23, title: "long", code: "toolong" }), status: 400, code: "22001" },
    ];
    for (const c of cases) {
      const { status, error } = await c.q;
      expect({ status, code: error?.code }).toEqual({ status: c.status, code: c.code });
      expect(error).toHaveProperty("message");
      expect(error).toHaveProperty("details");
      expect(error).toHaveProperty("hint");
    }
  });

  it("answers unknown tables with 404 PGRST205 and unknown columns with PGRST204 / 42703", async () => {
    const anon = stack.anon();
    const table = await anon.from("notez").select("*");
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: "PGRST205",
      details: null,
      hint: "Perhaps you meant the table 'public.notes'",
      message: "Could not find the table 'public.notez' in the schema cache",
    });
    const insertColumn = await anon.from("notes").insert({ id: 30, title: "t", colour: "red" });
    expect(insertColumn.status).toBe(400);
    expect(insertColumn.error).toMatchObject({
      code: "PGRST204",
      message: "Could not find the 'colour' column of 'notes' in the schema cache",
    });
    const filterColumn = await anon.from("notes").select("id").eq("colour", "red");
    expect(filterColumn.status).toBe(400);
    expect(filterColumn.error).toMatchObject({ code: "42703", message: "column notes.colour does not exist" });
  });

  it("answers 401 for a missing or invalid API key and for an expired JWT", async () => {
    const url = `${stack.url}/rest/v1/notes?select=id`;
    const missing = await fetch(url);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: "No API key found in request" });
    const invalid = await fetch(url, { headers: { apikey: "nonsense", authorization: "Bearer nonsense" } });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ message: "Invalid API key" });
    const forged = await fetch(url, { headers: { apikey: signJwt({ role: "service_role" }, "x".repeat(40)) } });
    expect(forged.status).toBe(401);
    const expired = await fetch(url, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${signJwt({ role: "authenticated", exp: 1000 })}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: "PGRST303", message: "JWT expired" });
  });

  it("refuses a table without grants with 42501: 401 for anon, 403 for a signed-in user; service_role passes", async () => {
    const anon = await stack.anon().from("secrets").select("*");
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: "42501", message: "permission denied for table secrets" });
    const userKey = signJwt({ role: "authenticated", sub: "3f0c1a52-5b0f-4b35-9d43-6b0bb0c3e8a1", exp: 4102444800 });
    const user = await fetch(`${stack.url}/rest/v1/secrets`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${userKey}` },
    });
    expect(user.status).toBe(403);
    const service = await stack.service().from("secrets").insert({ id: 1, value: "s" }).select();
    expect(service.status).toBe(201);
  });

  it("never lets column names or values reach SQL as text", async () => {
    const anon = stack.anon();
    const evilColumn = await anon.from("notes").select('id,"title";drop table public.notes;--');
    expect(evilColumn.status).toBe(400);
    const evilFilter = await fetch(
      `${stack.url}/rest/v1/notes?${encodeURIComponent("id);drop table public.notes;--")}=eq.1`,
      {
        headers: { apikey: LOCAL_ANON_KEY },
      },
    );
    expect(evilFilter.status).toBe(400);
    const evilOrder = await fetch(
      `${stack.url}/rest/v1/notes?order=${encodeURIComponent("id;drop table public.notes")}`,
      {
        headers: { apikey: LOCAL_ANON_KEY },
      },
    );
    expect(evilOrder.status).toBe(400);
    const evilValue = await anon.from("notes").select("id").eq("title", "alpha' or '1'='1");
    expect(evilValue.data).toEqual([]);
    const evilIn = await anon.from("notes").select("id").in("title", ["x') or true --", 'alpha"']);
    expect(evilIn.data).toEqual([]);
    const quoted = await anon.from("notes").select("id,body").eq("body", "it's");
    expect(quoted.data).toEqual([{ id: 4, body: "it's" }]);
    const evilInsert = await anon
      .from("notes")
      .insert({ id: 40, title: "'); drop table x;--" })
      .select("title")
      .single();
    expect(evilInsert.data).toEqual({ title: "'); drop table x;--" });
    const evilConflict = await fetch(
      `${stack.url}/rest/v1/notes?on_conflict=${encodeURIComponent("id) do nothing; drop table public.notes; --")}`,
      {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "content-type": "application/json", prefer: "resolution=merge-duplicates" },
        body: JSON.stringify({ id: 41, title: "t" }),
      },
    );
    expect(evilConflict.status).toBe(400);
    const { count } = await stack.service().from("notes").select("*", { count: "exact", head: true });
    expect(count).toBe(5);
  });
});

describe("RPC", () => {
  beforeEach(resetNotes);

  it("calls functions with named arguments, set-returning and void ones included", async () => {
    const anon = stack.anon();
    expect(await anon.rpc("add_numbers", { a: 1 })).toMatchObject({ data: 11, error: null, status: 200 });
    expect((await anon.rpc("add_numbers", { a: 1, b: 2 })).data).toBe(3);
    const tagged = await anon.rpc("notes_tagged", { tag: "b" }).select("id");
    expect(tagged.error).toBeNull();
    expect((tagged.data as { id: number }[]).map((r) => r.id)).toEqual([1, 2]);
    expect(await anon.rpc("nothing")).toMatchObject({ data: null, error: null, status: 204 });
    const missing = await anon.rpc("add_numbers", { c: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe("PGRST202");
    const denied = await anon.rpc("service_only");
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe("42501");
    expect((await stack.service().rpc("service_only")).data).toBe("ok");
  });
});

describe("request context for policies", () => {
  const sessionA = "session_1763769600000_aaaaaaaaaaaaaaaaaaaaaa";
  const sessionB = "session_1763769600000_bbbbbbbbbbbbbbbbbbbbbb";

  it("decides RLS from the x-wizard-session header like production", async () => {
    const a = stack.anon({ "x-wizard-session": sessionA });
    const b = stack.anon({ "x-wizard-session": sessionB });
    const created = await a.from("drafts").upsert({ id: sessionA, payload: { step: 1 }, step: 1 });
    expect(created.error).toBeNull();
    const foreign = await a.from("drafts").insert({ id: sessionB, payload: {} });
    expect(foreign.status).toBe(401);
    expect(foreign.error).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "drafts"',
    });
    const own = await a.from("drafts").select("id,payload,step").eq("id", sessionA).single();
    expect(own.data).toEqual({ id: sessionA, payload: { step: 1 }, step: 1 });
    const peek = await b.from("drafts").select("*").eq("id", sessionA).maybeSingle();
    expect(peek).toMatchObject({ data: null, error: null });
    const hijack = await b.from("drafts").update({ step: 5 }).eq("id", sessionA).select();
    expect(hijack.data).toEqual([]);
    const resumed = await a
      .from("drafts")
      .upsert({ id: sessionA, payload: { step: 2 }, step: 2 })
      .select("step")
      .single();
    expect(resumed.data).toEqual({ step: 2 });
    const all = await stack.service().from("drafts").select("id");
    expect(all.data).toEqual([{ id: sessionA }]);
  });

  it("keeps concurrent requests apart: each sees only its own role and headers", async () => {
    const service = stack.service();
    await service.from("drafts").upsert([
      { id: sessionA, payload: { who: "a" } },
      { id: sessionB, payload: { who: "b" } },
    ]);
    const a = stack.anon({ "x-wizard-session": sessionA });
    const b = stack.anon({ "x-wizard-session": sessionB });
    const runs = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? a
            .from("drafts")
            .select("id")
            .then((r) => ({ want: [sessionA], got: r.data?.map((d) => d.id) }))
        : i % 3 === 1
          ? b
              .from("drafts")
              .select("id")
              .then((r) => ({ want: [sessionB], got: r.data?.map((d) => d.id) }))
          : service
              .from("drafts")
              .select("id")
              .in("id", [sessionA, sessionB])
              .order("id")
              .then((r) => ({ want: [sessionA, sessionB], got: r.data?.map((d) => d.id) })),
    );
    for (const run of await Promise.all(runs)) expect(run.got).toEqual(run.want);
  });

  it("sets role, claims, method and path like PostgREST", async () => {
    const sub = "3f0c1a52-5b0f-4b35-9d43-6b0bb0c3e8a1";
    const userKey = signJwt({ role: "authenticated", sub, exp: 4102444800 });
    const res = await fetch(`${stack.url}/rest/v1/claims_echo?select=role,sub,method,path`, {
      method: "POST",
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${userKey}`,
        "content-type": "application/json",
        prefer: "return=representation",
      },
      body: "{}",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ role: "authenticated", sub, method: "POST", path: "/claims_echo" }]);
    const anon = await stack.anon().from("claims_echo").insert({}).select("role,sub").single();
    expect(anon.data).toEqual({ role: "anon", sub: null });
    expect(LOCAL_SERVICE_ROLE_KEY).not.toBe(LOCAL_ANON_KEY);
  });
});

describe("CORS", () => {
  it("answers preflights with the requested headers and exposes Content-Range", async () => {
    const pre = await fetch(`${stack.url}/rest/v1/drafts`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "apikey, authorization, x-client-info, x-wizard-session, prefer, content-profile, x-custom",
      },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get("access-control-allow-origin")).toBe("*");
    const allowed = pre.headers.get("access-control-allow-headers")!.split(/,\s*/);
    for (const h of [
      "apikey",
      "authorization",
      "x-client-info",
      "x-wizard-session",
      "prefer",
      "content-profile",
      "accept-profile",
      "x-upsert",
      "cache-control",
      "tus-resumable",
      "upload-offset",
      "x-custom",
    ]) {
      expect(allowed).toContain(h);
    }
    expect(pre.headers.get("access-control-allow-methods")).toContain("PATCH");
    const get = await fetch(`${stack.url}/rest/v1/notes?select=id`, {
      headers: { apikey: LOCAL_ANON_KEY, origin: "http://localhost:5173" },
    });
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
    expect(get.headers.get("access-control-expose-headers")).toContain("Content-Range");
    expect(get.headers.get("content-range")).toMatch(/^(\*|\d+-\d+)\/\*$/);
  });
});
