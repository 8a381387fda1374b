import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";
import { supabaseAnonKey, supabaseUrl } from "./env";
import { fetchWithTimeout, REQUEST_TIMEOUT_MS } from "./fetch-with-timeout";
import { WIZARD_SESSION_HEADER } from "./wizard-requests";

export type AppSupabaseClient = SupabaseClient<Database>;

export { WIZARD_SESSION_HEADER } from "./wizard-requests";

/**
 * The one Supabase client module. Import it lazily (`await import(...)`) from
 * event handlers so supabase-js stays out of the landing page's first load.
 * Visitors are anonymous and never sign in: every request carries the anon
 * key (`accessToken`), so supabase-js creates no auth client at all. That
 * client's start-up and its session lookup before each request cost a slow
 * phone tens of milliseconds (bench:wizard), for a session that never exists.
 * Every request (tables and storage) gives up after `timeoutMs` (see
 * fetch-with-timeout.ts); tests shorten it.
 */
export function createSupabaseClient(
  sessionId?: string,
  { timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): AppSupabaseClient {
  return createClient<Database>(supabaseUrl, supabaseAnonKey, {
    accessToken: anonymousAccess,
    global: {
      headers: sessionId ? { [WIZARD_SESSION_HEADER]: sessionId } : {},
      fetch: fetchWithTimeout(timeoutMs),
    },
  });
}

const anonymousAccess = () => Promise.resolve(supabaseAnonKey);

let shared: AppSupabaseClient | undefined;
/** Client without a session header, for the application form. */
export function getSupabase(): AppSupabaseClient {
  shared ??= createSupabaseClient();
  return shared;
}
