import { afterEach, describe, expect, it, vi } from "vitest";
import { supabaseAnonKey, supabaseUrl } from "./env";
import { createSupabaseClient, WIZARD_SESSION_HEADER } from "./supabase";

afterEach(() => vi.unstubAllGlobals());

/** Records the requests the client sends instead of sending them. */
function recordRequests() {
  const requests: { url: string; headers: Headers }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return Promise.resolve(new Response("[]", { status: 200, headers: { "content-type": "application/json" } }));
    }),
  );
  return requests;
}

describe("createSupabaseClient", () => {
  it("sends the anon key and the session header with every request", async () => {
    const requests = recordRequests();
    const client = createSupabaseClient("session_1_abc");
    await client.from("wizard_sessions").select("id");
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url.startsWith(`${supabaseUrl}/rest/v1/wizard_sessions`)).toBe(true);
    expect(request!.headers.get("apikey")).toBe(supabaseAnonKey);
    expect(request!.headers.get("authorization")).toBe(`Bearer ${supabaseAnonKey}`);
    expect(request!.headers.get(WIZARD_SESSION_HEADER)).toBe("session_1_abc");
  });

  it("creates no auth client: visitors never sign in, and nothing reads or refreshes a session", () => {
    recordRequests();
    const client = createSupabaseClient();
    expect(() => client.auth.getSession()).toThrow(/accessToken/);
  });
});
