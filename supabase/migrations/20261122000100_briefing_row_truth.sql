-- A submitted briefing (public.webseitenkonzeption, 20261121000400) may hold
-- only what the wizard can write. Until now an anonymous caller with the
-- public key could insert upload entries linking anywhere, unknown colours,
-- pages without the start page and the like, while a few values the wizard
-- accepts were refused (a founding year east of Berlin on New Year's night, a
-- long summary). Every rule here is the client's rule or looser, so a
-- submission the wizard accepts is never refused; the client files are named
-- next to each rule. wizard_sessions (drafts) stays unvalidated on purpose.
--
-- Constraints keep their names (drop + add), so error messages and tests that
-- name them stay valid.

-- ---------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------

-- The characters JavaScript's String.prototype.trim() removes (ECMAScript
-- WhiteSpace and LineTerminator): tab, LF, VT, FF, CR, space, NBSP, U+1680,
-- U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, BOM. Not U+0085
-- and not U+180E, which JavaScript keeps. Postgres' btrim() strips only
-- spaces, [[:space:]] depends on the locale.
create or replace function private.js_trim(candidate text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    candidate,
    '^[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+'
      || '|[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+$',
    '',
    'g'
  )
$$;

-- value.trim() === '' in JavaScript, the wizard's blank test
-- (src/schemas/field-rules.ts isBlank). Null for null.
create or replace function private.is_blank(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ '^[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]*$'
$$;

-- A duplicate key for names the client compares with
-- trim().toLocaleLowerCase('de') (fonts, custom pages). Only ASCII letters are
-- folded (lower() under the "C" collation): two names with the same key are
-- then the same name for the client too, while the database's own lower()
-- would also fold e.g. 'İ' to 'i', which JavaScript lower-cases to 'i̇'.
-- Looser than the client for non-ASCII letters, never stricter.
create or replace function private.name_key(candidate text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(private.js_trim(candidate) collate "C")
$$;

-- JavaScript's encodeURI(), which storage-js applies to every public URL
-- (getPublicUrl): everything but A-Z a-z 0-9 ; , / ? : @ & = + $ - _ . ! ~ * ' ( ) #
-- becomes %XX per UTF-8 byte, upper-case hex.
create or replace function private.encode_uri(candidate text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when candidate is not null then coalesce(
    (
      select string_agg(
        case
          when part.ch ~ '^[A-Za-z0-9;,/?:@&=+$_.!~*''()#-]$' then part.ch
          else regexp_replace(upper(encode(convert_to(part.ch, 'UTF8'), 'hex')), '(..)', '%\1', 'g')
        end,
        '' order by part.n
      )
      from regexp_split_to_table(candidate, '') with ordinality as part(ch, n)
    ),
    ''
  ) end
$$;

-- The base a public storage URL starts with: the project URL as supabase-js
-- normalises it (scheme and host, optionally a path for a proxied
-- self-hosted stack, no query, no user info). Any host: hosted is
-- https://<ref>.supabase.co, local http://127.0.0.1:<port>, and the database
-- can't know which one the app was built for.
create or replace function private.is_public_url_base(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ '^https?://[^/?#@\\[:space:]]+(/[^?#\\[:space:]]*)?$'
$$;

-- The public URL supabase-js builds for an object (storage-js getPublicUrl):
-- encodeURI(<project URL>/storage/v1/object/public/<bucket>/<path>).
create or replace function private.is_public_object_url(candidate text, bucket text, object_path text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select right(candidate, char_length(url.suffix)) = url.suffix
     and private.is_public_url_base(left(candidate, char_length(candidate) - char_length(url.suffix)))
  from (
    select '/storage/v1/object/public/' || bucket || '/' || private.encode_uri(object_path) as suffix
  ) as url
$$;

-- An object of a session folder: <top folder>/<sha256 hex of the session id>/<name>,
-- as the insert policies of 20261121000600 accept it (at most 400 characters).
create or replace function private.is_session_object_path(candidate text, top_folder text, session_folder text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(candidate) <= 400
     and starts_with(candidate, top_folder || '/' || session_folder || '/')
     and substr(candidate, char_length(top_folder) + char_length(session_folder) + 3) ~ '^[^/]+$'
     and substr(candidate, char_length(top_folder) + char_length(session_folder) + 3) not in ('.', '..')
$$;

-- One entry of uploaded_texts / uploaded_images exactly as the wizard writes
-- it (src/features/wizard/uploads/storage.ts uploadText/uploadImage, trimmed
-- to these six keys by submit-briefing.ts): { id, fileName, url, size,
-- mimeType, path }. path lies in the session's own folder of the bucket, url
-- is the public URL of exactly that object, size and type are within the
-- bucket's limits (20261121000500, src/features/wizard/uploads/file-rules.ts).
-- fileName is the visitor's own file name (spaces, umlauts) and only shown.
-- Whether the object still exists is not checked: files are the visitor's to
-- delete until the submit, and a dangling link harms nobody.
create or replace function private.is_upload_entry(
  entry jsonb,
  bucket text,
  top_folder text,
  session_folder text,
  max_bytes bigint,
  mime_types text[]
)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(entry) is distinct from 'object' then false
    when (select count(*) from jsonb_object_keys(entry)) <> 6 then false
    when jsonb_typeof(entry -> 'id') is distinct from 'string'
      or jsonb_typeof(entry -> 'fileName') is distinct from 'string'
      or jsonb_typeof(entry -> 'url') is distinct from 'string'
      or jsonb_typeof(entry -> 'size') is distinct from 'number'
      or jsonb_typeof(entry -> 'mimeType') is distinct from 'string'
      or jsonb_typeof(entry -> 'path') is distinct from 'string' then false
    when session_folder is null then false
    else (entry ->> 'size')::numeric between 0 and max_bytes
      and (entry ->> 'size')::numeric = trunc((entry ->> 'size')::numeric)
      and (entry ->> 'mimeType') = any (mime_types)
      and private.is_session_object_path(entry ->> 'path', top_folder, session_folder)
      and private.is_public_object_url(entry ->> 'url', bucket, entry ->> 'path')
  end
$$;

-- Every entry of an upload list passes is_upload_entry (the list's length is
-- judged by private.is_upload_array).
create or replace function private.are_upload_entries(
  candidate jsonb,
  bucket text,
  top_folder text,
  session_folder text,
  max_bytes bigint,
  mime_types text[]
)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then false
    else not exists (
      select 1
      from jsonb_array_elements(candidate) as item(value)
      where not coalesce(
        private.is_upload_entry(item.value, bucket, top_folder, session_folder, max_bytes, mime_types),
        false
      )
    )
  end
$$;

-- The logo widget's public URL (uploadLogo: azubiprojekt-logos at
-- logos/<uuid>.<ext>, no session folder: the application form uploads there
-- too). The file part is any single path segment as encodeURI leaves it.
create or replace function private.is_logo_url(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select candidate ~ (
      '^https?://[^/?#@\\[:space:]]+(/[^?#\\[:space:]]*)?'
      || '/storage/v1/object/public/azubiprojekt-logos/logos/'
      || '([A-Za-z0-9;,:@&=+$_.!~*''()-]|%[0-9A-F]{2})+$'
    )
    and candidate !~ '/logos/\.\.?$'
$$;

-- hausschriften as the font picker writes it (src/features/wizard/model/fonts.ts,
-- splitFonts in src/schemas/wizard-step-2.ts): comma-separated, at most 3
-- non-blank names after trim(), no name twice (see private.name_key).
create or replace function private.is_font_list(candidate text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select count(*) <= 3 and count(*) = count(distinct private.name_key(font.name))
  from regexp_split_to_table(candidate, ',') as font(name)
  where not private.is_blank(font.name)
$$;

-- A JSON array of strings, each one of `allowed`, none twice.
create or replace function private.is_choice_set(candidate jsonb, allowed jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then false
    when exists (
      select 1
      from jsonb_array_elements(candidate) as item(value)
      where jsonb_typeof(item.value) <> 'string'
    ) then false
    else candidate <@ allowed
      and (select count(distinct item.value) from jsonb_array_elements(candidate) as item(value))
        = jsonb_array_length(candidate)
  end
$$;

-- seiten (src/features/wizard/model/page-packages.ts computeSeiten, and the
-- draft repair in session/session-record.ts): startseite first, no name
-- twice, none blank. Compared exactly: the repair of a resumed draft removes
-- only exact duplicates, and the step schema accepts the rest.
create or replace function private.is_page_list(candidate jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then false
    when candidate -> 0 is distinct from '"startseite"'::jsonb then false
    else not exists (
      select 1
      from jsonb_array_elements(candidate) as item(value)
      where jsonb_typeof(item.value) <> 'string'
         or private.is_blank(item.value #>> '{}')
    )
    and (select count(distinct item.value) from jsonb_array_elements(candidate) as item(value))
      = jsonb_array_length(candidate)
  end
$$;

-- custom_seiten (addCustomPage in page-packages.ts, step3Schema in
-- src/schemas/wizard-step-3.ts): none blank, no comma, no duplicate under
-- nameKey = trim().toLocaleLowerCase('de') (field-rules.ts; see private.name_key).
create or replace function private.is_custom_page_list(candidate jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(candidate) is distinct from 'array' then false
    when exists (
      select 1
      from jsonb_array_elements(candidate) as item(value)
      where jsonb_typeof(item.value) <> 'string'
    ) then false
    else not exists (
      select 1
      from jsonb_array_elements_text(candidate) as item(name)
      where private.is_blank(item.name) or strpos(item.name, ',') > 0
    )
    and (select count(distinct private.name_key(item.name)) from jsonb_array_elements_text(candidate) as item(name))
      = jsonb_array_length(candidate)
  end
$$;

-- Functions are executable by PUBLIC by default; these only by the API roles,
-- whose CHECK constraints call them (as in 20261121000100).
revoke all on function
  private.js_trim(text),
  private.is_blank(text),
  private.name_key(text),
  private.encode_uri(text),
  private.is_public_url_base(text),
  private.is_public_object_url(text, text, text),
  private.is_session_object_path(text, text, text),
  private.is_upload_entry(jsonb, text, text, text, bigint, text[]),
  private.are_upload_entries(jsonb, text, text, text, bigint, text[]),
  private.is_logo_url(text),
  private.is_font_list(text),
  private.is_choice_set(jsonb, jsonb),
  private.is_page_list(jsonb),
  private.is_custom_page_list(jsonb)
from public;
grant execute on function
  private.js_trim(text),
  private.is_blank(text),
  private.name_key(text),
  private.encode_uri(text),
  private.is_public_url_base(text),
  private.is_public_object_url(text, text, text),
  private.is_session_object_path(text, text, text),
  private.is_upload_entry(jsonb, text, text, text, bigint, text[]),
  private.are_upload_entries(jsonb, text, text, text, bigint, text[]),
  private.is_logo_url(text),
  private.is_font_list(text),
  private.is_choice_set(jsonb, jsonb),
  private.is_page_list(jsonb),
  private.is_custom_page_list(jsonb)
to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Constraints
-- ---------------------------------------------------------------------------

alter table public.webseitenkonzeption
  -- Required text: blank as JavaScript's trim() sees it (tab, no-break space, …).
  -- The wizard sends every text trimmed that way (submit-briefing.ts trimTexts).
  drop constraint webseitenkonzeption_firmenname_check,
  add constraint webseitenkonzeption_firmenname_check
    check (not private.is_blank(firmenname) and char_length(firmenname) <= 200),
  drop constraint webseitenkonzeption_branche_sonstiges_check,
  add constraint webseitenkonzeption_branche_sonstiges_check
    check (
      char_length(branche_sonstiges) <= 200
      and (branche <> 'sonstiges' or not coalesce(private.is_blank(branche_sonstiges), true))
    ),
  drop constraint webseitenkonzeption_adresse_check,
  add constraint webseitenkonzeption_adresse_check
    check (not private.is_blank(adresse) and char_length(adresse) <= 200),
  drop constraint webseitenkonzeption_ort_check,
  add constraint webseitenkonzeption_ort_check
    check (not private.is_blank(ort) and char_length(ort) <= 100),
  drop constraint webseitenkonzeption_land_check,
  add constraint webseitenkonzeption_land_check
    check (not private.is_blank(land) and char_length(land) <= 100),
  drop constraint webseitenkonzeption_vorname_check,
  add constraint webseitenkonzeption_vorname_check
    check (not private.is_blank(vorname) and char_length(vorname) <= 100),
  drop constraint webseitenkonzeption_nachname_check,
  add constraint webseitenkonzeption_nachname_check
    check (not private.is_blank(nachname) and char_length(nachname) <= 100),
  drop constraint webseitenkonzeption_position_check,
  add constraint webseitenkonzeption_position_check
    check (not private.is_blank(position) and char_length(position) <= 100),
  drop constraint webseitenkonzeption_telefon_check,
  add constraint webseitenkonzeption_telefon_check
    check (not private.is_blank(telefon) and char_length(telefon) <= 50),
  drop constraint webseitenkonzeption_hauptziel_sonstiges_check,
  add constraint webseitenkonzeption_hauptziel_sonstiges_check
    check (
      char_length(hauptziel_sonstiges) <= 200
      and (hauptziel <> 'sonstiges' or not coalesce(private.is_blank(hauptziel_sonstiges), true))
    ),
  drop constraint webseitenkonzeption_zielgruppe_check,
  add constraint webseitenkonzeption_zielgruppe_check
    check (not private.is_blank(zielgruppe) and char_length(zielgruppe) <= 2000),
  drop constraint webseitenkonzeption_agb_text_check,
  add constraint webseitenkonzeption_agb_text_check
    check (
      char_length(agb_text) <= 50000
      and (not (rechtliches ? 'agb') or not coalesce(private.is_blank(agb_text), true))
    ),
  drop constraint webseitenkonzeption_datenschutzbeauftragter_kontakt_check,
  add constraint webseitenkonzeption_datenschutzbeauftragter_kontakt_check
    check (
      char_length(datenschutzbeauftragter_kontakt) <= 1000
      and (not datenschutzbeauftragter or not coalesce(private.is_blank(datenschutzbeauftragter_kontakt), true))
    ),
  drop constraint webseitenkonzeption_wunsch_domain_name_check,
  add constraint webseitenkonzeption_wunsch_domain_name_check
    check (
      char_length(wunsch_domain_name) <= 253
      and (domain_status <> 'neu' or not coalesce(private.is_blank(wunsch_domain_name), true))
    ),

  -- Logo: the public URL of an object in azubiprojekt-logos/logos/, a type the
  -- logo widget accepts (LOGO_RULES in file-rules.ts; the bucket allows the same).
  drop constraint webseitenkonzeption_logo_file_url_check,
  add constraint webseitenkonzeption_logo_file_url_check
    check (char_length(logo_file_url) <= 2048 and private.is_logo_url(logo_file_url)),
  drop constraint webseitenkonzeption_logo_mime_type_check,
  add constraint webseitenkonzeption_logo_mime_type_check
    check (logo_mime_type in ('image/jpeg', 'image/png', 'image/gif', 'image/svg+xml')),

  -- The 12 colours of step 2 (src/schemas/wizard-enums.ts FARBEN), each once.
  drop constraint webseitenkonzeption_farben_check,
  add constraint webseitenkonzeption_farben_check
    check (
      private.is_text_array(farben, 1, 3, 50)
      and private.is_choice_set(
        farben,
        '["blau", "rot", "grün", "gelb", "orange", "lila", "rosa", "türkis", "grau", "schwarz", "braun", "weiß"]'::jsonb
      )
    ),

  drop constraint webseitenkonzeption_hausschriften_check,
  add constraint webseitenkonzeption_hausschriften_check
    check (char_length(hausschriften) <= 500 and private.is_font_list(hausschriften)),

  drop constraint webseitenkonzeption_seiten_check,
  add constraint webseitenkonzeption_seiten_check
    check (private.is_text_array(seiten, 1, 50, 100) and private.is_page_list(seiten)),
  drop constraint webseitenkonzeption_custom_seiten_check,
  add constraint webseitenkonzeption_custom_seiten_check
    check (private.is_text_array(custom_seiten, 0, 30, 100) and private.is_custom_page_list(custom_seiten)),

  -- Upload entries: TEXT_RULES / IMAGE_RULES of file-rules.ts, the buckets of
  -- 20261121000500 and the folders of 20261121000600.
  drop constraint webseitenkonzeption_uploaded_texts_check,
  add constraint webseitenkonzeption_uploaded_texts_check
    check (
      case texte_status
        when 'texte-hochladen' then private.is_upload_array(uploaded_texts, 1, 10)
        else private.is_upload_array(uploaded_texts, 0, 10)
      end
      and private.are_upload_entries(
        uploaded_texts,
        'konfigurator-texte',
        'texts',
        private.wizard_session_folder(session_id),
        10485760, -- 10 MiB
        array[
          'application/pdf',
          'application/msword',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'text/plain'
        ]
      )
    ),
  drop constraint webseitenkonzeption_uploaded_images_check,
  add constraint webseitenkonzeption_uploaded_images_check
    check (
      case bilder_status
        when 'upload' then private.is_upload_array(uploaded_images, 1, 50)
        else private.is_upload_array(uploaded_images, 0, 50)
      end
      and private.are_upload_entries(
        uploaded_images,
        'konfigurator-bilder',
        'uploads',
        private.wizard_session_folder(session_id),
        26214400, -- 25 MiB
        array[
          'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif',
          'image/heic', 'image/heif', 'image/bmp', 'image/tiff'
        ]
      )
    ),

  -- The longest summary the wizard can generate (summaryText in
  -- src/features/wizard/summary/summary-text.ts) from answers its step
  -- schemas accept, counted in UTF-16 units (>= code points):
  --   free texts: their caps add up to 97,367 characters (AGB 50,000; four
  --     fields of 5,000; design 5,000; 50 + 30 page names of 100; …); a
  --     multi-line answer is indented, each line break "\n" becoming "\n    ",
  --     so at most 5 × 97,367 = 486,835;
  --   file lines: 60 entries of at most 4,096 bytes each
  --     (private.is_upload_array) plus about 40 characters of numbering and
  --     size: 248,160;
  --   logo URL (2,048), labels, headings and enumeration labels: < 10,000.
  -- Together under 745,000; tests/briefing-row-truth.test.ts builds that
  -- summary with the client code and submits it. 1,000,000 leaves a third
  -- for new fields and labels while still refusing a runaway request.
  drop constraint webseitenkonzeption_zusammenfassung_check,
  add constraint webseitenkonzeption_zusammenfassung_check
    check (char_length(zusammenfassung) <= 1000000);

-- ---------------------------------------------------------------------------
-- Founding year: the visitor's local year
-- ---------------------------------------------------------------------------

-- As in 20261121000400, with one change: the wizard compares the founding year
-- with the visitor's local year (isFoundingYear in src/schemas/wizard-fields.ts),
-- and the first place on Earth to reach a new year is UTC+14 (Line Islands),
-- 13 hours before Berlin. So the upper bound is the year there; the lower
-- bound 1700 stays a CHECK.
create or replace function private.check_webseitenkonzeption_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today_in_germany date := (now() at time zone 'Europe/Berlin')::date;
  year_in_earliest_zone integer := extract(year from now() at time zone interval '+14:00');
begin
  if new.gruendungsjahr > year_in_earliest_zone then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_gruendungsjahr_not_future"',
      detail = 'gruendungsjahr must lie between 1700 and the current year.',
      table = 'webseitenkonzeption',
      column = 'gruendungsjahr',
      constraint = 'webseitenkonzeption_gruendungsjahr_not_future';
  end if;

  if new.projekt_deadline > today_in_germany + 43 then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_projekt_deadline_window"',
      detail = 'projekt_deadline may lie at most 42 days ahead.',
      table = 'webseitenkonzeption',
      column = 'projekt_deadline',
      constraint = 'webseitenkonzeption_projekt_deadline_window';
  end if;

  return new;
end
$$;

revoke all on function private.check_webseitenkonzeption_dates() from public;
