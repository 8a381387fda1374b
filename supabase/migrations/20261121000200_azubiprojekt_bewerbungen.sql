-- Applications for the "Azubi-Offensive" (landing page form, SPEC §3/§5).
-- Visitors may only insert; nobody but the service role reads them back.

create table public.azubiprojekt_bewerbungen (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  vorname text not null,
  nachname text not null,
  email text not null,
  telefon text not null,
  firma text not null,
  website_aktuell text,
  unternehmensbeschreibung text not null,

  constraint azubiprojekt_bewerbungen_vorname_check
    check (btrim(vorname) <> '' and char_length(vorname) <= 100),
  constraint azubiprojekt_bewerbungen_nachname_check
    check (btrim(nachname) <> '' and char_length(nachname) <= 100),
  constraint azubiprojekt_bewerbungen_email_check
    check (private.is_email(email)),
  constraint azubiprojekt_bewerbungen_telefon_check
    check (private.is_phone(telefon)),
  constraint azubiprojekt_bewerbungen_firma_check
    check (btrim(firma) <> '' and char_length(firma) <= 200),
  constraint azubiprojekt_bewerbungen_website_aktuell_check
    check (website_aktuell is null or private.is_http_url(website_aktuell)),
  constraint azubiprojekt_bewerbungen_unternehmensbeschreibung_check
    check (btrim(unternehmensbeschreibung) <> '' and char_length(unternehmensbeschreibung) <= 5000)
);

comment on table public.azubiprojekt_bewerbungen is
  'Applications from the landing page form. Anonymous visitors may insert only.';

-- The form sends '' for an untouched optional URL field; store that as null
-- so the URL check only sees real input.
create or replace function private.normalize_bewerbung()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.website_aktuell := nullif(btrim(new.website_aktuell), '');
  return new;
end
$$;

revoke all on function private.normalize_bewerbung() from public;

create trigger normalize_bewerbung
  before insert or update on public.azubiprojekt_bewerbungen
  for each row execute function private.normalize_bewerbung();

alter table public.azubiprojekt_bewerbungen enable row level security;

-- Hosted projects created before 2026-05-30 still auto-grant everything in
-- public to the API roles; start from nothing and grant explicitly.
revoke all on table public.azubiprojekt_bewerbungen from anon, authenticated;
grant select, insert, update, delete on table public.azubiprojekt_bewerbungen to service_role;

-- Column-level grant: id and created_at can't be supplied by a visitor.
grant insert (
  vorname, nachname, email, telefon, firma, website_aktuell, unternehmensbeschreibung
) on table public.azubiprojekt_bewerbungen to anon;

-- The row must carry the server's timestamp of this very transaction; with
-- the column grant above that always holds, and the policy keeps holding if
-- someone ever widens the grant.
create policy "visitors submit applications stamped with server time"
  on public.azubiprojekt_bewerbungen
  for insert
  to anon
  with check (created_at = now());
