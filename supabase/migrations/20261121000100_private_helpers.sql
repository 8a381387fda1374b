-- Helpers shared by the constraints and policies of the following migrations.
--
-- They live in schema "private", which the Data API does not expose (only
-- "public" is listed in supabase/config.toml), so they never show up as RPCs.
-- Policies and CHECK constraints are evaluated as the calling role, which
-- therefore needs USAGE on the schema and EXECUTE on exactly these functions.
-- See docs/decisions/001-anonymous-access-model.md.

create schema if not exists private;

revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- The wizard session id is the only secret a visitor holds:
--   session_<13-digit Date.now()>_<base64url of >= 16 random bytes>
-- 16 bytes encode to exactly 22 base64url characters (no padding). The upper
-- bound keeps headers, folder names and URLs small.
create or replace function private.is_wizard_session_id(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate is not null
     and char_length(candidate) <= 100
     and candidate ~ '^session_[0-9]{13}_[A-Za-z0-9_-]{22,}$'
$$;

-- The session id the caller presents in the x-wizard-session request header,
-- or null when the header is missing or malformed. PostgREST and Supabase
-- Storage both expose the request headers as JSON with lower-cased names in
-- the transaction-local setting "request.headers".
create or replace function private.wizard_session_id()
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select case when private.is_wizard_session_id(header_value) then header_value end
  from (
    select nullif(current_setting('request.headers', true), '')::json ->> 'x-wizard-session'
      as header_value
  ) as request
$$;

-- Storage folder of a session: the hex SHA-256 of the session id. Public file
-- URLs contain only this hash, so publishing an image URL never reveals the
-- session id (which would let anyone load or change the briefing draft).
create or replace function private.wizard_session_folder(session_id text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when private.is_wizard_session_id(session_id)
      then encode(sha256(convert_to(session_id, 'UTF8')), 'hex')
  end
$$;

create or replace function private.caller_session_folder()
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select private.wizard_session_folder(private.wizard_session_id())
$$;

-- Shape checks used by CHECK constraints. They are deliberately no stricter
-- than the client-side zod rules (src/schemas), so input the wizard accepts
-- is never refused on submit.
create or replace function private.is_email(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@.]+$'
     and char_length(candidate) <= 254
$$;

-- 7 to 20 characters of digits, spaces, hyphens, parentheses and slashes,
-- optionally preceded by one plus sign.
create or replace function private.is_phone(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(candidate) between 7 and 20
     and candidate ~ '^\+?[0-9 ()/-]+$'
$$;

create or replace function private.is_http_url(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(candidate) <= 2048
     and candidate ~* '^https?://[^[:space:]/?#@]+\.[^[:space:]/?#@.]+(:[0-9]{1,5})?([/?#][^[:space:]]*)?$'
$$;

-- Dot-separated labels of letters, digits and hyphens, each 1-63 characters
-- without a hyphen at either end (Latin letters incl. umlauts for IDNs).
create or replace function private.is_hostname(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(candidate) <= 253
     and candidate ~ (
       '^[0-9A-Za-z\u00C0-\u024F]([0-9A-Za-z\u00C0-\u024F-]{0,61}[0-9A-Za-z\u00C0-\u024F])?'
       || '(\.[0-9A-Za-z\u00C0-\u024F]([0-9A-Za-z\u00C0-\u024F-]{0,61}[0-9A-Za-z\u00C0-\u024F])?)*$'
     )
$$;

-- A JSON array of min_items..max_items non-blank strings of at most
-- max_length characters. CASE, not AND: Postgres may evaluate AND operands in
-- any order, and the array functions raise errors on non-arrays.
create or replace function private.is_text_array(
  candidate jsonb,
  min_items integer,
  max_items integer,
  max_length integer
)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then false
    when jsonb_array_length(candidate) not between min_items and max_items then false
    else not exists (
      select 1
      from jsonb_array_elements(candidate) as item(value)
      where jsonb_typeof(item.value) <> 'string'
         or btrim(item.value #>> '{}') = ''
         or char_length(item.value #>> '{}') > max_length
    )
  end
$$;

-- A JSON array of min_items..max_items upload entries
-- ({ id, fileName, url, size, mimeType, path }), each an object of bounded size.
create or replace function private.is_upload_array(
  candidate jsonb,
  min_items integer,
  max_items integer
)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then false
    when jsonb_array_length(candidate) not between min_items and max_items then false
    else not exists (
      select 1
      from jsonb_array_elements(candidate) as item(value)
      where jsonb_typeof(item.value) <> 'object'
         or octet_length(item.value::text) > 4096
    )
  end
$$;

revoke all on all functions in schema private from public;
grant execute on all functions in schema private to anon, authenticated, service_role;
