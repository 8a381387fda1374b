import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { accessToken, dbPassword, InputError, projectRef, projectUrl } from "./inputs";

/**
 * Everything `npm run deploy` needs, read and checked before the first command
 * runs. Credentials and mail settings come from the environment or from an env
 * file (`--env-file`); a variable set in the environment wins.
 */
export type DeploySettings = {
  ref: string;
  url: string;
  accessToken: string;
  dbPassword: string;
  /** Function secrets: CRON_SECRET and the mail settings of supabase/functions/notify. */
  secrets: Record<string, string>;
  /** Where each setting read came from, by name (values are never printed). */
  sources: Record<string, string>;
};

const REQUIRED_MAIL = ["SMTP_HOST", "SMTP_FROM", "AGENCY_EMAIL"] as const;
const OPTIONAL_MAIL = ["SMTP_PORT", "SMTP_USER", "SMTP_PASSWORD", "SMTP_SECURE"] as const;
// Hosted Edge Functions may not open connections to these ports.
const BLOCKED_SMTP_PORTS = new Set([25, 587]);

export type SettingsInput = {
  projectRef?: string;
  envFile?: string;
  env: NodeJS.ProcessEnv;
  /** CRON_SECRET from the environment or env file is kept; otherwise this one is used. */
  newCronSecret?: () => string;
};

export function readSettings(input: SettingsInput): DeploySettings {
  const ref = projectRef(input.projectRef);
  const fromFile = input.envFile ? readEnvFile(input.envFile) : {};
  const sources: Record<string, string> = {};
  const get = (name: string): string | undefined => {
    const fromEnv = input.env[name];
    if (fromEnv) {
      sources[name] = "environment";
      return fromEnv;
    }
    if (fromFile[name]) {
      sources[name] = input.envFile!;
      return fromFile[name];
    }
    return undefined;
  };

  const token = accessToken(get("SUPABASE_ACCESS_TOKEN"));
  const password = dbPassword(get("SUPABASE_DB_PASSWORD"));
  const secrets: Record<string, string> = {};
  for (const name of REQUIRED_MAIL) {
    const value = get(name);
    if (!value) throw new InputError(`${name} is not set (environment or --env-file; see docs/deploying.md)`);
    secrets[name] = value;
  }
  for (const name of OPTIONAL_MAIL) {
    const value = get(name);
    if (value) secrets[name] = value;
  }
  checkMail(secrets);
  const cronSecret = get("CRON_SECRET");
  if (!cronSecret) sources.CRON_SECRET = "generated";
  secrets.CRON_SECRET = cronSecret ?? (input.newCronSecret ?? generateSecret)();
  if (!/^[A-Za-z0-9_-]{32,}$/.test(secrets.CRON_SECRET)) {
    throw new InputError("CRON_SECRET must be at least 32 letters, digits, _ or - (or unset: deploy generates one)");
  }
  for (const [name, value] of Object.entries(secrets)) envLine(name, value);
  return { ref, url: projectUrl(ref), accessToken: token, dbPassword: password, secrets, sources };
}

const generateSecret = () => randomBytes(32).toString("hex");

function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) throw new InputError(`--env-file ${file} does not exist`);
  const values = parseEnv(readFileSync(file, "utf8"));
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]));
}

function checkMail(mail: Record<string, string>): void {
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(mail.AGENCY_EMAIL!)) throw new InputError("AGENCY_EMAIL is not an e-mail address");
  if (!/@/.test(mail.SMTP_FROM!)) throw new InputError('SMTP_FROM has no address (e.g. "Agentur <info@example.de>")');
  if (mail.SMTP_PORT !== undefined) {
    const port = Number(mail.SMTP_PORT);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new InputError("SMTP_PORT is not a port number");
    if (BLOCKED_SMTP_PORTS.has(port)) {
      throw new InputError(`SMTP_PORT ${port} is blocked for Edge Functions; use 465 (SMTP_SECURE=true) or 2525`);
    }
  }
  if (mail.SMTP_SECURE !== undefined && mail.SMTP_SECURE !== "true" && mail.SMTP_SECURE !== "false") {
    throw new InputError("SMTP_SECURE must be true or false");
  }
  if (mail.SMTP_USER && !mail.SMTP_PASSWORD) throw new InputError("SMTP_USER is set but SMTP_PASSWORD is not");
}

/**
 * One line of the env file `supabase secrets set` reads (parsed with dotenv): quoted with a quote
 * character the value lacks, so dotenv takes it literally (it expands escapes only in "…").
 */
export function envLine(name: string, value: string): string {
  const quote = ["'", "`", '"'].find((candidate) => !value.includes(candidate));
  if (quote === undefined || /[\r\n]/.test(value) || (quote === '"' && value.includes("\\"))) {
    throw new InputError(`${name} cannot be written to an env file (line break, or all three quote characters)`);
  }
  return `${name}=${quote}${value}${quote}`;
}
