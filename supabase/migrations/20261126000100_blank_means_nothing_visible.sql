-- A required text must show something. Until now "blank" meant what
-- JavaScript's trim() removes (private.is_blank, 20261122000100), so a company
-- name of one zero-width space, a soft hyphen, a Hangul filler (U+3164) or a
-- braille blank (U+2800), all of which paste from chat apps and look empty,
-- passed the wizard and the database, and the agency received a briefing
-- without a name. Now a text is blank when it has no visible character:
--   - the whitespace trim() removes (tab, LF, VT, FF, CR, space, U+00A0,
--     U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF),
--   - control characters (U+0001-U+001F, U+007F-U+009F; NUL cannot be stored),
--   - Unicode's default-ignorable code points, which render as nothing:
--     U+00AD, U+034F, U+061C, U+115F, U+1160, U+17B4, U+17B5, U+180B-U+180F,
--     U+200B-U+200F, U+202A-U+202E, U+2060-U+206F, U+3164, U+FE00-U+FE0F,
--     U+FFA0, U+FFF0-U+FFF8, U+1BCA0-U+1BCA3, U+1D173-U+1D17A, U+E0000-U+E0FFF,
--   - U+2800, the braille pattern blank.
-- The client's isBlank (src/schemas/field-rules.ts) tests the same set;
-- tests/database.test.ts compares the two over every code point of planes 0, 1
-- and 14.
--
-- Every CHECK constraint that calls private.is_blank follows at once (the
-- briefing's required texts, page and font lists). Rows stored before are not
-- re-checked. The wizard refuses the same texts, so what it accepts still lands.

create or replace function private.is_blank(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ (
    '^[\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F'
    || '\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8'
    || '\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]*$'
  )
$$;

-- The application form's required texts (20261121000200) tested btrim(x) <> '',
-- which strips only spaces: a first name of one tab passed. They now use the
-- same rule, under the same names. NOT VALID: it holds for every row written
-- from now on, and a row stored before under the old rule cannot stop the
-- deploy.
alter table public.azubiprojekt_bewerbungen
  drop constraint azubiprojekt_bewerbungen_vorname_check,
  drop constraint azubiprojekt_bewerbungen_nachname_check,
  drop constraint azubiprojekt_bewerbungen_firma_check,
  drop constraint azubiprojekt_bewerbungen_unternehmensbeschreibung_check;

alter table public.azubiprojekt_bewerbungen
  add constraint azubiprojekt_bewerbungen_vorname_check
    check (not private.is_blank(vorname) and char_length(vorname) <= 100) not valid,
  add constraint azubiprojekt_bewerbungen_nachname_check
    check (not private.is_blank(nachname) and char_length(nachname) <= 100) not valid,
  add constraint azubiprojekt_bewerbungen_firma_check
    check (not private.is_blank(firma) and char_length(firma) <= 200) not valid,
  add constraint azubiprojekt_bewerbungen_unternehmensbeschreibung_check
    check (not private.is_blank(unternehmensbeschreibung) and char_length(unternehmensbeschreibung) <= 5000) not valid;
