import { WIZARD_SESSION_HEADER } from "~/lib/wizard-requests";
/**
 * What every request for a row of wizard_sessions shares, kept apart from
 * remote-session.ts so that the /konfigurator route can ask for a linked
 * session (early-link-load.ts) without the wizard's code.
 */

export const TABLE = "wizard_sessions";
const COLUMNS = "id, session_data, current_step, created_at, updated_at, writer";
/** The row-level policies only show and accept the row whose id equals this header. */
export const SESSION_HEADER = WIZARD_SESSION_HEADER;

export type Config = { supabaseUrl: string; anonKey: string };

/** Only when the row was saved last: what the 20 s check of a visible tab asks first. */
export const STAMP_COLUMNS = "updated_at";

/**
 * GET /rest/v1/wizard_sessions?id=eq.<id>: the row the x-wizard-session header unlocks, if any;
 * `columns` of it (all that a load needs, unless told).
 */
export function loadRequest(
  sessionId: string,
  config: Config,
  columns: string = COLUMNS,
): { url: string; init: RequestInit } {
  const query = new URLSearchParams({ select: columns.replace(/\s/g, ""), id: `eq.${sessionId}` });
  return {
    url: `${config.supabaseUrl.replace(/\/+$/, "")}/rest/v1/${TABLE}?${query}`,
    init: {
      method: "GET",
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        Accept: "application/json",
        [SESSION_HEADER]: sessionId,
      },
    },
  };
}
