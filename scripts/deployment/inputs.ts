/**
 * What `npm run deploy` and `npm run check:deployment` accept, checked before
 * either touches anything. Each refusal is one English line naming the input.
 */

export class InputError extends Error {}

/** The Supabase CLI's own rule for a hosted project ref (ProjectRefPattern). */
const PROJECT_REF = /^[a-z]{20}$/;
/** The CLI's rule for a personal access token (AccessTokenPattern). */
const ACCESS_TOKEN = /^sbp_(oauth_)?[a-f0-9]{40}$/;
const PUBLISHABLE_KEY = /^sb_publishable_[A-Za-z0-9_-]+$/;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function projectRef(value: string | undefined): string {
  if (!value) throw new InputError("--project-ref is missing (Project Settings → General → Project ID)");
  if (!PROJECT_REF.test(value)) {
    throw new InputError(
      `--project-ref "${value}" is not a project ref (20 lowercase letters, e.g. abcdefghijklmnopqrst)`,
    );
  }
  return value;
}

export const projectUrl = (ref: string): string => `https://${ref}.supabase.co`;

export function accessToken(value: string | undefined): string {
  if (!value) {
    throw new InputError(
      "SUPABASE_ACCESS_TOKEN is not set (create one under Account → Access Tokens in the Supabase dashboard)",
    );
  }
  if (!ACCESS_TOKEN.test(value))
    throw new InputError("SUPABASE_ACCESS_TOKEN is not an access token (sbp_ and 40 hex digits)");
  return value;
}

export function dbPassword(value: string | undefined): string {
  if (!value) {
    throw new InputError("SUPABASE_DB_PASSWORD is not set (the database password chosen when the project was created)");
  }
  return value;
}

/**
 * The project's base URL: https with no path, query or credentials; plain http
 * only on this machine (the local stack), never for a real project.
 */
export function baseUrl(value: string | undefined): string {
  if (!value) throw new InputError("--url is missing (e.g. https://abcdefghijklmnopqrst.supabase.co)");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(`--url "${value}" is not a URL (e.g. https://abcdefghijklmnopqrst.supabase.co)`);
  }
  const local = url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !local) {
    throw new InputError(`--url "${value}" must use https (plain http only for 127.0.0.1 or localhost)`);
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    throw new InputError(`--url "${value}" must be the project URL alone, without path or query`);
  }
  return url.origin;
}

/**
 * The site's public key: the legacy anon JWT or a publishable key. A secret or
 * service_role key is refused: the check must see what a visitor sees.
 */
export function anonKey(value: string | undefined): string {
  if (!value) throw new InputError("--anon-key is missing (Project Settings → API Keys: anon or publishable)");
  if (PUBLISHABLE_KEY.test(value)) return value;
  if (value.startsWith("sb_secret_"))
    throw new InputError("--anon-key is a secret key; pass the anon or publishable key");
  const role = jwtRole(value);
  if (role === undefined) throw new InputError("--anon-key is neither a JWT nor a publishable key (sb_publishable_…)");
  if (role !== "anon") throw new InputError(`--anon-key is a ${role || "role-less"} key; pass the anon key`);
  return value;
}

function jwtRole(value: string): string | undefined {
  const parts = value.split(".");
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as unknown;
    if (typeof payload !== "object" || payload === null) return undefined;
    const role = (payload as { role?: unknown }).role;
    return typeof role === "string" ? role : "";
  } catch {
    return undefined;
  }
}
