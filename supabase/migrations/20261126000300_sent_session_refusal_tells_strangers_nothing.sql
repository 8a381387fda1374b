-- A stranger's upload into a session folder is refused without saying whether
-- that session's briefing was sent.
--
-- keep_sent_session_files (20261123000200) runs before the policies of an
-- insert are checked, so a visitor who wrote into another session's folder got
-- "the briefing of this wizard session was sent" for a sent session and the
-- policies' refusal for any other. The folder's hash is part of every public
-- file URL, so whoever held one such URL could learn whether that company had
-- sent its briefing (found by an audit, 2026-11-26). It also took that
-- session's lock for a stranger.
--
-- Now a visitor's write outside the visitor's own session folder passes this
-- trigger untouched and meets the policies, which refuse it the same way
-- whether the briefing was sent or not. Writes by Storage's own role and the
-- service role are checked as before. `role` is the role the request runs as
-- (PostgREST and Storage set it per request); a security definer function
-- does not change it.

-- A visitor's write outside the visitor's own session folder (or outside any).
create or replace function private.is_stranger_write(bucket text, name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_setting('role', true) in ('anon', 'authenticated')
    and private.object_session_folder(bucket, name) is distinct from private.caller_session_folder()
$$;

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

  -- A visitor outside the own folder: the policies answer, alike for every folder.
  if private.is_stranger_write(coalesce(new.bucket_id, old.bucket_id), coalesce(new.name, old.name)) then
    return case when tg_op = 'DELETE' then old else new end;
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

revoke all on function private.is_stranger_write(text, text), private.keep_sent_session_files() from public;
