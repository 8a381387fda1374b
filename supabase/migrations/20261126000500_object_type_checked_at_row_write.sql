-- A bucket's allowed file types hold for every stored object, checked when
-- the object row is written.
--
-- Storage checks an upload's declared type against the bucket's
-- allowed_mime_types, but a resumable (tus) upload that declares none skips
-- that check and is stored as application/octet-stream: an audit
-- (2026-11-26) stored an HTML page in the image bucket and an .exe in the logo
-- bucket, each then served from a public URL. The local stack copies hosted
-- Storage there (supabase/local/storage/tus.ts), so both would.
--
-- The row's metadata names the type the object is stored and served with; it
-- must be one the bucket allows (the same matching as Storage: "image/*"
-- takes any image). Rows without metadata (Storage's permission probe) pass.
-- The wizard always declares a type the bucket takes (withEffectiveType in
-- src/features/wizard/uploads/file-rules.ts), so it never meets this; the
-- refusal is 42501, answered by Storage as 403.

create or replace function private.is_allowed_object_type(bucket text, mime_type text)
returns boolean
language sql
stable
security definer
set search_path = ''
set row_security = off
as $$
  select coalesce(cardinality(allowed.types), 0) = 0
    or exists (
      select 1 from unnest(allowed.types) as entry(type)
      where lower(entry.type) = stored.type
        or (entry.type like '%/*' and split_part(lower(entry.type), '/', 1) = split_part(stored.type, '/', 1))
    )
  from
    (select allowed_mime_types as types from storage.buckets where id = bucket) as allowed,
    -- Without parameters ("text/plain; charset=utf-8" is text/plain).
    (select btrim(split_part(lower(mime_type), ';', 1)) as type) as stored
$$;

create or replace function private.check_object_type()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
begin
  if new.metadata ? 'mimetype'
    and not coalesce(private.is_allowed_object_type(new.bucket_id, new.metadata ->> 'mimetype'), true) then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this bucket does not take files of this type',
      detail = format('%s in %s', new.metadata ->> 'mimetype', new.bucket_id);
  end if;
  return new;
end
$$;

revoke all on function
  private.is_allowed_object_type(text, text),
  private.check_object_type()
from public;

