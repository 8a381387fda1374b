import { mkdir, mkdtemp, rm, writeFile, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack, type LocalStack } from "./server.ts";

// The Edge Functions runtime of the local stack: real Deno serving a functions folder of the
// test's own, with the env, errors and JWT check of the Supabase CLI's runtime.

let root: string;
let stack: LocalStack;

const FUNCTIONS: Record<string, string> = {
  env: `Deno.serve((req) => Response.json({
    url: req.url,
    method: req.method,
    authorization: req.headers.get("authorization"),
    env: Object.fromEntries(["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "FROM_FILE", "FROM_OPTION", "PATH", "HOME"]
      .map((name) => [name, Deno.env.get(name) ?? null])),
  }));`,
  // Answers its own preflight, as functions must on hosted.
  cors: `Deno.serve(async (req) => req.method === "OPTIONS"
    ? new Response("ok", { headers: { "Access-Control-Allow-Origin": "*", "X-Answered-By": "function" } })
    : new Response(await req.text(), { status: 201 }));`,
  crash: `Deno.serve(() => { throw new Error("boom"); });`,
  boot: `throw new Error("no start"); Deno.serve(() => new Response("never"));`,
  exit: `Deno.serve(() => Deno.exit(3));`,
  open: `export default { fetch: () => new Response("open") };`,
  "uses-npm": `import { createClient } from "npm:@supabase/supabase-js@2";
    Deno.serve(async () => {
      const client = createClient(Deno.env.get("SUPABASE_URL")!, Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")!);
      const { data, error } = await client.storage.listBuckets();
      return Response.json({ error: error?.message ?? null, buckets: data?.map((bucket) => bucket.id) ?? null });
    });`,
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "local-stack-functions-"));
  const dir = path.join(root, "functions");
  for (const [name, source] of Object.entries(FUNCTIONS)) {
    await mkdir(path.join(dir, name), { recursive: true });
    await writeFile(path.join(dir, name, "index.ts"), source);
  }
  await mkdir(path.join(dir, "_shared"));
  await writeFile(path.join(dir, "_shared", "index.ts"), `Deno.serve(() => new Response("shared is no function"));`);
  await writeFile(
    path.join(dir, ".env.local-stack"),
    "# dev values\nFROM_FILE=file\nFROM_OPTION=file\nSUPABASE_URL=nope\n",
  );
  await writeFile(path.join(root, "config.toml"), `[functions.open]\nverify_jwt = false # called by cron\n`);
  await writeFile(path.join(root, "0001.sql"), "insert into storage.buckets (id, name) values ('b', 'b');");
  stack = await startLocalStack({
    port: 0,
    dataDir: null,
    quiet: true,
    migrationsDir: root,
    seedFile: path.join(root, "none.sql"),
    functionsDir: dir,
    configFile: path.join(root, "config.toml"),
    functionsEnv: { FROM_OPTION: "option" },
  });
});

afterAll(async () => {
  await stack?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

const call = (name: string, init: RequestInit & { key?: string | null } = {}) => {
  const { key = LOCAL_ANON_KEY, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (key) headers.set("authorization", `Bearer ${key}`);
  return fetch(`${stack.url}/functions/v1/${name}`, { ...rest, headers });
};

describe("local Edge Functions runtime", () => {
  it("gives a function the env hosted gives: the project's URL and keys and the secrets", async () => {
    const response = await call("env/some/path?x=1", { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; env: Record<string, string | null> };
    expect(new URL(body.url).pathname + new URL(body.url).search).toBe("/env/some/path?x=1");
    expect(body.env).toEqual({
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      FROM_FILE: "file",
      FROM_OPTION: "option",
      PATH: null,
      HOME: null,
    });
  });

  it("puts the apikey into Authorization when the caller sent none, like the gateway", async () => {
    const response = await call("env", { key: null, headers: { apikey: LOCAL_ANON_KEY } });
    expect(((await response.json()) as { authorization: string }).authorization).toBe(`Bearer ${LOCAL_ANON_KEY}`);
  });

  it("leaves preflights and CORS to the function and passes the body through", async () => {
    const preflight = await call("cors", { method: "OPTIONS", key: null });
    expect(preflight.headers.get("x-answered-by")).toBe("function");
    const echoed = await call("cors", { method: "POST", body: "hallo" });
    expect(echoed.status).toBe(201);
    expect(await echoed.text()).toBe("hallo");
  });

  it("answers 404 for a folder that is no function", async () => {
    for (const name of ["missing", "_shared", "..%2Fenv"]) {
      const response = await call(name);
      expect(response.status, name).toBe(404);
      expect(await response.text()).toBe("Function not found");
    }
  });

  it("answers 500 WORKER_ERROR when the handler throws and 503 BOOT_ERROR when the module does not load", async () => {
    const crash = await call("crash");
    expect(crash.status).toBe(500);
    expect(await crash.json()).toMatchObject({ code: "WORKER_ERROR" });
    const boot = await call("boot");
    expect(boot.status).toBe(503);
    expect(await boot.json()).toMatchObject({ code: "BOOT_ERROR" });
    // The other functions still answer.
    expect((await call("env")).status).toBe(200);
  });

  it("starts Deno again when its process died", async () => {
    expect((await call("exit")).status).toBeGreaterThanOrEqual(500);
    expect((await call("env")).status).toBe(200);
  });

  it("checks the JWT unless config.toml says verify_jwt = false", async () => {
    const missing = await call("env", { key: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: "Error: Missing authorization header" });
    const forged = await call("env", { key: `${LOCAL_ANON_KEY.slice(0, -2)}xx` });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: "Invalid JWT" });
    const open = await call("open", { key: null });
    expect(open.status).toBe(200);
    expect(await open.text()).toBe("open");
  });

  it("imports npm packages from the project's node_modules and reaches the stack with the service key", async () => {
    const response = await call("uses-npm");
    expect(await response.json()).toEqual({ error: null, buckets: ["b"] });
  });

  it("serves a changed function's new code", async () => {
    const file = path.join(root, "functions", "open", "index.ts");
    await writeFile(file, `export default { fetch: () => new Response("changed") };`);
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    expect(await (await call("open")).text()).toBe("changed");
  });
});
