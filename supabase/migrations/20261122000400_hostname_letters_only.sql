-- private.is_hostname took the whole block U+00C0-U+024F as letters, which
-- holds two signs that are no letters: × (U+00D7) and ÷ (U+00F7). A domain
-- label is letters, digits and hyphens (SPEC §5 step 5), so both are left out
-- now, as in the wizard's own check (src/schemas/wizard-fields.ts).
create or replace function private.is_hostname(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(candidate) <= 253
     and candidate ~ (
       '^[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]'
       || '([0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F-]{0,61}[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F])?'
       || '(\.[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]'
       || '([0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F-]{0,61}[0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F])?)*$'
     )
$$;
