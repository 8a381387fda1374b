-- Applications are taken only during the application period (SPEC §1: the
-- campaign ran from 01.09.2025 to 12.10.2025 and is closed).
--
-- Before, the landing page's form was inert while `site.campaign.open` was
-- false, but the insert policy did not know: a hand-made request stored an
-- application months after the deadline. Now the server holds the period and
-- the insert policy refuses an application outside it (42501, as any policy
-- refusal). The agency's own imports (service role) are not limited.
--
-- The period is a calendar range in Berlin's calendar, both days included, as
-- the page states it, so the server closes at midnight of the last day even if
-- nobody deploys. `site.campaign.startDate` / `endDate` (src/content/site.ts)
-- state the same days; tests/application-period.test.ts checks that the
-- migrations and the site agree, so the next round is one edit of site.ts plus
-- one migration that updates this row (README "Die nächste Runde").

create table private.application_period (
  only_row boolean primary key default true check (only_row),
  starts_on date not null,
  ends_on date not null,
  constraint application_period_order check (starts_on <= ends_on)
);

comment on table private.application_period is
  'The days (Berlin calendar, both included) on which visitors may send an application. One row; the same days as site.campaign in src/content/site.ts.';

revoke all on table private.application_period from public, anon, authenticated, service_role;

insert into private.application_period (starts_on, ends_on) values ('2025-09-01', '2025-10-12');

-- security definer: visitors may not read the settings table itself, only ask
-- whether today lies in the period.
create function private.application_period_running()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from private.application_period as period
    where (now() at time zone 'Europe/Berlin')::date between period.starts_on and period.ends_on
  )
$$;

revoke all on function private.application_period_running() from public;
grant execute on function private.application_period_running() to anon, authenticated, service_role;

alter policy "visitors submit applications stamped with server time"
  on public.azubiprojekt_bewerbungen
  with check (created_at = now() and private.application_period_running());
