-- Who may write which object (SPEC §7 upload/remove calls).
--
--   azubiprojekt-logos   logos/<file>                        insert only
--   konfigurator-texte   texts/<sha256hex(session id)>/<file>  insert, delete own
--   konfigurator-bilder  uploads/<sha256hex(session id)>/<file> insert, delete own
--
-- The session folder is the hex SHA-256 of the x-wizard-session header, so a
-- public URL never reveals the session id, yet only the uploader can delete.
-- No UPDATE policy anywhere: an existing object can't be overwritten
-- (upsert needs UPDATE), a second upload to the same path fails as duplicate.
-- RLS on storage.objects is enabled by Supabase; migrations may not alter it.

create policy "visitors upload logos into logos/"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'azubiprojekt-logos'
    and storage.foldername(name) = array['logos']
    and char_length(name) <= 255
  );

create policy "session holder uploads texts into own folder"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'konfigurator-texte'
    and storage.foldername(name) = array['texts', private.caller_session_folder()]
    and char_length(name) <= 400
  );

create policy "session holder uploads images into own folder"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'konfigurator-bilder'
    and storage.foldername(name) = array['uploads', private.caller_session_folder()]
    and char_length(name) <= 400
  );

-- Supabase Storage deletes with "DELETE ... WHERE bucket_id = $1 AND name =
-- ANY($2) RETURNING *" as the caller's role. Because that statement reads the
-- rows, Postgres applies SELECT policies too: without this policy the delete
-- silently matches nothing. It only reveals the caller's own uploads, which
-- the caller already knows; nobody can list other folders.
create policy "session holder sees own uploads"
  on storage.objects
  for select
  to anon
  using (
    (bucket_id = 'konfigurator-texte'
      and storage.foldername(name) = array['texts', private.caller_session_folder()])
    or (bucket_id = 'konfigurator-bilder'
      and storage.foldername(name) = array['uploads', private.caller_session_folder()])
  );

create policy "session holder deletes own uploads"
  on storage.objects
  for delete
  to anon
  using (
    (bucket_id = 'konfigurator-texte'
      and storage.foldername(name) = array['texts', private.caller_session_folder()])
    or (bucket_id = 'konfigurator-bilder'
      and storage.foldername(name) = array['uploads', private.caller_session_folder()])
  );
