import type { IncomingHttpHeaders } from "node:http";
import { verifyJwt, type JwtClaims } from "./keys.ts";

export type Caller = {
  role: string;
  claims: JwtClaims;
  /** false for the anon role: PostgREST answers 401 instead of 403 then */ authed: boolean;
};

/** How a request was refused before reaching the API, and by whom (gateway or PostgREST). */
export type AuthFailure =
  { kind: "no-key" } | { kind: "bad-key" } | { kind: "bad-jwt"; reason: "malformed" | "signature" | "expired" };

const ANON_ROLE = "anon";

function bearer(headers: IncomingHttpHeaders): string | undefined {
  const value = headers.authorization;
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1]?.trim();
}

/**
 * Gateway key check, then the JWT that decides the role. The apikey (header or
 * `?apikey=`) opens the door; `Authorization: Bearer` says who is inside, falling
 * back to the apikey's own claims, as supabase-js sends both.
 */
export function identifyCaller(headers: IncomingHttpHeaders, query: URLSearchParams): Caller | AuthFailure {
  const apikey = headerValue(headers.apikey) ?? query.get("apikey") ?? undefined;
  const token = bearer(headers);
  const key = apikey ?? token;
  if (!key) return { kind: "no-key" };
  const keyCheck = verifyJwt(key);
  if (!keyCheck.ok) return apikey ? { kind: "bad-key" } : { kind: "bad-jwt", reason: keyCheck.reason };

  let claims = keyCheck.claims;
  if (token && token !== key) {
    const tokenCheck = verifyJwt(token);
    if (!tokenCheck.ok) return { kind: "bad-jwt", reason: tokenCheck.reason };
    claims = tokenCheck.claims;
  }
  const role = typeof claims.role === "string" && claims.role !== "" ? claims.role : ANON_ROLE;
  return { role, claims, authed: role !== ANON_ROLE };
}

export function isAuthFailure(value: Caller | AuthFailure): value is AuthFailure {
  return "kind" in value;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Request headers as PostgREST puts them into `request.headers`: lower-cased, cookies left out. */
export function headersForPostgres(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === "cookie" || value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}
