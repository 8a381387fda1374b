-- One check of a stored object's row against its bucket, in place of the two
-- triggers of 20261126000500 (type) and 20261129000400 (size, user metadata).
--
-- Each of them looked the bucket up again for every object row written, and the
-- order in which Postgres ran them (by name) decided which refusal a caller
-- saw. The rules are unchanged, and so are the refusals (42501, answered by
-- Storage with 403): the type first, then the size, then the user metadata.

create or replace function private.check_object_row()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
declare
  bucket record;
  stored_type text;
  size_text text := new.metadata ->> 'size';
begin
  select allowed_mime_types, file_size_limit into bucket
  from storage.buckets where id = new.bucket_id;

  -- Rows without metadata (Storage's permission probe) pass the type check.
  if new.metadata ? 'mimetype' and coalesce(cardinality(bucket.allowed_mime_types), 0) > 0 then
    -- Without parameters ("text/plain; charset=utf-8" is text/plain).
    stored_type := btrim(split_part(lower(new.metadata ->> 'mimetype'), ';', 1));
    if not exists (
      select 1 from unnest(bucket.allowed_mime_types) as entry(type)
      where lower(entry.type) = stored_type
        -- "image/*" takes any image, as Storage matches it.
        or (entry.type like '%/*' and split_part(lower(entry.type), '/', 1) = split_part(stored_type, '/', 1))
    ) then
      raise exception using
        errcode = 'insufficient_privilege',
        message = 'this bucket does not take files of this type',
        detail = format('%s in %s', new.metadata ->> 'mimetype', new.bucket_id);
    end if;
  end if;

  if bucket.file_size_limit is not null and size_text ~ '^[0-9]{1,18}$'
    and size_text::bigint > bucket.file_size_limit then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this bucket does not take files of this size',
      detail = format('%s bytes in %s (at most %s)', size_text, new.bucket_id, bucket.file_size_limit);
  end if;

  if new.user_metadata is not null and octet_length(new.user_metadata::text) > 1024 then
    raise exception using
      errcode = 'insufficient_privilege',
      message = 'this bucket does not take user metadata of this size';
  end if;
  return new;
end
$$;

revoke all on function private.check_object_row() from public;

drop function private.check_object_type();
drop function private.check_object_limits();
drop function private.is_allowed_object_type(text, text);

create trigger check_object_row
  before insert or update on storage.objects
  for each row execute function private.check_object_row();
