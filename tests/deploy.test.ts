import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { deploy } from "../scripts/deploy.ts";
import { pickAnonKey, type Command } from "../scripts/deployment/deploy-steps.ts";
import { functionNames } from "../scripts/deployment/repository.ts";
import { envLine } from "../scripts/deployment/settings.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { stackUrl } from "./helpers/clients";

/**
 * `npm run deploy` with a fake Supabase CLI: the exact commands in their order,
 * what their secret files hold, nothing on bad input. The real CLI against a
 * real project cannot run here (no network).
 */

const REF = "abcdefghijklmnopqrst";
const TOKEN = `sbp_${"0123456789abcdef".repeat(2)}01234567`;
const ENV = {
  SUPABASE_ACCESS_TOKEN: TOKEN,
  SUPABASE_DB_PASSWORD: "db password with 'quotes'",
  SMTP_HOST: "smtp.example.de",
  SMTP_PORT: "465",
  SMTP_USER: "mailer",
  SMTP_PASSWORD: "mail-secret",
  SMTP_FROM: "Agentur <info@example.de>",
  AGENCY_EMAIL: "team@example.de",
};

type Call = Command & { files: Record<string, string> };

/** The fake CLI: records each command with the files it names, answers api-keys like the real one. */
function fakeCli(fail?: (command: Command) => boolean) {
  const calls: Call[] = [];
  const run = async (command: Command) => {
    const files = Object.fromEntries(
      command.args
        .filter((arg) => arg.startsWith("/") && existsSync(arg))
        .map((file) => [file, readFileSync(file, "utf8")]),
    );
    calls.push({ ...command, files });
    if (fail?.(command)) throw new Error(`${command.args.join(" ")} failed`);
    if (command.args[0] === "projects") {
      return JSON.stringify([
        { name: "anon", api_key: LOCAL_ANON_KEY },
        { name: "service_role", api_key: null },
      ]);
    }
    return "";
  };
  return { calls, run };
}

const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

/** The project's URL leads to the local stack, so the closing check really runs. */
const toLocalStack: typeof fetch = (input, init) =>
  fetch(String(input instanceof Request ? input.url : input).replace(`https://${REF}.supabase.co`, stackUrl()), init);

describe("npm run deploy", () => {
  it("runs the CLI's commands in order, secrets only in its environment and private files, then the check", async () => {
    const { calls, run } = fakeCli();
    const log: string[] = [];
    const ok = await deploy({ projectRef: REF, env: ENV, run, fetch: toLocalStack, log: (line) => log.push(line) });

    const functions = await functionNames();
    const lines = calls.map((call) => [call.program, ...call.args].join(" "));
    const dir = path.dirname(Object.keys(calls.find((call) => call.args[0] === "secrets")!.files)[0]!);
    expect(lines).toEqual([
      `supabase link --project-ref ${REF}`,
      "supabase db push --linked --yes",
      ...(functions.length > 0
        ? [`supabase functions deploy ${functions.join(" ")} --project-ref ${REF} --use-api`]
        : []),
      `supabase secrets set --project-ref ${REF} --env-file ${dir}/functions.env`,
      `supabase db query --linked --file ${dir}/project-settings.sql`,
      `supabase projects api-keys --project-ref ${REF} --output json`,
      "npm run build",
    ]);
    for (const call of calls.filter((entry) => entry.program === "supabase")) {
      expect(call.env).toEqual({ SUPABASE_ACCESS_TOKEN: TOKEN, SUPABASE_DB_PASSWORD: ENV.SUPABASE_DB_PASSWORD });
    }
    expect(calls.at(-1)!.env).toEqual({
      VITE_SUPABASE_URL: `https://${REF}.supabase.co`,
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    });

    const secrets = Object.values(calls.find((call) => call.args[0] === "secrets")!.files)[0]!;
    const cronSecret = /^CRON_SECRET='([0-9a-f]{64})'$/m.exec(secrets)?.[1];
    expect(cronSecret).toBeDefined();
    for (const name of ["SMTP_HOST", "SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD", "SMTP_FROM", "AGENCY_EMAIL"] as const) {
      expect(secrets).toContain(`${name}='${ENV[name]}'\n`);
    }
    const sql = Object.values(calls.find((call) => call.args[0] === "db" && call.args[1] === "query")!.files)[0]!;
    expect(sql).toContain(`('project_url', 'https://${REF}.supabase.co'), ('cron_secret', '${cronSecret}')`);
    expect(sql).toContain(`insert into private.storage_public_url (url) values ('https://${REF}.supabase.co')`);
    expect(existsSync(dir)).toBe(false);
    expect(lines.join(" ")).not.toMatch(new RegExp(`${TOKEN}|mail-secret|${cronSecret}|quotes`));

    expect(log).toContain("CRON_SECRET: generated");
    expect(log).toContain("SMTP_HOST: environment");
    const table = log.at(-1)!;
    expect(table).toMatch(/^ok {4}Data API preflight/);
    expect(table).toMatch(/^ok {4}schema version/m);
    expect(table).not.toContain("FAIL");
    expect(ok).toBe(true);
  });

  it("stops at the first failing step and removes its secret files", async () => {
    const { calls, run } = fakeCli((command) => command.args[0] === "secrets");
    await expect(deploy({ projectRef: REF, env: ENV, run, log: () => {} })).rejects.toThrow(/secrets set/);
    expect(calls.at(-1)!.args.slice(0, 2)).toEqual(["secrets", "set"]);
    for (const file of Object.keys(calls.at(-1)!.files)) expect(existsSync(file)).toBe(false);
  });

  it("takes settings from an env file when the environment lacks them, and says so", async () => {
    const { run } = fakeCli();
    const log: string[] = [];
    const file = path.join(await mkdtemp(path.join(tmpdir(), "env-")), "deploy.env");
    await writeFile(file, `# mail\nSMTP_HOST=smtp.file.de\nAGENCY_EMAIL="file@example.de"\nSMTP_PORT=2525\n`);
    await deploy({
      projectRef: REF,
      envFile: file,
      env: without(ENV, "SMTP_HOST", "AGENCY_EMAIL"),
      run,
      fetch: toLocalStack,
      log: (line) => log.push(line),
    });
    expect(log).toEqual(
      expect.arrayContaining([`SMTP_HOST: ${file}`, `AGENCY_EMAIL: ${file}`, "SMTP_PORT: environment"]),
    );
  });
});

