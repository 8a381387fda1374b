-- The daily jobs, on the platform (ADR 043): pg_cron runs them, as Supabase documents for
-- scheduling Edge Functions. The project's URL and the Bearer token of scheduled calls come from
-- Vault (`project_url`, `cron_secret`: `npm run deploy` records both on hosted, the local stack
-- its own); the function `purge` checks the token against its secret CRON_SECRET.

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net;

-- Drafts not saved for 30 days (20261121000700_purge_stale_wizard_sessions.sql), at 03:17 UTC.
select cron.schedule(
  'purge-stale-wizard-sessions',
  '17 3 * * *',
  'select public.purge_stale_wizard_sessions()'
);

-- Ten minutes later, so that the stale drafts' rows are gone: applications and briefings past
-- their retention and every file nobody may keep any more, deleted through the Storage API by
-- the Edge Function. A purge over many files outlasts pg_net's default 5 s wait.
select cron.schedule(
  'purge-expired',
  '27 3 * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/purge',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 120000
  ) as request_id
  $$
);
