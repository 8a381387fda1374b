-- Drafts are kept for 30 days after their last save (the browser copy
-- expires after 7, SPEC §9; the longer server window covers the QR hand-over
-- to another device). Nothing else is ever cleaned up automatically.

create or replace function public.purge_stale_wizard_sessions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.wizard_sessions
  where updated_at < now() - interval '30 days';
  get diagnostics purged = row_count;
  return purged;
end
$$;

comment on function public.purge_stale_wizard_sessions() is
  'Deletes wizard drafts not saved for 30 days; run daily by pg_cron on hosted projects and at start by the local stack.';

-- Functions are executable by PUBLIC by default, and older hosted projects
-- also grant new public functions to anon/authenticated.
revoke all on function public.purge_stale_wizard_sessions() from public, anon, authenticated;
grant execute on function public.purge_stale_wizard_sessions() to service_role;

-- pg_cron exists on hosted Supabase but not in the local PGlite stack, which
-- calls the function itself when it starts.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    -- As in Supabase's Cron install guide.
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'purge-stale-wizard-sessions',
      '17 3 * * *',
      'select public.purge_stale_wizard_sessions()'
    );
  end if;
end
$$;
