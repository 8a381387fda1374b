-- One application per request (landing page form). The visitor's browser gives
-- every application it sends a random key and sends a retry with the same key;
-- the form inserts with ON CONFLICT (request_id) DO NOTHING, so a retry after a
-- lost answer (the row was stored, the connection dropped before the answer)
-- stores nothing twice. The wizard's briefing does the same with its session id
-- (ADR 003).
--
-- Nullable, and not required by the insert policy: rows from before this
-- migration have none, and a page loaded before the deploy still sends none
-- (it must keep working; it just is not protected against the double insert).

alter table public.azubiprojekt_bewerbungen
  add column request_id uuid;

alter table public.azubiprojekt_bewerbungen
  add constraint azubiprojekt_bewerbungen_request_id_key unique (request_id);

comment on column public.azubiprojekt_bewerbungen.request_id is
  'Random key the visitor''s browser gives one application; a retry sends the same key and is ignored.';

-- The column grant of 20261121000200 lists what a visitor may supply; the key joins it.
grant insert (request_id) on table public.azubiprojekt_bewerbungen to anon;

-- A conflict target makes Postgres require SELECT privilege on that column and
-- check the new row against the SELECT policies (see the same case in
-- 20261121000400_webseitenkonzeption.sql). The policy lets a visitor see only a
-- row stamped with the current transaction's time, which is the row of their
-- own insert (created_at = now() is enforced by the insert policy), and of it
-- only the key they sent. Every application stored before stays invisible.
grant select (request_id) on table public.azubiprojekt_bewerbungen to anon;

create policy "visitors see only the key of the application they are inserting"
  on public.azubiprojekt_bewerbungen
  for select
  to anon
  using (created_at = now());
