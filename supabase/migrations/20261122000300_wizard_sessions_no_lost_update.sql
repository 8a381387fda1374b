-- A draft edited on two devices must not lose either device's work
-- (ADR 030, "2026-11-22: a data-loss review", open item 1).
--
-- Until now the newest timestamp won. A timestamp says when a copy was
-- edited, not what it was based on: a laptop left open after the QR hand-over
-- overwrote the phone's work with its next keystroke, because that keystroke
-- was newer. Now every save names
--   writer:   the browser tab that wrote it (a random id the tab keeps across
--             reloads), and
--   based_on: the updated_at of the saved row the copy builds on (the row the
--             tab loaded, or its own last confirmed save).
-- A tab may update the row it wrote last (its copy contains everything in
-- it), or a row that is not newer than its base. Anything else means another
-- tab or device saved work this copy has not seen: the write is skipped, the
-- client sees that no row came back, loads the newer copy and asks the
-- visitor ("Neuere Version gefunden").
--
-- A save without a writer (a page loaded before this change, the service
-- role) keeps the old rule, newest timestamp wins, so open tabs do not stop
-- saving when this is deployed.

alter table public.wizard_sessions
  add column writer text,
  add column based_on timestamptz,
  add constraint wizard_sessions_writer_check
    check (writer is null or writer ~ '^[0-9a-f]{32}$');

comment on column public.wizard_sessions.writer is
  'Random id of the browser tab that saved this copy last (not secret; only the session holder reads it).';
comment on column public.wizard_sessions.based_on is
  'updated_at of the saved row this copy was built on; the write guard refuses a copy from another writer based on an older row.';

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
    if new.writer is not null
      and new.writer is distinct from old.writer
      and (new.based_on is null or new.based_on < old.updated_at) then
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

-- Readable like the other columns: PostgREST's upsert (ON CONFLICT DO UPDATE)
-- and select=* need the select right on every column they touch.
grant select (writer, based_on) on table public.wizard_sessions to anon;
grant insert (writer, based_on) on table public.wizard_sessions to anon;
grant update (writer, based_on) on table public.wizard_sessions to anon;
