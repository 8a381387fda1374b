import type { Application } from "~/schemas/application";

/**
 * Inserts one application. Visitors may insert but not read the table, so
 * nothing is selected back (supabase-js sends Prefer: return=minimal). The
 * client module is fetched here, on submit, to keep supabase-js off the
 * landing page's first load.
 */
export async function submitApplication(application: Application) {
  const { getSupabase } = await import("~/lib/supabase");
  const { error } = await getSupabase().from("azubiprojekt_bewerbungen").insert(application);
  return { error };
}
