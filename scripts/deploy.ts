/**
 * `npm run deploy -- --project-ref <ref> [--env-file <file>]`: brings this repository onto a
 * hosted Supabase project with the pinned Supabase CLI (scripts/deployment/deploy-steps.ts), builds
 * the site for it into dist/ and ends with `check:deployment` against it. Needs SUPABASE_ACCESS_TOKEN,
 * SUPABASE_DB_PASSWORD and the mail settings (docs/deploying.md), from the environment or the env file.
 * Bad input is refused with one line (exit 2) before any command runs; a failed step or check exits 1.
 */
import { checkDeployment, formatTable } from "./check-deployment";
import { isMainScript, option } from "./cli-args";
import { runSteps, spawnRunner, STEPS, type Runner } from "./deployment/deploy-steps";
import { InputError } from "./deployment/inputs";
import { functionNames } from "./deployment/repository";
import { readSettings } from "./deployment/settings";

export type DeployOptions = {
  projectRef?: string;
  envFile?: string;
  env: NodeJS.ProcessEnv;
  run: Runner;
  fetch?: typeof fetch;
  log: (line: string) => void;
};

/** True when every step ran and every check passed. Throws InputError before running anything. */
export async function deploy(options: DeployOptions): Promise<boolean> {
  const settings = readSettings({ projectRef: options.projectRef, envFile: options.envFile, env: options.env });
  const functions = await functionNames();
  for (const [name, source] of Object.entries(settings.sources)) options.log(`${name}: ${source}`);
  const { anonKey } = await runSteps(settings, { run: options.run, functions, log: options.log });
  options.log(`${STEPS.length + 1}. check the deployment`);
  const results = await checkDeployment({ url: settings.url, anonKey: anonKey!, fetch: options.fetch });
  options.log(formatTable(results));
  return results.every((row) => row.ok);
}

if (isMainScript(import.meta.url)) {
  try {
    const envFile = option("env-file", "");
    const ok = await deploy({
      projectRef: option("project-ref", ""),
      envFile: envFile || undefined,
      env: process.env,
      run: spawnRunner,
      log: (line) => console.log(line),
    });
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    if (!(error instanceof InputError)) {
      console.error(`deploy: ${(error as Error).message}`);
      process.exitCode = 1;
    } else {
      console.error(`deploy: ${error.message}`);
      process.exitCode = 2;
    }
  }
}
