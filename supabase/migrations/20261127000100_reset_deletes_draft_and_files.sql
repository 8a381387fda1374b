-- "Formular zurücksetzen" deletes the draft on the server, not only in the
-- browser (ADR 030, "2026-11-27").
--
-- The reset dialog tells the visitor „Alle bisherigen Angaben werden
-- gelöscht“. Until now it cleared the browser's copy only: the
-- wizard_sessions row (name, e-mail, everything typed) stayed, the session
-- link still opened it, and the uploaded files stayed public, the logos with
-- no way to delete them at all. A privacy audit (2026-11-27) called that a
-- false promise (GDPR Art. 5(1)(a), 17, 25). Now:
--
-- 1. public.discard_wizard_draft(): the holder of a session id (the
--    x-wizard-session header, ADR 001) deletes that session's draft and marks
--    the session as discarded. A function, not a DELETE policy, for two
--    reasons. The session's lock (20261123000100) must be taken before the
--    draft is looked for: a DELETE statement reads the table with the snapshot
--    of its start, before any trigger of it could wait for the lock, so a save
--    committed in the same instant would survive it. And the mark must be set
--    also when there is no row yet (a first save still on its way).
--    A sent session is left alone: its draft is gone already, its files are
--    frozen (20261123000200), and the function answers false.
-- 2. The mark (private.discarded_wizard_sessions, the session folder's hash
--    and a time, nothing else) keeps the draft from coming back: the write
--    guard skips a save that would create the row again (a late autosave, the
--    keepalive save of a page being left, another tab or device on the same
--    session), and no file can be stored in the session's folders any more
--    (an upload still finishing). Both check under the session's lock, so
--    whatever commits first, the other sees it. The daily purge removes marks
--    after 30 days, like untouched drafts.
-- 3. Logos get a session folder, logos/<sha256 hex of the session id>/<file>,
--    like texts and images, so their holder can delete them: upload, list and
--    delete there, nowhere else. Once the briefing is sent, its logo folder is
--    frozen like the others (the restrictive policies of 20261122000200 and
--    the row-write trigger of 20261123000200 now know that folder too). A
--    briefing's logo in a session folder must lie in the briefing's own one.
--    logos/<file> without a folder stays accepted and insert-only (pages
--    loaded before this change, briefings sent with such logos); those files
--    are left to the daily `npm run purge` once no draft names them, which now
--    empties logo folders of unsent, unsaved sessions like the others.
--
-- The files themselves are deleted by the wizard through the Storage API (a
-- delete in SQL would leave the stored bytes behind), see
-- src/features/wizard/session/draft-deletion.ts.

-- ── 1 and 2: discarded sessions ─────────────────────────────────────────

create table private.discarded_wizard_sessions (
  folder text primary key check (folder ~ '^[0-9a-f]{64}$'),
  discarded_at timestamptz not null default now()
);

comment on table private.discarded_wizard_sessions is
  'Sessions whose holder reset the wizard (by folder hash): their draft is not created again and their folders take no files. Purged after 30 days.';

create index discarded_wizard_sessions_discarded_at_idx
  on private.discarded_wizard_sessions (discarded_at);

revoke all on table private.discarded_wizard_sessions from public, anon, authenticated, service_role;

create or replace function private.is_discarded_session_folder(session_folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
set row_security = off
as $$
  select exists (
    select 1 from private.discarded_wizard_sessions as discarded
    where discarded.folder = session_folder
  )
$$;

revoke all on function private.is_discarded_session_folder(text) from public;

create or replace function public.discard_wizard_draft()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller_id text := private.wizard_session_id();
  caller_folder text := private.wizard_session_folder(caller_id);
begin
  if caller_id is null then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'discarding a wizard draft needs its session id (x-wizard-session)';
  end if;

  perform private.lock_wizard_session(caller_folder);
  if exists (select 1 from public.webseitenkonzeption as briefing where briefing.session_id = caller_id) then
    return false;
  end if;

  insert into private.discarded_wizard_sessions (folder)
  values (caller_folder)
  on conflict (folder) do nothing;
  -- A new statement, so a new snapshot: a save committed while this waited for the lock is seen and deleted.
  delete from public.wizard_sessions as draft where draft.id = caller_id;
  return true;
end
$$;

comment on function public.discard_wizard_draft() is
  'The holder of the x-wizard-session header deletes that session''s unsent draft and keeps it from being saved or given files again. False when the session was sent.';

revoke all on function public.discard_wizard_draft() from public, anon, authenticated;
grant execute on function public.discard_wizard_draft() to anon, service_role;

-- As in 20261123000100, plus the discarded mark on INSERT: a save that would
-- create the draft of a discarded session again is skipped silently, as one
-- of a sent session is (the client then finds no row and stops saving).
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
    perform private.lock_wizard_session(private.wizard_session_folder(new.id));
    if exists (select 1 from public.webseitenkonzeption where session_id = new.id)
      or private.is_discarded_session_folder(private.wizard_session_folder(new.id)) then
      return null;
    end if;
    new.created_at := now();
  end if;

  return new;
end
$$;

-- As in 20261121000700, plus the marks of discarded sessions.
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
  delete from private.discarded_wizard_sessions
  where discarded_at < now() - interval '30 days';
  return purged;
end
$$;

-- ── 3: logos in the session's folder ────────────────────────────────────

-- As in 20261123000200, plus logos/<hash>/… in the logo bucket.
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
      or (bucket = 'azubiprojekt-logos' and split_part(name, '/', 1) = 'logos')
    )
