// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { supabaseAnonKey, supabaseUrl } from "./env";
import { createSupabaseClient, WIZARD_SESSION_HEADER } from "./supabase";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it("gives up on a request nobody answers after 15 s, as a failed request (status 0), not a wait for ever", async () => {
    vi.useFakeTimers();
    // A connection that stays open and never answers; only an abort ends it.
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
          ),
      ),
    );
    const client = createSupabaseClient("session_1_abc");
    let answer: { error: unknown; status: number } | undefined;
    void client
      .from("wizard_sessions")
      .upsert({ id: "session_1_abc", session_data: {}, current_step: 1 })
      .then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(14_000);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(answer?.status).toBe(0);
    expect(answer?.error).toBeTruthy();

    let removed: { error: unknown } | undefined;
    void client.storage
      .from("konfigurator-texte")
      .remove(["texts/a/b.pdf"])
      .then((result) => (removed = result));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(removed?.error).toBeTruthy();
  });

  it("creates no auth client: visitors never sign in, and nothing reads or refreshes a session", () => {
    recordRequests();
    const client = createSupabaseClient();
    expect(() => client.auth.getSession()).toThrow(/accessToken/);
  });
});
