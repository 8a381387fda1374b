-- ---------------------------------------------------------------------------
-- Completion date: a lower bound too
-- ---------------------------------------------------------------------------

-- 20261121000400 gave projekt_deadline only an upper bound, because a draft
-- resumed days later may hold a date that is now closer than 14 days. The
-- wizard never sends such a draft: on submit it checks every step again and
-- sends the visitor back to step 5 (useSubmitBriefing), and step 5 offers
-- only days 14 to 42 ahead (SPEC §5, §9). So a row with an earlier date can
-- only come from a hand-made request, and the server refuses it as well.
-- One day of slack, as for the upper bound: a visitor west of Berlin may
-- still be on the day before.
--
-- Checked when a row is written with a new date only: staff who mark a
-- briefing `aufbewahren` weeks later update a row whose date has passed.
-- The founding year keeps its check on every write (a year never becomes
-- invalid with time).
create or replace function private.check_webseitenkonzeption_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today_in_germany date := (now() at time zone 'Europe/Berlin')::date;
  year_in_earliest_zone integer := extract(year from now() at time zone interval '+14:00');
  new_deadline boolean := tg_op = 'INSERT' or new.projekt_deadline is distinct from old.projekt_deadline;
begin
  if new.gruendungsjahr > year_in_earliest_zone then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_gruendungsjahr_not_future"',
      detail = 'gruendungsjahr must lie between 1700 and the current year.',
      table = 'webseitenkonzeption',
      column = 'gruendungsjahr',
      constraint = 'webseitenkonzeption_gruendungsjahr_not_future';
  end if;

  if new_deadline and new.projekt_deadline not between today_in_germany + 13 and today_in_germany + 43 then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_projekt_deadline_window"',
      detail = 'projekt_deadline must lie between 14 and 42 days ahead.',
      table = 'webseitenkonzeption',
      column = 'projekt_deadline',
      constraint = 'webseitenkonzeption_projekt_deadline_window';
  end if;

  return new;
end
$$;

revoke all on function private.check_webseitenkonzeption_dates() from public;
