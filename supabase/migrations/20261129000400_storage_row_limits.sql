-- Limits that hold for every stored object, checked when its row is written
-- (as 20261126000500 does for the type), for the paths that skip Storage's
-- own checks. Found by an audit, 2026-11-29.
--
-- Size: Storage compares an upload's bytes with the bucket's file_size_limit,
-- but its copy (POST /storage/v1/object/copy) does not: it checks the SELECT
-- policy on the source and the INSERT policy on the target, then writes the
-- row with the source's metadata. So a 25 MB image copied into the logo
-- bucket (10 MB) was stored there, again and again, for a few hundred bytes
-- of request each. The row's metadata names the stored size; it must be
-- within the bucket's limit.
--
-- User metadata: a caller may attach any JSON to an upload (supabase-js
-- `metadata`, tus `metadata`), stored in the row as it is: hosted Storage
-- takes up to 1 MB per object, the local stack took 8 MB. The wizard never
-- sends any, so 1 kB is plenty for whatever a client library may add.
--
-- Refusals are 42501, which Storage answers with 403, as the type check.

create or replace function private.check_object_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
declare
  size_limit bigint := (select bucket.file_size_limit from storage.buckets as bucket where bucket.id = new.bucket_id);
  size_text text := new.metadata ->> 'size';
begin
  if size_limit is not null and size_text ~ '^[0-9]{1,18}$' and size_text::bigint > size_limit then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this bucket does not take files of this size',
      detail = format('%s bytes in %s (at most %s)', size_text, new.bucket_id, size_limit);
  end if;
  if new.user_metadata is not null and octet_length(new.user_metadata::text) > 1024 then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this bucket does not take user metadata of this size';
  end if;
  return new;
end
$$;

revoke all on function private.check_object_limits() from public;


-- A logo in a session folder is the briefing's own session's (20261127000100),
-- judged by the folder of the object the URL names: its last segments, as the
-- check that the object is stored reads them. The rule before looked for the
-- own folder anywhere in the URL, so a URL that carried it in its base path
-- linked another session's logo, which that session could still delete.
alter table public.webseitenkonzeption
  drop constraint webseitenkonzeption_logo_in_own_folder;

alter table public.webseitenkonzeption
  add constraint webseitenkonzeption_logo_in_own_folder
    check (
      logo_file_url is null
      or coalesce(
        substring(logo_file_url from '/storage/v1/object/public/azubiprojekt-logos/logos/([0-9a-f]{64})/[^/]+$'),
        private.wizard_session_folder(session_id)
      ) = private.wizard_session_folder(session_id)
    ) not valid;
