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

-- Both helpers answer only about the caller's own session (the x-wizard-session
-- header), take no session id, and return a single number or boolean: no
-- column of a briefing, nothing about another session.
--
-- security definer, so the answers don't depend on the visitor's own rights:
-- anon may see its own briefing only through a one-column grant and policy
-- that exist for ON CONFLICT (0400), and counting storage.objects through the
-- select policy of 0600 made Postgres run that policy's storage.foldername()
-- for every object in the bucket (1.6 s per upload on the local stack with
-- 20,000 images, against 8 ms). The owner (postgres) owns webseitenkonzeption
-- and bypasses RLS on storage.objects, as on hosted projects.
-- row_security = off makes that an assertion: should the owner ever be
-- subject to a policy, the query fails (and with it the upload) instead of
-- quietly counting nothing.

create or replace function private.caller_session_submitted()
returns boolean
language sql
stable
security definer
set search_path = ''
set row_security = off
as $$
  select exists (
    select 1
    from public.webseitenkonzeption as briefing
    where briefing.session_id = private.wizard_session_id()
  )
$$;

-- Objects in the caller's folder <top>/<sha256 hex>/ of a bucket. The folder is
-- matched as a byte-wise range, from "<folder>/" up to "<folder>0" ('0' is the
-- byte after '/'), with the pattern operators, which Storage's
-- name_prefix_search index (text_pattern_ops) serves: only the folder's rows
-- are read, even where the table has no statistics (the local stack never
-- runs ANALYZE).
create or replace function private.caller_folder_object_count(bucket text, top_folder text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
set row_security = off
as $$
-- Columns are always qualified below; a column Storage may add one day must not shadow these names.
#variable_conflict use_variable
declare
  -- Once per call: inside the query it would be hashed again for every row a scan visits.
  folder text := top_folder || '/' || private.caller_session_folder();
begin
  return (
    select count(*)
    from storage.objects as object
    where object.bucket_id = bucket
      and object.name ~>=~ (folder || '/')
      and object.name ~<~ (folder || '0')
  );
end
$$;

-- A file of the caller's session in a wizard bucket, once its briefing was sent.
create or replace function private.is_frozen_session_file(bucket text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select bucket in ('konfigurator-texte', 'konfigurator-bilder') and private.caller_session_submitted()
$$;

revoke all on function private.is_frozen_session_file(text) from public;
grant execute on function private.is_frozen_session_file(text) to anon, authenticated, service_role;
revoke all on function private.caller_session_submitted() from public;
revoke all on function private.caller_folder_object_count(text, text) from public;
grant execute on function private.caller_session_submitted() to anon, authenticated, service_role;
grant execute on function private.caller_folder_object_count(text, text) to anon, authenticated, service_role;

create policy "submitted sessions upload no more files"
  on storage.objects
  as restrictive
  for insert
  to public
  with check (not private.is_frozen_session_file(bucket_id));

create policy "submitted sessions overwrite no files"
  on storage.objects
  as restrictive
  for update
  to public
  using (not private.is_frozen_session_file(bucket_id))
  with check (not private.is_frozen_session_file(bucket_id));

-- A refused delete is silent, as for any row RLS hides: Storage answers 200
-- with an empty list (the wizard's remove() turns that into "Keine Berechtigung").
create policy "submitted sessions delete no files"
  on storage.objects
  as restrictive
  for delete
  to public
  using (not private.is_frozen_session_file(bucket_id));

-- Twice the client's limits (10 texts, 50 images). Files the briefing no
-- longer lists can stay behind: removing an image drops its entry even when
-- the storage delete fails (SPEC §4), leaving "texte-hochladen" drops the
-- texts and only logs a failed delete (steps/texts-field.tsx), and an upload
-- whose answer got lost is stored while the widget shows it as failed.
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
