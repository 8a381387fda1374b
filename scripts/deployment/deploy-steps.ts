import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { anonKey } from "./inputs";
import { envLine, type DeploySettings } from "./settings";

/**
 * The steps of `npm run deploy`, in order, each one command of the Supabase CLI
 * (npm `supabase`, pinned) or of npm. They run through a `Runner`, so tests can
 * drive them with a fake one and see every command. Secrets never appear on a
 * command line: the CLI reads the access token and the database password from
 * its environment, function secrets and vault values from files in a private
 * temporary folder that is removed afterwards.
 */

export type Command = { program: string; args: string[]; env?: Record<string, string> };
/** Runs a command to its end and resolves with its standard output; rejects when it fails. */
export type Runner = (command: Command) => Promise<string>;

export type DeployContext = {
  settings: DeploySettings;
  run: Runner;
  /** Edge Functions to deploy (supabase/functions/<name>/index.ts). */
  functions: readonly string[];
  /** A folder only this run can read, for files holding secrets. */
  privateDir: string;
  log: (line: string) => void;
  /** The key the site is built with, once fetched. */
  anonKey?: string;
};

export type Step = { name: string; run(ctx: DeployContext): Promise<void> };

const SUPABASE = "supabase";

function supabase(ctx: DeployContext, ...args: string[]): Promise<string> {
  return ctx.run({
    program: SUPABASE,
    args,
    env: { SUPABASE_ACCESS_TOKEN: ctx.settings.accessToken, SUPABASE_DB_PASSWORD: ctx.settings.dbPassword },
  });
}

async function privateFile(ctx: DeployContext, name: string, content: string): Promise<string> {
  const file = path.join(ctx.privateDir, name);
  await writeFile(file, content, { mode: 0o600 });
  return file;
}

/** A string as an SQL literal (standard_conforming_strings is on in every Supabase database). */
export const sqlLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The project's settings the database needs: vault secrets project_url and
 * cron_secret (scheduled and database-triggered calls of functions send them)
 * and the URL file links of a briefing must lie on. Create or replace, so a
 * second deploy updates them.
 */
export function projectSettingsSql(url: string, cronSecret: string): string {
  const secrets = [
    ["project_url", url],
    ["cron_secret", cronSecret],
  ]
    .map(([name, value]) => `(${sqlLiteral(name!)}, ${sqlLiteral(value!)})`)
    .join(", ");
  return `do $$
declare
  setting record;
begin
  for setting in select * from (values ${secrets}) as wanted(name, value) loop
    if exists (select 1 from vault.secrets where name = setting.name) then
      perform vault.update_secret((select id from vault.secrets where name = setting.name), setting.value);
    else
      perform vault.create_secret(setting.value, setting.name);
    end if;
  end loop;
end
$$;
insert into private.storage_public_url (url) values (${sqlLiteral(url)})
on conflict (only_row) do update set url = excluded.url;
`;
}

/** The legacy anon key when the project has one, else its publishable key. */
export function pickAnonKey(output: string): string {
  let keys: unknown;
  try {
    keys = JSON.parse(output);
  } catch {
    throw new Error("supabase projects api-keys printed no JSON");
  }
  const list = (Array.isArray(keys) ? keys : ((keys as { keys?: unknown })?.keys ?? [])) as {
    name?: string;
    type?: string;
    api_key?: string | null;
  }[];
  const key =
    list.find((entry) => entry.name === "anon" && entry.api_key)?.api_key ??
    list.find((entry) => entry.type === "publishable" && entry.api_key)?.api_key;
  if (!key) throw new Error("the project has neither an anon nor a publishable key");
  return anonKey(key);
}

export const STEPS: readonly Step[] = [
  {
    name: "link the project",
    run: async (ctx) => void (await supabase(ctx, "link", "--project-ref", ctx.settings.ref)),
  },
  {
    name: "push the migrations",
    run: async (ctx) => void (await supabase(ctx, "db", "push", "--linked", "--yes")),
  },
  {
    name: "deploy the Edge Functions",
    async run(ctx) {
      if (ctx.functions.length === 0) return ctx.log("  none in supabase/functions");
      // --use-api: bundled by Supabase, no Docker needed here.
      await supabase(ctx, "functions", "deploy", ...ctx.functions, "--project-ref", ctx.settings.ref, "--use-api");
    },
  },
  {
    name: "set the function secrets",
    async run(ctx) {
      const lines = Object.entries(ctx.settings.secrets).map(([name, value]) => envLine(name, value));
      const file = await privateFile(ctx, "functions.env", `${lines.join("\n")}\n`);
      await supabase(ctx, "secrets", "set", "--project-ref", ctx.settings.ref, "--env-file", file);
      ctx.log(`  ${Object.keys(ctx.settings.secrets).join(", ")}`);
    },
  },
  {
    name: "store the project URL and cron secret in the database",
    async run(ctx) {
      const sql = projectSettingsSql(ctx.settings.url, ctx.settings.secrets.CRON_SECRET!);
      const file = await privateFile(ctx, "project-settings.sql", sql);
      await supabase(ctx, "db", "query", "--linked", "--file", file);
    },
  },
  {
    name: "fetch the public API key",
    async run(ctx) {
      ctx.anonKey = pickAnonKey(
        await supabase(ctx, "projects", "api-keys", "--project-ref", ctx.settings.ref, "--output", "json"),
      );
    },
  },
  {
    name: "build the site for the project",
    async run(ctx) {
      await ctx.run({
        program: "npm",
        args: ["run", "build"],
        env: { VITE_SUPABASE_URL: ctx.settings.url, VITE_SUPABASE_ANON_KEY: ctx.anonKey! },
      });
    },
  },
];

/** Runs `steps` in order; stops at the first that fails. The private folder is removed in any case. */
export async function runSteps(
  settings: DeploySettings,
  options: { run: Runner; functions: readonly string[]; log: (line: string) => void; steps?: readonly Step[] },
): Promise<DeployContext> {
  const privateDir = await mkdtemp(path.join(tmpdir(), "deploy-"));
  const ctx: DeployContext = { settings, run: options.run, functions: options.functions, privateDir, log: options.log };
  try {
    for (const [index, step] of (options.steps ?? STEPS).entries()) {
      ctx.log(`${index + 1}. ${step.name}`);
      await step.run(ctx);
    }
    return ctx;
  } finally {
    await rm(privateDir, { recursive: true, force: true });
  }
}

/**
 * Runs commands from the project's folder: `supabase` from node_modules/.bin
 * (the pinned CLI), output passed through to the terminal and kept.
 */
export const spawnRunner: Runner = (command) =>
  new Promise((resolve, reject) => {
    const program = command.program === SUPABASE ? path.resolve("node_modules", ".bin", SUPABASE) : command.program;
    const child = spawn(program, command.args, {
      env: { ...process.env, ...command.env },
      stdio: ["inherit", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(
            `${command.program} ${command.args[0] ?? ""} ${command.args[1] ?? ""}`.trim() + ` exited with ${code}`,
          ),
        );
    });
  });