$$;

-- As in 20261122000200, plus the logo bucket: a sent session uploads, overwrites
-- and deletes no logo either.
create or replace function private.is_frozen_session_file(bucket text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select bucket in ('konfigurator-texte', 'konfigurator-bilder', 'azubiprojekt-logos')
    and private.caller_session_submitted()
$$;

create policy "session holder uploads logos into own folder"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'azubiprojekt-logos'
    and storage.foldername(name) = array['logos', private.caller_session_folder()]
    and char_length(name) <= 400
  );

-- Storage's delete reads the rows, so it needs a SELECT policy too (see 20261121000600).
create policy "session holder sees own logos"
  on storage.objects
  for select
  to anon
  using (
    bucket_id = 'azubiprojekt-logos'
    and storage.foldername(name) = array['logos', private.caller_session_folder()]
  );

create policy "session holder deletes own logos"
  on storage.objects
  for delete
  to anon
  using (
    bucket_id = 'azubiprojekt-logos'
    and storage.foldername(name) = array['logos', private.caller_session_folder()]
  );

-- No file is stored in a discarded session's folders, whoever writes it: Storage
-- writes an upload's row as its admin role after the bytes, so an upload that
-- started before the reset would otherwise land after the wizard deleted the
-- folder's files. Under the session's lock, like discard_wizard_draft. A
-- stranger's write meets the policies instead (private.is_stranger_write,
-- 20261126000300), so the refusal tells nobody else that a session was reset.
-- Deletes pass: they are how the folder is emptied.
create or replace function private.refuse_files_of_discarded_sessions()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
declare
  object_folder text := private.object_session_folder(new.bucket_id, new.name);
begin
  if tg_op = 'UPDATE'
    and new.bucket_id is not distinct from old.bucket_id
    and new.name is not distinct from old.name
    and new.version is not distinct from old.version then
    return new;
  end if;
  if object_folder is null or private.is_stranger_write(new.bucket_id, new.name) then
    return new;
  end if;

  perform private.lock_wizard_session(object_folder);
  if private.is_discarded_session_folder(object_folder) then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this wizard session was discarded: it takes no more files',
      detail = format('%s of %s/%s', lower(tg_op), new.bucket_id, new.name);
  end if;
  return new;
end
$$;

revoke all on function private.refuse_files_of_discarded_sessions() from public;

create trigger refuse_files_of_discarded_sessions
  before insert or update on storage.objects
  for each row execute function private.refuse_files_of_discarded_sessions();

-- As in 20261122000100, plus an optional session folder before the file part.
create or replace function private.is_logo_url(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ (
      '^https?://[^/?#@\\[:space:]]+(/[^?#\\[:space:]]*)?'
      || '/storage/v1/object/public/azubiprojekt-logos/logos/([0-9a-f]{64}/)?'
      || '([A-Za-z0-9;,:@&=+$_.!~*''()-]|%[0-9A-F]{2})+$'
    )
    and candidate !~ '/logos/([0-9a-f]{64}/)?\.\.?$'
$$;

-- A logo in a session folder is the briefing's own session's, as every text
-- and image is (20261122000100): another session's holder could delete it.
alter table public.webseitenkonzeption
  add constraint webseitenkonzeption_logo_in_own_folder
    check (
      logo_file_url is null
      or logo_file_url !~ '/azubiprojekt-logos/logos/[0-9a-f]{64}/'
      or strpos(logo_file_url, '/azubiprojekt-logos/logos/' || private.wizard_session_folder(session_id) || '/') > 0
    );

-- As in 20261123000300, with the logo's object read with its session folder.
create or replace function private.check_webseitenkonzeption_files()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
declare
  base text := (select setting.url from private.storage_public_url as setting);
  file record;
begin
  perform private.lock_wizard_session(private.wizard_session_folder(new.session_id));

  for file in
    select 'konfigurator-texte' as bucket, entry ->> 'path' as name, entry ->> 'url' as url
    from jsonb_array_elements(new.uploaded_texts) as entry
    union all
    select 'konfigurator-bilder', entry ->> 'path', entry ->> 'url'
    from jsonb_array_elements(new.uploaded_images) as entry
    union all
    select
      'azubiprojekt-logos',
      private.decode_uri(
        substring(new.logo_file_url from '/storage/v1/object/public/azubiprojekt-logos/(logos/(?:[0-9a-f]{64}/)?[^/]+)$')
      ),
      new.logo_file_url
    where new.logo_file_url is not null
  loop
    if not exists (
      select 1 from storage.objects as object
      where object.bucket_id = file.bucket and object.name = file.name
    ) then
      raise exception using
        errcode = 'check_violation',
        message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_files_stored"',
        detail = format('%s/%s is not stored.', file.bucket, file.name),
        table = 'webseitenkonzeption',
        constraint = 'webseitenkonzeption_files_stored';
    end if;

    if base is not null
      and file.url is distinct from base || '/storage/v1/object/public/' || file.bucket || '/' || private.encode_uri(file.name) then
      raise exception using
        errcode = 'check_violation',
        message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_file_urls_on_project"',
        detail = 'File URLs must be public URLs of this project''s storage.',
        table = 'webseitenkonzeption',
        constraint = 'webseitenkonzeption_file_urls_on_project';
    end if;
  end loop;

  return null;
end
$$;
