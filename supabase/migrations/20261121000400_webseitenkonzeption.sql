-- Submitted briefings of the six-step wizard: one row per wizard session,
-- one column per wizard field of SPEC §3 steps 1-5 (including the fields the
-- original product dropped), plus the generated summary text.
-- The constraints mirror the step rules of SPEC §5; they are never stricter
-- than the client-side zod schemas.

create table public.webseitenkonzeption (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  session_id text not null,

  -- Step 1: Unternehmen
  firmenname text not null,
  rechtsform text not null,
  branche text not null,
  branche_sonstiges text,
  adresse text not null,
  plz text not null,
  ort text not null,
  land text not null default 'Deutschland',
  gruendungsjahr integer,
  vorname text not null,
  nachname text not null,
  position text not null,
  email text not null,
  telefon text not null,
  ustid text,
  handelsregister text,

  -- Step 2: Design
  logo_status text not null,
  logo_file_url text,
  logo_file_name text,
  logo_file_size bigint,
  logo_mime_type text,
  farben jsonb not null default '[]'::jsonb,
  selected_color_scheme text,
  hausfarben text,
  stil text,
  tonalitaet text,
  hausschriften text,
  designrichtlinien text,

  -- Step 3: Inhalte
  hauptziel text not null,
  hauptziel_sonstiges text,
  zielgruppe text not null,
  hauptbotschaft text,
  usp text,
  leistungen text,
  seiten jsonb not null default '["startseite"]'::jsonb,
  custom_seiten jsonb not null default '[]'::jsonb,
  texte_status text not null,
  uploaded_texts jsonb not null default '[]'::jsonb,
  besondere_botschaften text,

  -- Step 4: Kontaktdaten & Website-Bilder
  kontakt_telefon text,
  kontakt_email text,
  oeffnungszeiten text,
  kontaktformular boolean not null default true,
  bilder_status text not null,
  uploaded_images jsonb not null default '[]'::jsonb,
  besonderheiten text,

  -- Step 5: Projekt-Details
  rechtliches jsonb not null default '["impressum", "datenschutz"]'::jsonb,
  agb_text text,
  datenschutzbeauftragter boolean not null default false,
  datenschutzbeauftragter_kontakt text,
  domain_status text not null,
  domain_name text,
  wunsch_domain_name text,
  referenz_websites text,
  zusaetzliche_anmerkungen text,
  bevorzugte_kontaktzeit text,
  projekt_deadline date,

  -- Step 6: the summary text shown to and sent by the visitor
  zusammenfassung text,

  -- A double submit of the same session inserts nothing the second time.
  constraint webseitenkonzeption_session_id_key unique (session_id),
  constraint webseitenkonzeption_session_id_check
    check (private.is_wizard_session_id(session_id)),

  -- Step 1
  constraint webseitenkonzeption_firmenname_check
    check (btrim(firmenname) <> '' and char_length(firmenname) <= 200),
  constraint webseitenkonzeption_rechtsform_check
    check (rechtsform in ('einzelunternehmen', 'gmbh', 'ug', 'gbr', 'og', 'kg', 'verein', 'sonstiges')),
  constraint webseitenkonzeption_branche_check
    check (branche in (
      'handwerk', 'friseur-kosmetik', 'gastronomie', 'gesundheitswesen', 'beratung',
      'immobilien', 'fitness-sport', 'bildung', 'automotive', 'finanzen', 'landwirtschaft',
      'kreatives-design', 'reinigungsservice', 'werkstaetten', 'sonstiges'
    )),
  constraint webseitenkonzeption_branche_sonstiges_check
    check (
      char_length(branche_sonstiges) <= 200
      and (branche <> 'sonstiges' or btrim(coalesce(branche_sonstiges, '')) <> '')
    ),
  constraint webseitenkonzeption_adresse_check
    check (btrim(adresse) <> '' and char_length(adresse) <= 200),
  constraint webseitenkonzeption_plz_check
    check (plz ~ '^[0-9]{5}$'),
  constraint webseitenkonzeption_ort_check
    check (btrim(ort) <> '' and char_length(ort) <= 100),
  constraint webseitenkonzeption_land_check
    check (btrim(land) <> '' and char_length(land) <= 100),
  -- The upper bound "current year" moves, so it is enforced by the trigger
  -- below; a CHECK must give the same answer forever (it is re-evaluated by
  -- dump/restore), hence only the fixed lower bound lives here.
  constraint webseitenkonzeption_gruendungsjahr_check
    check (gruendungsjahr >= 1700),
  constraint webseitenkonzeption_vorname_check
    check (btrim(vorname) <> '' and char_length(vorname) <= 100),
  constraint webseitenkonzeption_nachname_check
    check (btrim(nachname) <> '' and char_length(nachname) <= 100),
  constraint webseitenkonzeption_position_check
    check (btrim(position) <> '' and char_length(position) <= 100),
  constraint webseitenkonzeption_email_check
    check (private.is_email(email)),
  constraint webseitenkonzeption_telefon_check
    check (btrim(telefon) <> '' and char_length(telefon) <= 50),
  constraint webseitenkonzeption_ustid_check
    check (ustid ~ '^DE[0-9]{9}$'),
  constraint webseitenkonzeption_handelsregister_check
    check (handelsregister ~ '^HR[AB] ?[0-9]+$' and char_length(handelsregister) <= 30),

  -- Step 2
  constraint webseitenkonzeption_logo_status_check
    check (logo_status in ('vorhanden', 'neu-erstellen', 'kein-logo')),
  -- Set by the upload widget to the storage public URL, which may be a
  -- dotless host such as http://localhost:54321 in development.
  constraint webseitenkonzeption_logo_file_url_check
    check (logo_file_url ~* '^https?://[^[:space:]]+$' and char_length(logo_file_url) <= 2048),
  constraint webseitenkonzeption_logo_file_name_check
    check (char_length(logo_file_name) <= 255),
  constraint webseitenkonzeption_logo_file_size_check
    check (logo_file_size between 0 and 10485760),
  constraint webseitenkonzeption_logo_mime_type_check
    check (logo_mime_type ~ '^image/[A-Za-z0-9.+-]+$' and char_length(logo_mime_type) <= 100),
  constraint webseitenkonzeption_farben_check
    check (private.is_text_array(farben, 1, 3, 50)),
  constraint webseitenkonzeption_selected_color_scheme_check
    check (char_length(selected_color_scheme) <= 200),
  constraint webseitenkonzeption_hausfarben_check
    check (char_length(hausfarben) <= 1000),
  constraint webseitenkonzeption_stil_check
    check (stil in ('modern', 'klassisch', 'kreativ', 'business', 'playful')),
  constraint webseitenkonzeption_tonalitaet_check
    check (tonalitaet in ('professionell', 'freundlich', 'dynamisch', 'vertrauensvoll', 'innovativ')),
  constraint webseitenkonzeption_hausschriften_check
    check (char_length(hausschriften) <= 500),
  constraint webseitenkonzeption_designrichtlinien_check
    check (char_length(designrichtlinien) <= 5000),

  -- Step 3
  constraint webseitenkonzeption_hauptziel_check
    check (hauptziel in (
      'kunden-gewinnen', 'informieren', 'verkaufen', 'portfolio', 'kontakt', 'branding', 'sonstiges'
    )),
  constraint webseitenkonzeption_hauptziel_sonstiges_check
    check (
      char_length(hauptziel_sonstiges) <= 200
      and (hauptziel <> 'sonstiges' or btrim(coalesce(hauptziel_sonstiges, '')) <> '')
    ),
  constraint webseitenkonzeption_zielgruppe_check
    check (btrim(zielgruppe) <> '' and char_length(zielgruppe) <= 2000),
  constraint webseitenkonzeption_hauptbotschaft_check
    check (char_length(hauptbotschaft) <= 2000),
  constraint webseitenkonzeption_usp_check
    check (char_length(usp) <= 2000),
  constraint webseitenkonzeption_leistungen_check
    check (char_length(leistungen) <= 5000),
  constraint webseitenkonzeption_seiten_check
    check (private.is_text_array(seiten, 1, 50, 100)),
  constraint webseitenkonzeption_custom_seiten_check
    check (private.is_text_array(custom_seiten, 0, 30, 100)),
  constraint webseitenkonzeption_texte_status_check
    check (texte_status in ('texte-hochladen', 'erstellen-lassen')),
  constraint webseitenkonzeption_uploaded_texts_check
    check (
      case texte_status
        when 'texte-hochladen' then private.is_upload_array(uploaded_texts, 1, 10)
        else private.is_upload_array(uploaded_texts, 0, 10)
      end
    ),
  constraint webseitenkonzeption_besondere_botschaften_check
    check (char_length(besondere_botschaften) <= 2000),

  -- Step 4
  constraint webseitenkonzeption_kontakt_telefon_check
    check (private.is_phone(kontakt_telefon)),
  constraint webseitenkonzeption_kontakt_email_check
    check (private.is_email(kontakt_email)),
  constraint webseitenkonzeption_oeffnungszeiten_check
    check (char_length(oeffnungszeiten) <= 1000),
  constraint webseitenkonzeption_bilder_status_check
    check (bilder_status in ('upload', 'professional', 'later')),
  constraint webseitenkonzeption_uploaded_images_check
    check (
      case bilder_status
        when 'upload' then private.is_upload_array(uploaded_images, 1, 50)
        else private.is_upload_array(uploaded_images, 0, 50)
      end
    ),
  constraint webseitenkonzeption_besonderheiten_check
    check (char_length(besonderheiten) <= 5000),

  -- Step 5: imprint and privacy statement are legally required and always included.
  constraint webseitenkonzeption_rechtliches_check
    check (
      private.is_text_array(rechtliches, 2, 3, 20)
      and rechtliches <@ '["impressum", "datenschutz", "agb"]'::jsonb
      and rechtliches @> '["impressum", "datenschutz"]'::jsonb
    ),
  constraint webseitenkonzeption_agb_text_check
    check (
      char_length(agb_text) <= 50000
      and (not (rechtliches ? 'agb') or btrim(coalesce(agb_text, '')) <> '')
    ),
  constraint webseitenkonzeption_datenschutzbeauftragter_kontakt_check
    check (
      char_length(datenschutzbeauftragter_kontakt) <= 1000
      and (not datenschutzbeauftragter or btrim(coalesce(datenschutzbeauftragter_kontakt, '')) <> '')
    ),
  constraint webseitenkonzeption_domain_status_check
    check (domain_status in ('vorhanden', 'neu')),
  constraint webseitenkonzeption_domain_name_check
    check (
      char_length(domain_name) <= 253
      and (domain_status <> 'vorhanden' or coalesce(private.is_hostname(domain_name), false))
    ),
  constraint webseitenkonzeption_wunsch_domain_name_check
    check (
      char_length(wunsch_domain_name) <= 253
      and (domain_status <> 'neu' or btrim(coalesce(wunsch_domain_name, '')) <> '')
    ),
  constraint webseitenkonzeption_referenz_websites_check
    check (char_length(referenz_websites) <= 5000),
  constraint webseitenkonzeption_zusaetzliche_anmerkungen_check
    check (char_length(zusaetzliche_anmerkungen) <= 5000),
  constraint webseitenkonzeption_bevorzugte_kontaktzeit_check
    check (char_length(bevorzugte_kontaktzeit) <= 200),

  constraint webseitenkonzeption_zusammenfassung_check
    check (char_length(zusammenfassung) <= 100000)
);

