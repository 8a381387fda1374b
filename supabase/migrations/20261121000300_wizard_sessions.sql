-- Saved drafts of the briefing wizard (SPEC §4 "Session"). The session id is
-- a bearer secret: whoever presents it in the x-wizard-session header may
-- read, create and update that one row, nothing else.

create table public.wizard_sessions (
  id text primary key,
  session_data jsonb not null,
  current_step integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint wizard_sessions_id_check
    check (private.is_wizard_session_id(id)),
  -- The original client stored the draft either as an object or as a JSON string.
  constraint wizard_sessions_session_data_check
    check (
      jsonb_typeof(session_data) in ('object', 'string')
      and octet_length(session_data::text) <= 524288
    ),
  constraint wizard_sessions_current_step_check
    check (current_step between 1 and 6)
);

comment on table public.wizard_sessions is
  'Wizard drafts keyed by the secret session id; only the holder of the id (x-wizard-session header) sees its row.';

create index wizard_sessions_updated_at_idx on public.wizard_sessions (updated_at);

-- Last writer by timestamp wins: a copy saved earlier (an open tab on another
-- device, a delayed retry) never replaces a newer one. The client's clock is
-- trusted only up to the server's: a timestamp from the future is clamped to
-- now(), so a skewed device can't lock the draft against later saves.
-- A draft whose briefing was already submitted is never created again (a late
-- autosave after the submit would otherwise make the session resumable).
-- Skipped writes are silent: the client only logs failed saves anyway.
-- security definer: looking up submitted briefings needs more than the
-- caller's rights; the function reads nothing else.
create or replace function private.guard_wizard_session_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := least(coalesce(new.updated_at, now()), now());

  if tg_op = 'UPDATE' then
    if new.updated_at < old.updated_at then
      return null;
    end if;
    new.created_at := old.created_at;
  else
    if exists (select 1 from public.webseitenkonzeption where session_id = new.id) then
      return null;
    end if;
    new.created_at := now();
  end if;

  return new;
end
$$;

revoke all on function private.guard_wizard_session_write() from public;

create trigger guard_wizard_session_write
  before insert or update on public.wizard_sessions
  for each row execute function private.guard_wizard_session_write();

alter table public.wizard_sessions enable row level security;

revoke all on table public.wizard_sessions from anon, authenticated;
grant select, insert, update, delete on table public.wizard_sessions to service_role;

grant select (id, session_data, current_step, created_at, updated_at)
  on table public.wizard_sessions to anon;
grant insert (id, session_data, current_step, updated_at)
  on table public.wizard_sessions to anon;
-- PostgREST's merge-duplicates upsert sets every posted column, the key included.
grant update (id, session_data, current_step, updated_at)
  on table public.wizard_sessions to anon;

create policy "session holder reads own draft"
  on public.wizard_sessions
  for select
  to anon
  using (id = private.wizard_session_id());

create policy "session holder creates own draft"
  on public.wizard_sessions
  for insert
  to anon
  with check (id = private.wizard_session_id());

create policy "session holder updates own draft"
  on public.wizard_sessions
  for update
  to anon
  using (id = private.wizard_session_id())
  with check (id = private.wizard_session_id());
