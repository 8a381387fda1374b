-- What `npm run check:deployment` compares with the repository, readable with
-- the anon key (the check runs with the site's public settings only): the
-- newest applied migration and the names of the scheduled jobs. Neither is a
-- secret; the jobs' commands and schedules stay unreadable.
--
-- security definer: anon may read neither supabase_migrations nor cron.
-- cron.job is read through dynamic SQL because pg_cron may be missing (the
-- extension is not enabled yet): then cron_jobs is null and the check says so.
create or replace function public.deployment_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  schema_version text;
  cron_jobs jsonb;
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select max(version) from supabase_migrations.schema_migrations' into schema_version;
  end if;
  if to_regclass('cron.job') is not null then
    -- to_jsonb: the `active` column is pg_cron's; a job without it counts as active.
    execute $sql$
      select coalesce(jsonb_agg(job.jobname order by job.jobname), '[]'::jsonb)
      from cron.job as job
      where coalesce((to_jsonb(job) ->> 'active')::boolean, true)
    $sql$ into cron_jobs;
  end if;
  return jsonb_build_object('schema_version', schema_version, 'cron_jobs', cron_jobs);
end
$$;

comment on function public.deployment_status() is
  'The newest applied migration and the names of the active pg_cron jobs (null without pg_cron), for npm run check:deployment.';

revoke all on function public.deployment_status() from public, anon, authenticated;
grant execute on function public.deployment_status() to anon, service_role;
