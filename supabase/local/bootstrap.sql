-- What a hosted Supabase project already has before the first migration runs:
-- its roles, the auth helpers, the extensions schema and the storage schema,
-- owned and granted as on hosted (ADR 041). Runs once, on a fresh database, as
-- PGlite's bootstrap superuser.

-- roles -----------------------------------------------------------------------
-- Hosted's superuser is supabase_admin; `postgres`, which runs migrations and the
-- SQL editor, is not one. PGlite's bootstrap superuser (OID 10) is named postgres
-- and can neither be demoted nor rename itself, so a short-lived superuser renames
-- it to supabase_admin and the session continues as that role.
create role supabase_init superuser;
set session authorization supabase_init;
alter role postgres rename to supabase_admin;
set session authorization supabase_admin;
drop role supabase_init;

create role postgres nosuperuser createdb createrole replication bypassrls login;
alter database postgres owner to postgres; -- so postgres owns schema public (pg_database_owner)

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator noinherit login;
create role supabase_storage_admin noinherit createrole login;
create role supabase_auth_admin noinherit createrole login;
grant anon, authenticated, service_role to authenticator;
-- postgres may act as the API roles (hosted grants them), but not as the service
-- admins: since April 2025 it is no member of supabase_storage_admin or supabase_auth_admin.
grant anon, authenticated, service_role to postgres;

create schema if not exists extensions;
grant all on schema extensions to postgres;
grant usage on schema extensions to anon, authenticated, service_role;

-- Public schema: usage only. Since 2026 new hosted projects no longer grant
-- table privileges to the API roles by default, so migrations must grant them.
grant usage on schema public to anon, authenticated, service_role;

-- auth ------------------------------------------------------------------------
-- Owned by the Auth server's role; postgres keeps table rights but may not
-- create in the schema (hosted's restriction of April 2025).
create schema auth authorization supabase_admin;
grant usage on schema auth to postgres, anon, authenticated, service_role;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
alter table auth.users owner to supabase_auth_admin;
grant all on auth.users to postgres;

-- Same bodies as Supabase: the legacy per-claim GUC first, then the claims JSON.
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to postgres, anon, authenticated, service_role;

-- storage ---------------------------------------------------------------------
-- Created by the Storage server's own migrations, as supabase_storage_admin: it
-- owns schema, tables and functions, so postgres may not create in the schema,
-- index or alter the tables; it holds every table right (with grant option), so
-- it may read, write and add triggers. Policies come through supautils'
-- policy_grants, which the local migration runner emulates (bootstrap.ts).
create schema storage authorization supabase_storage_admin;
set role supabase_storage_admin;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text) returns text[] language plpgsql immutable as $function$
DECLARE
_parts text[];
BEGIN
	select string_to_array(name, '/') into _parts;
	return _parts[1:array_length(_parts,1)-1];
END
$function$;

create function storage.filename(name text) returns text language plpgsql immutable as $function$
DECLARE
_parts text[];
BEGIN
	select string_to_array(name, '/') into _parts;
	return _parts[array_length(_parts,1)];
END
$function$;

create function storage.extension(name text) returns text language plpgsql immutable as $function$
DECLARE
_parts text[];
_filename text;
BEGIN
	select string_to_array(name, '/') into _parts;
	select _parts[array_length(_parts,1)] into _filename;
	return reverse(split_part(reverse(_filename), '.', 1));
END
$function$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to postgres, anon, authenticated, service_role;

-- Storage's own guard: rows leave these tables only through the Storage API,
-- which sets storage.allow_delete_query on each of its transactions.
create function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;

create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

-- Migration bookkeeping, shaped like the CLI's table (which it creates as postgres).
create schema supabase_migrations authorization postgres;
create table supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
alter table supabase_migrations.schema_migrations owner to postgres;
