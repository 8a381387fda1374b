-- An e-mail address's domain has no empty label: 'a@firma..de' and
-- 'a@.firma.de' were accepted, and the agency's reply would bounce. The same
-- rule as EMAIL_PATTERN in src/schemas/field-rules.ts.
--
-- Replacing the function does not re-check stored rows; a row stored with such
-- an address before fails the check only if an update writes that row again,
-- and then the address is worth correcting anyway.

create or replace function private.is_email(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'
     and char_length(candidate) <= 254
$$;
