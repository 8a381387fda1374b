import { withoutNul } from "~/lib/without-nul";
import type { Application } from "~/schemas/application";

/**
 * Inserts one application. Visitors may insert but not read the table, so
 * nothing is selected back (supabase-js sends Prefer: return=minimal). The
 * client module is fetched here, on submit, to keep supabase-js off the
 * landing page's first load.
 *
 * `requestId` names this application: sent again with the same key (a retry
 * after an answer that got lost once the row was stored), nothing is stored
 * twice (ON CONFLICT (request_id) DO NOTHING, as the wizard's briefing per
 * session; supabase/migrations/*_application_request_key.sql).
 */
export async function submitApplication(application: Application, requestId: string) {
  const { getSupabase } = await import("~/lib/supabase");
  const { error } = await getSupabase()
    .from("azubiprojekt_bewerbungen")
    .upsert(
      { ...withoutNul(application), request_id: requestId },
      { onConflict: "request_id", ignoreDuplicates: true },
    );
  return { error };
}