describe("npm run deploy refuses bad input before any command", () => {
  it.each([
    ["a malformed project ref", { projectRef: "my-project", env: ENV }, /not a project ref \(20 lowercase letters/],
    ["an upper-case project ref", { projectRef: "ABCDEFGHIJKLMNOPQRST", env: ENV }, /not a project ref/],
    ["no project ref", { projectRef: "", env: ENV }, /--project-ref is missing/],
    [
      "no access token",
      { projectRef: REF, env: without(ENV, "SUPABASE_ACCESS_TOKEN") },
      /SUPABASE_ACCESS_TOKEN is not set/,
    ],
    [
      "a malformed access token",
      { projectRef: REF, env: { ...ENV, SUPABASE_ACCESS_TOKEN: "sbp_xyz" } },
      /not an access token/,
    ],
    [
      "no database password",
      { projectRef: REF, env: { ...ENV, SUPABASE_DB_PASSWORD: "" } },
      /SUPABASE_DB_PASSWORD is not set/,
    ],
    ["no agency address", { projectRef: REF, env: { ...ENV, AGENCY_EMAIL: "" } }, /AGENCY_EMAIL is not set/],
    [
      "an SMTP port hosted functions may not use",
      { projectRef: REF, env: { ...ENV, SMTP_PORT: "587" } },
      /587 is blocked/,
    ],
    ["a secret with a line break", { projectRef: REF, env: { ...ENV, SMTP_PASSWORD: "a\nb" } }, /SMTP_PASSWORD cannot/],
    ["a missing env file", { projectRef: REF, env: ENV, envFile: "/nonexistent/deploy.env" }, /does not exist/],
  ])("%s", async (_, input, message) => {
    const run = vi.fn(async () => "");
    const spy = vi.fn<typeof fetch>();
    await expect(deploy({ ...input, run, fetch: spy, log: () => {} })).rejects.toThrow(message);
    expect(run).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });

  it("as a command: one line on stderr, exit code 2", async () => {
    const run = promisify(execFile)("npx", ["tsx", "scripts/deploy.ts", "--project-ref", "Not-A-Ref"], {
      env: { ...process.env, ...ENV },
    });
    const error = (await run.catch((failure: unknown) => failure)) as { code: number; stderr: string; stdout: string };
    expect(error.code).toBe(2);
    expect(error.stdout).toBe("");
    expect(error.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^deploy: --project-ref "Not-A-Ref" is not/),
    ]);
  });
});

describe("a function secret in the env file", () => {
  it("is quoted with a quote character it lacks, so dotenv reads it literally", () => {
    expect(envLine("A", "plain")).toBe("A='plain'");
    expect(envLine("A", "it's")).toBe("A=`it's`");
    expect(envLine("A", "it's `x`")).toBe(`A="it's \`x\`"`);
    expect(() => envLine("A", `it's \`x\` "y"`)).toThrow(/A cannot be written/);
  });
});

describe("the site's key from `supabase projects api-keys --output json`", () => {
  it("is the legacy anon key when there is one", () => {
    const output = JSON.stringify([
      { name: "anon", type: "legacy", api_key: LOCAL_ANON_KEY },
      { name: "default", type: "publishable", api_key: "sb_publishable_abc" },
    ]);
    expect(pickAnonKey(output)).toBe(LOCAL_ANON_KEY);
  });
  it("else the publishable key, also in the {keys} form", () => {
    expect(
      pickAnonKey(JSON.stringify({ keys: [{ name: "default", type: "publishable", api_key: "sb_publishable_abc" }] })),
    ).toBe("sb_publishable_abc");
  });
  it("never a secret one", () => {
    expect(() => pickAnonKey(JSON.stringify([{ name: "anon", api_key: LOCAL_SERVICE_ROLE_KEY }]))).toThrow(
      /service_role/,
    );
    expect(() => pickAnonKey("not json")).toThrow(/no JSON/);
  });
});
