/**
 * The two public settings of the client. Without them the app talks to the
 * local Supabase-compatible stack (`npm run stack`), so a newcomer needs no
 * account; the anon key below is the Supabase CLI's well-known local demo key.
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
