import { createHmac, timingSafeEqual } from "node:crypto";

// The Supabase CLI's well-known local secret and demo keys, so `supabase start`
// users and this stack share the same .env values.
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export type JwtClaims = { role?: string; sub?: string; exp?: number; [claim: string]: unknown };

export type JwtResult = { ok: true; claims: JwtClaims } | { ok: false; reason: "malformed" | "signature" | "expired" };

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString("base64url");
}

function hmac(input: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

/** Signs claims as HS256 the way the Supabase CLI does (header `{"alg":"HS256","typ":"JWT"}`). */
export function signJwt(claims: JwtClaims, secret = LOCAL_JWT_SECRET): string {
  const payload = base64url(JSON.stringify(claims));
  return `${HEADER}.${payload}.${hmac(`${HEADER}.${payload}`, secret).toString("base64url")}`;
}

export function verifyJwt(token: string, secret = LOCAL_JWT_SECRET, nowSeconds = Date.now() / 1000): JwtResult {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "malformed" };
  const [header = "", payload = "", signature = ""] = parts;
  let alg: unknown;
  let claims: JwtClaims;
  try {
    alg = JSON.parse(Buffer.from(header, "base64url").toString("utf8")).alg;
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  // Only HS256: accepting "none" or asymmetric algs with an HMAC secret is the classic JWT hole.
  if (alg !== "HS256" || typeof claims !== "object" || claims === null) return { ok: false, reason: "malformed" };
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature" };
  if (typeof claims.exp === "number" && claims.exp <= nowSeconds) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}