comment on table public.webseitenkonzeption is
  'Submitted wizard briefings, one per wizard session. Anonymous visitors may insert only.';
comment on column public.webseitenkonzeption.projekt_deadline is
  'Desired completion date; the wizard shows it as dd.MM.yyyy.';
comment on column public.webseitenkonzeption.zusammenfassung is
  'Plain-text summary generated by the wizard at submit time.';

-- The wizard keeps every text field as '' until filled in. Optional fields
-- are stored as null so the shape checks above only judge real input.
create or replace function private.normalize_webseitenkonzeption()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.branche_sonstiges := nullif(btrim(new.branche_sonstiges), '');
  new.ustid := nullif(btrim(new.ustid), '');
  new.handelsregister := nullif(btrim(new.handelsregister), '');
  new.logo_file_url := nullif(btrim(new.logo_file_url), '');
  new.logo_file_name := nullif(btrim(new.logo_file_name), '');
  new.logo_mime_type := nullif(btrim(new.logo_mime_type), '');
  new.selected_color_scheme := nullif(btrim(new.selected_color_scheme), '');
  new.hausfarben := nullif(btrim(new.hausfarben), '');
  new.stil := nullif(btrim(new.stil), '');
  new.tonalitaet := nullif(btrim(new.tonalitaet), '');
  new.hausschriften := nullif(btrim(new.hausschriften), '');
  new.designrichtlinien := nullif(btrim(new.designrichtlinien), '');
  new.hauptziel_sonstiges := nullif(btrim(new.hauptziel_sonstiges), '');
  new.hauptbotschaft := nullif(btrim(new.hauptbotschaft), '');
  new.usp := nullif(btrim(new.usp), '');
  new.leistungen := nullif(btrim(new.leistungen), '');
  new.besondere_botschaften := nullif(btrim(new.besondere_botschaften), '');
  new.kontakt_telefon := nullif(btrim(new.kontakt_telefon), '');
  new.kontakt_email := nullif(btrim(new.kontakt_email), '');
  new.oeffnungszeiten := nullif(btrim(new.oeffnungszeiten), '');
  new.besonderheiten := nullif(btrim(new.besonderheiten), '');
  new.agb_text := nullif(btrim(new.agb_text), '');
  new.datenschutzbeauftragter_kontakt := nullif(btrim(new.datenschutzbeauftragter_kontakt), '');
  new.domain_name := nullif(btrim(new.domain_name), '');
  new.wunsch_domain_name := nullif(btrim(new.wunsch_domain_name), '');
  new.referenz_websites := nullif(btrim(new.referenz_websites), '');
  new.zusaetzliche_anmerkungen := nullif(btrim(new.zusaetzliche_anmerkungen), '');
  new.bevorzugte_kontaktzeit := nullif(btrim(new.bevorzugte_kontaktzeit), '');
  new.zusammenfassung := nullif(btrim(new.zusammenfassung), '');
  return new;
