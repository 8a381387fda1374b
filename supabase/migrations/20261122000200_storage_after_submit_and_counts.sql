-- Two limits on the wizard's session folders in konfigurator-texte and
-- konfigurator-bilder, on top of 20261121000600_storage_object_policies.sql:
--
-- 1. Once a briefing with the session id is submitted, its files are frozen:
--    no upload, overwrite or delete. The submitted row links to them, so a
--    delete would break the links and a new upload at a freed path would swap
--    the content behind them. The session id stays valid (it sits in the
--    visitor's browser and in the QR link), hence this check in storage.
-- 2. A session folder holds a bounded number of objects; until now only the
--    client counted (src/features/wizard/uploads/file-rules.ts).
--
-- Both are RESTRICTIVE policies: Postgres ANDs them with the permissive
-- policies of 0600 (which still decide who may touch which folder), and they
-- also bind any permissive policy added later, e.g. an UPDATE policy that
-- would allow upserts.
--
-- Storage evaluates them as the caller: it tries the INSERT (upload, tus
-- creation and every tus PATCH) or runs the DELETE with the caller's role and
-- request headers, and rolls the probe back; the object row itself is written
-- later as the storage admin. The local stack does the same
-- (supabase/local/storage/objects.ts).
--
-- The logo bucket gets neither: its objects (logos/<uuid>.<ext>) belong to no
-- session, because the landing page's application form uploads there
-- without one. They are insert-only already, so a submitted logo link can't be
-- broken or swapped; a count per session is impossible without a session
-- folder, and a bucket-wide count would let anyone block every upload.

-- Whether the caller's session (x-wizard-session) has a submitted briefing.
-- security definer: the answer must not depend on the visitor's own rights on
-- webseitenkonzeption (today a one-column select grant and policy that exist
-- for ON CONFLICT, see 0400); the owner of that table is not subject to its
-- RLS. Takes no argument and returns one boolean, so it reveals nothing about
-- any other session and no column of the row.
create or replace function private.caller_session_submitted()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.webseitenkonzeption as briefing
    where briefing.session_id = private.wizard_session_id()
  )
$$;

-- How many objects the caller's session folder <top>/<sha256 hex>/ holds in a
-- bucket. security invoker on purpose: the caller counts through the select
-- policy "session holder sees own uploads" (0600), which shows exactly this
-- folder, so the count needs no rights beyond the caller's own. (storage.objects
-- belongs to the storage admin; a definer here would depend on its owner
-- bypassing RLS.)
create or replace function private.caller_folder_object_count(bucket text, top_folder text)
returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*)
  from storage.objects as object
  where object.bucket_id = bucket
    and storage.foldername(object.name) = array[top_folder, private.caller_session_folder()]
$$;

revoke all on function private.caller_session_submitted() from public;
revoke all on function private.caller_folder_object_count(text, text) from public;
grant execute on function private.caller_session_submitted() to anon, authenticated, service_role;
grant execute on function private.caller_folder_object_count(text, text) to anon, authenticated, service_role;

create policy "submitted sessions upload no more files"
  on storage.objects
  as restrictive
  for insert
  to public
  with check (
    bucket_id not in ('konfigurator-texte', 'konfigurator-bilder')
    or not private.caller_session_submitted()
  );

create policy "submitted sessions overwrite no files"
  on storage.objects
  as restrictive
  for update
  to public
  using (
    bucket_id not in ('konfigurator-texte', 'konfigurator-bilder')
    or not private.caller_session_submitted()
  )
  with check (
    bucket_id not in ('konfigurator-texte', 'konfigurator-bilder')
    or not private.caller_session_submitted()
  );

-- A refused delete is silent, as for any row RLS hides: Storage answers 200
-- with an empty list (the wizard's remove() turns that into "Keine Berechtigung").
create policy "submitted sessions delete no files"
  on storage.objects
  as restrictive
  for delete
  to public
  using (
    bucket_id not in ('konfigurator-texte', 'konfigurator-bilder')
    or not private.caller_session_submitted()
  );

-- Twice the client's limits (10 texts, 50 images). Files the briefing no
-- longer lists can stay behind: removing an image drops its entry even when
-- the storage delete fails, leaving "texte-hochladen" drops the texts with
-- only a logged failure (SPEC §4), and an upload whose answer got lost is
-- stored while the widget shows it as failed and the visitor picks it again.
-- The slack keeps such orphans from blocking a visitor who stays within the
-- client's limits; a script holding a session id can no longer fill a bucket.
-- The probe counts the objects already there (the new row is not yet
-- visible), so the upload that reaches the limit passes and the next one
-- fails. Uploads probed at the same moment can overshoot by as many as run in
-- parallel: Storage writes the row only after the bytes, outside the probe.
create policy "session folders hold at most 20 texts and 100 images"
  on storage.objects
  as restrictive
  for insert
  to public
  with check (
    case bucket_id
      when 'konfigurator-texte' then private.caller_folder_object_count('konfigurator-texte', 'texts') < 20
      when 'konfigurator-bilder' then private.caller_folder_object_count('konfigurator-bilder', 'uploads') < 100
      else true
    end
  );
