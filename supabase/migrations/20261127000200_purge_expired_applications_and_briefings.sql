-- Applications and sent briefings go when the privacy statement says they do
-- (ADR 004): an application six months after the end of the application
-- period it was sent in, a briefing six months after it was received, unless
-- a contract resulted. `npm run purge` (scripts/retention.ts) calls the two
-- functions below daily with the service key and then deletes the briefings'
-- files through the Storage API, which alone removes the stored bytes.
--
-- The months and the period are arguments, not literals: they live in the
-- site config (site.legal.retentionMonths, site.campaign), which the privacy
-- statement renders, so the promise and the deletion can't drift apart.
-- Months are calendar months in German time, as the statement means them
-- (31 August + 6 months = 28/29 February, like Postgres' month arithmetic).

-- Staff mark a row whose contract came about; the purge then keeps it (and a
-- briefing's files) until staff clear the mark. Visitors can't set it: their
-- insert grants name the form's columns only, and they may update neither
-- table.
alter table public.azubiprojekt_bewerbungen
  add column aufbewahren boolean not null default false;
alter table public.webseitenkonzeption
  add column aufbewahren boolean not null default false;

comment on column public.azubiprojekt_bewerbungen.aufbewahren is
  'Set by staff when a contract resulted: npm run purge keeps the row. Default false: deleted when its retention ends.';
comment on column public.webseitenkonzeption.aufbewahren is
  'Set by staff when a contract resulted: npm run purge keeps the row and its files. Default false: deleted when its retention ends.';

-- When an application's retention ends: the months after the end of the
-- application period it was sent in; one sent outside the period (before it,
-- in an earlier round, or after it) counts from its own receipt, which is
-- never later than the end of the round it belonged to. The period's last
-- day counts whole (until midnight in Germany).
create or replace function private.application_retention_ends(
  received timestamptz, period_start date, period_end date, retention_months integer
)
returns timestamptz
language sql
stable
set search_path = ''
set timezone = 'Europe/Berlin'
as $$
  select case
    when received >= period_start::timestamptz and received < (period_end + 1)::timestamptz
      then (period_end + 1)::timestamptz
    else received
  end + make_interval(months => retention_months)
$$;

create or replace function private.briefing_retention_ends(received timestamptz, retention_months integer)
returns timestamptz
language sql
stable
set search_path = ''
set timezone = 'Europe/Berlin'
as $$
  select received + make_interval(months => retention_months)
$$;

-- A typo in the config must not empty the tables: at least one month (and,
-- for applications, a period that ends after it starts).
create or replace function private.assert_retention(retention_months integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if retention_months is null or retention_months < 1 then
    raise exception using
      errcode = 'invalid_parameter_value',
      message = format('retention_months must be at least 1, not %s', coalesce(retention_months::text, 'null'));
  end if;
end
$$;

-- Deletes (or with dry_run only lists) the applications whose retention ended
-- and that staff did not mark; returns them without personal data.
create or replace function public.purge_expired_applications(
  period_start date, period_end date, retention_months integer, dry_run boolean default false
)
returns table (id uuid, created_at timestamptz)
language plpgsql
set search_path = ''
as $$
begin
  perform private.assert_retention(retention_months);
  if period_start is null or period_end is null or period_end < period_start then
    raise exception using
      errcode = 'invalid_parameter_value',
      message = format('the application period %s to %s is not a period', period_start, period_end);
  end if;

  if dry_run then
    return query
      select application.id, application.created_at
      from public.azubiprojekt_bewerbungen as application
      where not application.aufbewahren
        and private.application_retention_ends(application.created_at, period_start, period_end, retention_months) <= now();
  else
    return query
      with gone as (
        delete from public.azubiprojekt_bewerbungen as application
        where not application.aufbewahren
          and private.application_retention_ends(application.created_at, period_start, period_end, retention_months) <= now()
        returning application.id, application.created_at
      )
      select gone.id, gone.created_at from gone;
  end if;
end
$$;

-- Deletes (or with dry_run only lists) the sent briefings whose retention
-- ended and that staff did not mark. Returns what the caller needs to delete
-- their files: the session id (its folder in the text and image buckets) and
-- the logo's URL. The row goes first: while it exists, the freeze trigger
-- (keep_sent_session_files, 20261123000200) refuses to delete its files to
-- everyone, the service role included; without it the folder is an ordinary
-- one again, which visitors still reach only with the session id.
create or replace function public.purge_expired_briefings(retention_months integer, dry_run boolean default false)
returns table (id uuid, session_id text, logo_file_url text, created_at timestamptz)
language plpgsql
set search_path = ''
as $$
begin
  perform private.assert_retention(retention_months);

  if dry_run then
    return query
      select briefing.id, briefing.session_id, briefing.logo_file_url, briefing.created_at
      from public.webseitenkonzeption as briefing
      where not briefing.aufbewahren
        and private.briefing_retention_ends(briefing.created_at, retention_months) <= now();
  else
    return query
      with gone as (
        delete from public.webseitenkonzeption as briefing
        where not briefing.aufbewahren
          and private.briefing_retention_ends(briefing.created_at, retention_months) <= now()
        returning briefing.id, briefing.session_id, briefing.logo_file_url, briefing.created_at
      )
      select gone.id, gone.session_id, gone.logo_file_url, gone.created_at from gone;
  end if;
end
$$;

comment on function public.purge_expired_applications(date, date, integer, boolean) is
  'Deletes applications whose retention ended (months after the end of their application period) and not marked aufbewahren; npm run purge calls it daily.';
comment on function public.purge_expired_briefings(integer, boolean) is
  'Deletes briefings received more than the given months ago and not marked aufbewahren; npm run purge calls it daily and then deletes their files.';

revoke all on function
  private.application_retention_ends(timestamptz, date, date, integer),
  private.briefing_retention_ends(timestamptz, integer),
  private.assert_retention(integer)
from public;
-- The purge functions run as their caller.
grant execute on function
  private.application_retention_ends(timestamptz, date, date, integer),
  private.briefing_retention_ends(timestamptz, integer),
  private.assert_retention(integer)
to service_role;

-- Functions are executable by PUBLIC by default, and older hosted projects
-- also grant new public functions to anon/authenticated.
revoke all on function
  public.purge_expired_applications(date, date, integer, boolean),
  public.purge_expired_briefings(integer, boolean)
from public, anon, authenticated;
grant execute on function
  public.purge_expired_applications(date, date, integer, boolean),
  public.purge_expired_briefings(integer, boolean)
to service_role;
