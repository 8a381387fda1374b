-- A session folder's limit of 20 texts and 100 images holds when the object
-- row is written, not only when an upload starts.
--
-- The restrictive policy of 20261122000200 counts the folder when Storage
-- probes an upload, before any byte arrives; the row is written after the
-- bytes. Uploads started side by side all passed the probe: an audit
-- (2026-11-26) put 400 images into one folder with 400 parallel requests. The
-- migration had accepted "some overshoot", but the caller chooses how much.
--
-- This trigger counts again at the row write, under the session's lock
-- (20261123000100), so writes into one folder count one after another. A new
-- version of a file already there takes no place. A stranger's write meets
-- the policies instead (private.is_stranger_write, 20261126000300). The wizard
-- never reaches the limit (it allows 10 texts and 50 images), so the refusal
-- needs no German message; it is 42501, answered by Storage as 403.

create or replace function private.session_folder_file_limit(bucket text)
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case bucket when 'konfigurator-texte' then 20 when 'konfigurator-bilder' then 100 end
$$;

create or replace function private.limit_session_folder_files()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
#variable_conflict use_variable
declare
  folder text := private.object_session_folder(new.bucket_id, new.name);
  most integer := private.session_folder_file_limit(new.bucket_id);
  prefix text;
begin
  if tg_op = 'UPDATE'
    and new.bucket_id is not distinct from old.bucket_id
    and new.name is not distinct from old.name then
    return new;
  end if;
  if folder is null or most is null or private.is_stranger_write(new.bucket_id, new.name) then
    return new;
  end if;

  perform private.lock_wizard_session(folder);
  if exists (
    select 1 from storage.objects as object
    where object.bucket_id = new.bucket_id and object.name = new.name
  ) then
    return new;
  end if;
  -- The folder's rows as a byte-wise range, as caller_folder_object_count reads them.
  prefix := split_part(new.name, '/', 1) || '/' || folder;
  if (
    select count(*) from storage.objects as object
    where object.bucket_id = new.bucket_id
      and object.name ~>=~ (prefix || '/')
      and object.name ~<~ (prefix || '0')
  ) >= most then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this wizard session holds the most files allowed',
      detail = format('%s files in %s/%s', most, new.bucket_id, prefix);
  end if;
  return new;
end
$$;

revoke all on function
  private.session_folder_file_limit(text),
  private.limit_session_folder_files()
from public;

create trigger limit_session_folder_files
  before insert or update on storage.objects
  for each row execute function private.limit_session_folder_files();
