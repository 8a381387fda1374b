import { createHash, randomBytes } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { inject } from "vitest";
import type { Database } from "~/lib/database.types";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";

export type Client = SupabaseClient<Database>;

export const SESSION_HEADER = "x-wizard-session";

export function stackUrl(): string {
  return inject("supabaseUrl");
}

/** A client of the stack at `url` (the shared one unless a test started its own). */
export function clientAt(url: string, key: string, headers: Record<string, string> = {}): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
    // Node 20 has no global WebSocket; realtime is never used, but the client constructs it.
    realtime: { transport: WebSocket as never },
  });
}

/** What a visitor's browser uses: the anon key, plus the wizard session header when given. */
export function anonClient(sessionId?: string): Client {
  return clientAt(stackUrl(), LOCAL_ANON_KEY, sessionId === undefined ? {} : { [SESSION_HEADER]: sessionId });
}

/** Bypasses RLS; only tests use it, to look at what really landed. */
export function serviceClient(): Client {
  return clientAt(stackUrl(), LOCAL_SERVICE_ROLE_KEY);
}

/** session_<13-digit ms timestamp>_<22 base64url chars = 128 random bits>, as the wizard creates it. */
export function newSessionId(): string {
  return `session_${Date.now()}_${randomBytes(16).toString("base64url")}`;
}

/** The storage folder of a session: hex SHA-256 of its id. */
export function sessionFolder(sessionId: string): string {
  return createHash("sha256").update(sessionId, "utf8").digest("hex");
}