end
$$;

revoke all on function private.normalize_webseitenkonzeption() from public;

create trigger normalize_webseitenkonzeption
  before insert or update on public.webseitenkonzeption
  for each row execute function private.normalize_webseitenkonzeption();

-- Rules that depend on today's date can't be CHECK constraints (a CHECK must
-- stay true for a row forever), so they are checked once, when the row is
-- written. The year is taken in German time: on New Year's night a company
-- founded "this year" must already be accepted.
-- The deadline gets only an upper bound (42 days plus one day of slack for the
-- visitor's clock): the wizard offers 14-42 days ahead, and a draft resumed
-- days later may legitimately hold a date closer than 14 days.
create or replace function private.check_webseitenkonzeption_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today_in_germany date := (now() at time zone 'Europe/Berlin')::date;
begin
  if new.gruendungsjahr > extract(year from today_in_germany) then
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

create trigger check_webseitenkonzeption_dates
  before insert or update on public.webseitenkonzeption
  for each row execute function private.check_webseitenkonzeption_dates();

-- Once a briefing is submitted its draft can no longer be resumed.
-- security definer: the visitor has no delete right on wizard_sessions.
create or replace function private.consume_wizard_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.wizard_sessions where id = new.session_id;
  return null;
end
$$;

revoke all on function private.consume_wizard_session() from public;

create trigger consume_wizard_session
  after insert on public.webseitenkonzeption
  for each row execute function private.consume_wizard_session();

alter table public.webseitenkonzeption enable row level security;

revoke all on table public.webseitenkonzeption from anon, authenticated;
grant select, insert, update, delete on table public.webseitenkonzeption to service_role;

-- Everything but id and created_at. The client inserts with
-- Prefer: return=minimal, resolution=ignore-duplicates and on_conflict=session_id,
-- i.e. INSERT ... ON CONFLICT (session_id) DO NOTHING. A conflict target makes
-- Postgres require SELECT privilege on that column and check the new row
-- against the SELECT policies as well (ON CONFLICT DO NOTHING without a target
-- would need INSERT only, but PostgREST always names a target). Hence a
-- one-column select grant and a select policy for the own session: a visitor
-- can learn at most that their own session was submitted, nothing else.
grant insert (
  session_id,
  firmenname, rechtsform, branche, branche_sonstiges, adresse, plz, ort, land, gruendungsjahr,
  vorname, nachname, position, email, telefon, ustid, handelsregister,
  logo_status, logo_file_url, logo_file_name, logo_file_size, logo_mime_type, farben,
  selected_color_scheme, hausfarben, stil, tonalitaet, hausschriften, designrichtlinien,
  hauptziel, hauptziel_sonstiges, zielgruppe, hauptbotschaft, usp, leistungen, seiten,
  custom_seiten, texte_status, uploaded_texts, besondere_botschaften,
  kontakt_telefon, kontakt_email, oeffnungszeiten, kontaktformular, bilder_status,
  uploaded_images, besonderheiten,
  rechtliches, agb_text, datenschutzbeauftragter, datenschutzbeauftragter_kontakt,
  domain_status, domain_name, wunsch_domain_name, referenz_websites, zusaetzliche_anmerkungen,
  bevorzugte_kontaktzeit, projekt_deadline,
  zusammenfassung
) on table public.webseitenkonzeption to anon;
grant select (session_id) on table public.webseitenkonzeption to anon;

-- Only the holder of a wizard session can submit it, and so consume its draft.
create policy "session holder submits own briefing"
  on public.webseitenkonzeption
  for insert
  to anon
  with check (session_id = private.wizard_session_id() and created_at = now());

create policy "session holder sees that own briefing exists"
  on public.webseitenkonzeption
  for select
  to anon
  using (session_id = private.wizard_session_id());
