-- A wizard session proves itself on a resumable (tus) upload without a request
-- header of its own (docs/decisions/042-tus-session-proof.md).
--
-- Storage answers the CORS preflight of its tus endpoint itself, allowing only
-- the tus headers, Authorization, X-Upsert, Upload-Expires, ApiKey and
-- x-signature: a browser that meets that answer sends no x-wizard-session
-- header. What does reach the database on every tus request that writes is
-- Storage's permission probe, an insert of the object row as the caller, and
-- that row carries the upload's user metadata (the JSON in Upload-Metadata's
-- `metadata` field, kept with the upload for its later requests). So the
-- wizard puts its session id there as `wizardSession`, and this trigger takes
-- it out of the row before anything else sees the row, keeping it for the rest
-- of the transaction where private.wizard_session_id() looks when the header is
-- missing. Every policy and trigger that asks for the caller's session (folder)
-- stays as it is.
--
-- The trigger runs first among the row triggers on storage.objects because
-- Postgres runs triggers of one kind in the order of their names
-- ("accept_…" before "check_…", "keep_…", "limit_…", "refuse_…"), and row
-- security's WITH CHECK is evaluated after the BEFORE triggers. The id never
-- stays in a stored row: Storage's final write of the object (as its own role)
-- passes through this trigger too.

create or replace function private.accept_upload_session_proof()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(new.user_metadata) = 'object' and new.user_metadata ? 'wizardSession' then
    -- Transaction-local: Storage probes in a transaction of its own and rolls it back.
    perform set_config('wizard.upload_session', coalesce(new.user_metadata ->> 'wizardSession', ''), true);
    new.user_metadata := nullif(new.user_metadata - 'wizardSession', '{}'::jsonb);
  end if;
  return new;
end
$$;

revoke all on function private.accept_upload_session_proof() from public;

create trigger accept_upload_session_proof
  before insert or update on storage.objects
  for each row execute function private.accept_upload_session_proof();

-- The session id from the x-wizard-session header, or else the one a tus
-- upload's row carried; null when neither is a well-formed session id.
create or replace function private.wizard_session_id()
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select case
    when private.is_wizard_session_id(header_value) then header_value
    when private.is_wizard_session_id(upload_value) then upload_value
  end
  from (
    select
      nullif(current_setting('request.headers', true), '')::json ->> 'x-wizard-session' as header_value,
      nullif(current_setting('wizard.upload_session', true), '') as upload_value
  ) as request
$$;
