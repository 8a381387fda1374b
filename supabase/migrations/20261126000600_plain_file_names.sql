-- File names in a briefing carry no control or text-direction characters, and
-- no upload list names one stored file twice.
--
-- An audit (2026-11-26) stored a text entry named "<b>Rechnung</b>" + U+202E +
-- "gnp.exe", listed three times: the right-to-left override makes the name
-- read "…exe.png" the wrong way round, and the agency's staff open what the
-- summary and the row name. The wizard keeps file names as picked, without
-- these characters (plainFileName in
-- src/features/wizard/uploads/sanitize-file-name.ts, at upload and at submit),
-- and gives every upload its own path.
--
-- NOT VALID: rows sent before cannot stop the deploy.

create or replace function private.is_plain_file_name(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate !~ '[\u0001-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]'
$$;

-- An upload list whose names are plain and whose paths differ. The entries'
-- shape is private.is_upload_array's to check; this one passes what it cannot read.
create or replace function private.has_plain_distinct_files(candidate jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then true
    else not exists (
      select 1 from jsonb_array_elements(candidate) as entry(value)
      where not private.is_plain_file_name(coalesce(entry.value ->> 'fileName', ''))
    )
    and (
      select count(distinct entry.value ->> 'path') = count(entry.value ->> 'path')
      from jsonb_array_elements(candidate) as entry(value)
    )
  end
$$;

revoke all on function
  private.is_plain_file_name(text),
  private.has_plain_distinct_files(jsonb)
from public;
grant execute on function
  private.is_plain_file_name(text),
  private.has_plain_distinct_files(jsonb)
to anon, authenticated, service_role;

-- Named to sort after the upload lists' own checks: Postgres tests CHECK
-- constraints in the order of their names, and a malformed list should be
-- reported by the check of its shape.
alter table public.webseitenkonzeption
  add constraint webseitenkonzeption_uploads_named_plainly_check
    check (
      private.has_plain_distinct_files(uploaded_texts)
      and private.has_plain_distinct_files(uploaded_images)
      and (logo_file_name is null or private.is_plain_file_name(logo_file_name))
    ) not valid;
