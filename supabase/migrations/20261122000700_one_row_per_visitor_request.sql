-- A visitor's request stores one application or one briefing; the site never
-- sends more. PostgREST takes a JSON array in one POST, so without a limit one
-- request could store thousands of rows (a security review stored 2000
-- applications of 5 kB each in one go). Statement-level triggers see all the
-- rows a statement inserts (transition table) and refuse more than one for the
-- roles visitors use; the service role (the agency, imports) is not limited.
create or replace function private.one_row_per_visitor_statement()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 1 then
    raise exception 'one row per request'
      using errcode = '23514', detail = tg_table_name || ': more than one row in one request';
  end if;
  return null;
end;
$$;

create trigger azubiprojekt_bewerbungen_one_row_per_request
  after insert on public.azubiprojekt_bewerbungen
  referencing new table as new_rows
  for each statement execute function private.one_row_per_visitor_statement();

create trigger webseitenkonzeption_one_row_per_request
  after insert on public.webseitenkonzeption
  referencing new table as new_rows
  for each statement execute function private.one_row_per_visitor_statement();
