import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, signJwt, verifyJwt } from "./keys.ts";

describe("local keys", () => {
  it("are the Supabase CLI demo keys, signed with the local secret", () => {
    expect(signJwt({ iss: "supabase-demo", role: "anon", exp: 1983812996 })).toBe(LOCAL_ANON_KEY);
    expect(signJwt({ iss: "supabase-demo", role: "service_role", exp: 1983812996 })).toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(verifyJwt(LOCAL_ANON_KEY)).toEqual({
      ok: true,
      claims: { iss: "supabase-demo", role: "anon", exp: 1983812996 },
    });
  });

  it("rejects tampered, foreign, expired and unsigned tokens", () => {
    const [header, , signature] = LOCAL_ANON_KEY.split(".");
    const forged = Buffer.from(
      JSON.stringify({ iss: "supabase-demo", role: "service_role", exp: 1983812996 }),
    ).toString("base64url");
    expect(verifyJwt(`${header}.${forged}.${signature}`)).toEqual({ ok: false, reason: "signature" });
    expect(verifyJwt(signJwt({ role: "anon" }, "another-secret-another-secret-another"))).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(verifyJwt(signJwt({ role: "anon", exp: 1000 }))).toEqual({ ok: false, reason: "expired" });
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.`;
    expect(verifyJwt(none).ok).toBe(false);
    expect(verifyJwt("not-a-jwt")).toEqual({ ok: false, reason: "malformed" });
    expect(LOCAL_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});
