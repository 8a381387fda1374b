-- A sent briefing's files stay as they were sent, checked when the object row
-- is written (ADR 001, "2026-11-23").
--
-- The restrictive policies of 20261122000200 are checked when an upload
-- starts: Storage probes the INSERT as the caller, rolls it back, receives the
-- bytes, and writes the row afterwards as its own admin role, which no policy
-- binds. So an upload that started before the send still wrote afterwards: a
-- plain upload (with or without x-upsert) whose body was still arriving, the
-- last PATCH of a tus upload whose earlier PATCHes passed, and on hosted
-- Supabase an upload to a signed upload URL issued before the send (that route
-- uploads as Storage's admin, so no policy applies). The service role was
-- never bound either.
--
-- A trigger on storage.objects sees every write, whoever makes it and
-- whenever: it refuses a new row, a new version or a rename into or out of a
-- session folder whose briefing was sent, and the deletion of a file there.
-- Hosted projects allow it: since 2025-04-21 the storage schema belongs to
-- Storage, but "create RLS policies and database triggers" on storage.objects
-- stays allowed (Supabase changelog 34270); the function lives in private,
-- since the storage schema takes no new functions.
--
-- The policies stay: they refuse before any byte is sent, the trigger decides.
--
-- The refusal is SQLSTATE 42501, which Storage answers like a refused
-- policy: 403 AccessDenied with this message (supabase/storage
-- src/storage/database/errors.ts), over tus as status 403. The wizard shows it
-- as "Keine Berechtigung." (uploads/transport.ts storageErrorFrom).
--
-- The service role is bound too: a file linked from a sent briefing must not
-- change under it. The agency deletes a briefing first and its files after
-- (the trigger then finds no briefing); purge:files only deletes files of
-- sessions nobody sent.

-- The briefing of a folder is found through its hash, not its id.
create index webseitenkonzeption_session_folder_idx
  on public.webseitenkonzeption (private.wizard_session_folder(session_id));

-- The session folder of an object in a wizard bucket (texts/<hash>/… or
-- uploads/<hash>/…, at any depth below it), or null.
create or replace function private.object_session_folder(bucket text, name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select split_part(name, '/', 2)
  where split_part(name, '/', 3) <> ''
    and split_part(name, '/', 2) ~ '^[0-9a-f]{64}$'
    and (
      (bucket = 'konfigurator-texte' and split_part(name, '/', 1) = 'texts')
      or (bucket = 'konfigurator-bilder' and split_part(name, '/', 1) = 'uploads')
    )
$$;

-- Whether the object lies in the folder of a sent session. Takes the
-- session's lock first (20261123000100), so a submit in the same instant
-- either finished before (its briefing is seen here) or waits for this write
-- (and its check of the session's files sees it).
create or replace function private.is_sent_session_object(bucket text, name text)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  folder text := private.object_session_folder(bucket, name);
begin
  if folder is null then
    return false;
  end if;
  perform private.lock_wizard_session(folder);
  return exists (
    select 1 from public.webseitenkonzeption as briefing
    where private.wizard_session_folder(briefing.session_id) = folder
  );
end
$$;

-- security definer: Storage writes rows as its admin role, which may not read
-- webseitenkonzeption; the owner (postgres) may and bypasses RLS.
create or replace function private.keep_sent_session_files()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
begin
  -- Storage's own bookkeeping on a row (metadata, last access, columns its
  -- migrations fill in) changes neither the bytes nor where they are.
  if tg_op = 'UPDATE'
    and new.bucket_id is not distinct from old.bucket_id
    and new.name is not distinct from old.name
    and new.version is not distinct from old.version then
    return new;
  end if;

  if (tg_op <> 'INSERT' and private.is_sent_session_object(old.bucket_id, old.name))
    or (tg_op <> 'DELETE' and private.is_sent_session_object(new.bucket_id, new.name)) then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'the briefing of this wizard session was sent: its files can no longer change',
      detail = format('%s of %s/%s', lower(tg_op), coalesce(new.bucket_id, old.bucket_id), coalesce(new.name, old.name));
  end if;

  return case when tg_op = 'DELETE' then old else new end;
end
$$;

revoke all on function
  private.object_session_folder(text, text),
  private.is_sent_session_object(text, text),
  private.keep_sent_session_files()
from public;

create trigger keep_sent_session_files
  before insert or update or delete on storage.objects
  for each row execute function private.keep_sent_session_files();
