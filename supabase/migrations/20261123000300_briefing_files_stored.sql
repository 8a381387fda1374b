-- A submitted briefing links only files this project really stores (ADR 001,
-- "2026-11-23").
--
-- 20261122000100 checks the shape of the file columns: an upload entry's path
-- lies in the session's own folder of the right bucket and its URL is that
-- object's public URL on some base URL; the logo URL points into
-- azubiprojekt-logos/logos/. But not that the object exists, nor whose base
-- URL it is: a briefing could link a file deleted in another tab, a path
-- never uploaded, or anything on any host that only looks like Storage.
--
-- Now, when a briefing is inserted:
--   * every object it names is looked up in storage.objects: an upload entry's
--     path in its bucket, the logo's object (the URL's last segment after
--     logos/, percent-decoded) in azubiprojekt-logos;
--   * where the deployment stored the project URL (private.storage_public_url,
--     README "Deploying"), every file URL must be that object's public URL on
--     exactly that base, as getPublicUrl builds it.
-- A failure raises SQLSTATE 23514 naming webseitenkonzeption_files_stored or
-- webseitenkonzeption_file_urls_on_project, as a CHECK would: PostgREST answers
-- 400, and the wizard shows its usual submit-failure toast (SPEC §8).
--
-- A trigger, not a CHECK: whether an object exists changes over time, and a
-- CHECK must hold for a row forever. AFTER INSERT, so the CHECKs (shape, own
-- folder) have spoken first and their names stay in their errors. It takes the
-- session's lock (20261123000100) before looking: a delete in the folder at the
-- same moment either committed before (the file is missing here) or waits for
-- this transaction and is then refused (20261123000200).
--
-- The project URL can't be written into a migration: the same migrations
-- serve every project and the local stack, and the database has no way to
-- learn the URL clients use. Without it the base stays open as before (any
-- base the shape check accepts), but the objects must still exist, so a link
-- can only name this project's file under a foreign host; whoever reads a
-- briefing of such a project should go by `path`, not `url`.

create table private.storage_public_url (
  only_row boolean primary key default true check (only_row),
  url text not null check (private.is_public_url_base(url) and url !~ '/$')
);

comment on table private.storage_public_url is
  'The project URL the app is built with (VITE_SUPABASE_URL, no trailing slash). When set, file URLs of a briefing must lie on it. One row, set per deployment.';

revoke all on table private.storage_public_url from public, anon, authenticated, service_role;

-- The inverse of private.encode_uri: %XX sequences become their UTF-8 bytes.
-- Null when they are no UTF-8.
create or replace function private.decode_uri(candidate text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  return convert_from(
    coalesce(
      (
        select string_agg(
          case
            when part.token[1] is not null then decode(substr(part.token[1], 2), 'hex')
            else convert_to(part.token[2], 'UTF8')
          end,
          ''::bytea order by part.n
        )
        from regexp_matches(candidate, '(%[0-9A-Fa-f]{2})|([^%]+|%)', 'g') with ordinality as part(token, n)
      ),
      ''::bytea
    ),
    'UTF8'
  );
exception
  when character_not_in_repertoire then
    return null;
end
$$;

-- security definer: the visitor may not read storage.objects beyond its own
-- folders (and not the logo bucket at all), nor the stored project URL.
create or replace function private.check_webseitenkonzeption_files()
returns trigger
language plpgsql
security definer
set search_path = ''
set row_security = off
as $$
declare
  base text := (select setting.url from private.storage_public_url as setting);
  file record;
begin
  perform private.lock_wizard_session(private.wizard_session_folder(new.session_id));

  for file in
    select 'konfigurator-texte' as bucket, entry ->> 'path' as name, entry ->> 'url' as url
    from jsonb_array_elements(new.uploaded_texts) as entry
    union all
    select 'konfigurator-bilder', entry ->> 'path', entry ->> 'url'
    from jsonb_array_elements(new.uploaded_images) as entry
    union all
    select
      'azubiprojekt-logos',
      private.decode_uri(substring(new.logo_file_url from '/storage/v1/object/public/azubiprojekt-logos/(logos/[^/]+)$')),
      new.logo_file_url
    where new.logo_file_url is not null
  loop
    if not exists (
      select 1 from storage.objects as object
      where object.bucket_id = file.bucket and object.name = file.name
    ) then
      raise exception using
        errcode = 'check_violation',
        message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_files_stored"',
        detail = format('%s/%s is not stored.', file.bucket, file.name),
        table = 'webseitenkonzeption',
        constraint = 'webseitenkonzeption_files_stored';
    end if;

    if base is not null
      and file.url is distinct from base || '/storage/v1/object/public/' || file.bucket || '/' || private.encode_uri(file.name) then
      raise exception using
        errcode = 'check_violation',
        message = 'new row for relation "webseitenkonzeption" violates check constraint "webseitenkonzeption_file_urls_on_project"',
        detail = 'File URLs must be public URLs of this project''s storage.',
        table = 'webseitenkonzeption',
        constraint = 'webseitenkonzeption_file_urls_on_project';
    end if;
  end loop;

  return null;
end
$$;

revoke all on function
  private.decode_uri(text),
  private.check_webseitenkonzeption_files()
from public;

create trigger check_webseitenkonzeption_files
  after insert on public.webseitenkonzeption
  for each row execute function private.check_webseitenkonzeption_files();
