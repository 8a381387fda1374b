create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;

create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid
language sql security definer set search_path = '' as $$
  insert into vault.secrets (secret, name, description) values (new_secret, new_name, coalesce(new_description, ''))
  returning id
$$;

create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null, new_key_id uuid default null)
returns void
language sql security definer set search_path = '' as $$
  update vault.secrets set
    secret = coalesce(new_secret, secret),
    name = coalesce(new_name, name),
    description = coalesce(new_description, description),
    updated_at = now()
  where id = secret_id
$$;

-- As on hosted: postgres and service_role use the vault, the API's anonymous roles do not.
revoke all on all tables in schema vault from public;
revoke all on all functions in schema vault from public;
grant usage on schema vault to postgres, service_role;
grant select, insert, update, delete on vault.secrets, vault.decrypted_secrets to postgres, service_role;
grant execute on all functions in schema vault to postgres, service_role;
