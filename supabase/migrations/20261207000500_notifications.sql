-- E-mail after every request (ADR 046): the agency hears of each new briefing and
-- application, the sender gets a confirmation. A trigger writes the outbox rows in the
-- request's own transaction (a stored request always has its notifications, a rolled-back
-- one none); the Edge Function `notify` sends them, called by pg_net right after the insert
-- and by a pg_cron tick every minute for retries.

-- As in Supabase's guides for scheduling and calling Edge Functions from the database.
create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net;

create table private.notifications (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null check (
    kind in ('briefing_agency', 'briefing_confirmation', 'application_agency', 'application_confirmation')
  ),
  -- Purged with the request: the purge functions delete the request rows.
  briefing_id uuid references public.webseitenkonzeption (id) on delete cascade,
  application_id uuid references public.azubiprojekt_bewerbungen (id) on delete cascade,
  -- 'agency' (the address is the function secret AGENCY_EMAIL) or the sender's address.
  recipient text not null,
  -- pending → sending → sent; failures go back to pending with a back-off for 24 hours, then
  -- failed; held: beyond a cap, waits for staff (private.release_held_notifications()).
  status text not null default 'pending' check (status in ('pending', 'held', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  constraint notifications_one_request check (num_nonnulls(briefing_id, application_id) = 1)
);

comment on table private.notifications is
  'Outbox of the e-mails about requests (ADR 046). held = over a cap: release with select private.release_held_notifications(); failed = gave up after 24 h, see last_error.';

create index notifications_due on private.notifications (next_attempt_at) where status in ('pending', 'sending');
create index notifications_recent on private.notifications (created_at, kind);
create index notifications_briefing on private.notifications (briefing_id) where briefing_id is not null;
create index notifications_application on private.notifications (application_id) where application_id is not null;

-- One row: how many mails an hour may go out before further ones are held. Someone scripting
-- the public API must not flood the agency's inbox or strangers' addresses.
create table private.notification_limits (
  only_row boolean primary key default true check (only_row),
  agency_per_hour integer not null default 60 check (agency_per_hour >= 0),
  confirmations_per_hour integer not null default 30 check (confirmations_per_hour >= 0)
);
insert into private.notification_limits default values;

comment on table private.notification_limits is
  'Mails per hour before further notifications are held (private.notifications.status = held).';

-- Asks the notify function to send what is due, as a database webhook does. Never fails the
-- caller: without pg_net or the vault secrets the pg_cron tick or a later insert sends it.
create or replace function private.call_notify(reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  cron_secret text;
begin
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into cron_secret from vault.decrypted_secrets where name = 'cron_secret';
  if project_url is null or cron_secret is null then
    raise warning 'notify not called (%): vault secrets project_url and cron_secret are not set', reason;
    return;
  end if;
  perform net.http_post(
    url := project_url || '/functions/v1/notify',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || cron_secret),
    body := jsonb_build_object('reason', reason),
    -- pg_net gives up on an answer after 5 s by default; a run that renders a briefing PDF (and a
    -- cold start) can take longer, and an abandoned call must not cut a run short.
    timeout_milliseconds := 120000
  );
exception when others then
  raise warning 'notify not called (%): %', reason, sqlerrm;
end
$$;

-- The outbox rows of one new request: the agency's mail, and the sender's confirmation unless
-- that address already got one today (German time). Over an hourly cap a row is held, not dropped.
create or replace function private.queue_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.notification_limits;
  agency_kind text := case tg_table_name when 'webseitenkonzeption' then 'briefing_agency' else 'application_agency' end;
  confirmation_kind text := case tg_table_name when 'webseitenkonzeption' then 'briefing_confirmation' else 'application_confirmation' end;
  sender text := lower(btrim(new.email));
  today_starts timestamptz := date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin';
  briefing uuid := case tg_table_name when 'webseitenkonzeption' then new.id end;
  application uuid := case tg_table_name when 'azubiprojekt_bewerbungen' then new.id end;
begin
  -- Concurrent inserts count one after the other, so a burst can't slip past a cap.
  perform pg_advisory_xact_lock(hashtext('private.notifications'));
  select * into limits from private.notification_limits;

  insert into private.notifications (kind, briefing_id, application_id, recipient, status)
  values (
    agency_kind, briefing, application, 'agency',
    case when (
      select count(*) from private.notifications
      where kind in ('briefing_agency', 'application_agency') and status <> 'held'
        and created_at > now() - interval '1 hour'
    ) >= limits.agency_per_hour then 'held' else 'pending' end
  );

  if not exists (
    select 1 from private.notifications
    where kind in ('briefing_confirmation', 'application_confirmation')
      and recipient = sender and created_at >= today_starts
  ) then
    insert into private.notifications (kind, briefing_id, application_id, recipient, status)
    values (
      confirmation_kind, briefing, application, sender,
      case when (
        select count(*) from private.notifications
        where kind in ('briefing_confirmation', 'application_confirmation') and status <> 'held'
          and created_at > now() - interval '1 hour'
      ) >= limits.confirmations_per_hour then 'held' else 'pending' end
    );
  end if;

  perform private.call_notify('insert');
  return null;
end
$$;

create trigger queue_notifications
  after insert on public.webseitenkonzeption
  for each row execute function private.queue_notifications();
create trigger queue_notifications
  after insert on public.azubiprojekt_bewerbungen
  for each row execute function private.queue_notifications();

-- For the notify function (service_role): takes up to `batch` due rows and marks them sending,
-- with the request as JSON. A row left sending for 5 minutes (the function died between the
-- SMTP answer and finish_notification) is taken again: it goes out with the same Message-ID,
-- which mail systems use to drop the duplicate (ADR 046).
create or replace function public.claim_notifications(batch integer default 20)
returns table (id bigint, kind text, recipient text, attempts integer, created_at timestamptz, request jsonb)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select n.id from private.notifications n
    where (n.status = 'pending' and n.next_attempt_at <= now())
       or (n.status = 'sending' and n.claimed_at < now() - interval '5 minutes')
    order by n.id
    limit greatest(1, least(batch, 100))
    for update skip locked
  ),
  claimed as (
    update private.notifications n
    set status = 'sending', claimed_at = now(), attempts = n.attempts + 1
    from due
    where n.id = due.id
    returning n.*
  )
  select
    c.id, c.kind, c.recipient, c.attempts, c.created_at,
    coalesce(
      (select to_jsonb(b) from public.webseitenkonzeption b where b.id = c.briefing_id),
      (select to_jsonb(a) from public.azubiprojekt_bewerbungen a where a.id = c.application_id)
    )
  from claimed c
  order by c.id;
end
$$;

-- Marks a claimed row sent, or (with an error) due again after a back-off of 1, 2, 4 … at most
-- 60 minutes; a row older than 24 hours becomes failed and keeps its last error for staff.
create or replace function public.finish_notification(notification_id bigint, error text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
begin
  update private.notifications n
  set
    status = case
      when error is null then 'sent'
      when n.created_at + interval '24 hours' <= now() then 'failed'
      else 'pending'
    end,
    sent_at = case when error is null then now() end,
    last_error = left(error, 2000),
    next_attempt_at = case
      when error is null then n.next_attempt_at
      else now() + least(interval '1 minute' * power(2, least(greatest(n.attempts - 1, 0), 10)), interval '60 minutes')
    end
  where n.id = notification_id and n.status = 'sending'
  returning n.status into result;
  return result;
end
$$;

-- Staff, in the SQL editor: sends held notifications (oldest first, at most max_rows), past the caps.
create or replace function private.release_held_notifications(max_rows integer default null)
returns integer
language sql
security definer
set search_path = ''
as $$
  with released as (
    update private.notifications
    set status = 'pending', next_attempt_at = now()
    where id in (
      select id from private.notifications where status = 'held' order by id limit max_rows
    )
    returning 1
  )
  select count(*)::integer from released
$$;

revoke all on function
  private.call_notify(text),
  private.queue_notifications(),
  private.release_held_notifications(integer)
from public;
revoke all on function
  public.claim_notifications(integer),
  public.finish_notification(bigint, text)
from public, anon, authenticated;
grant execute on function
  public.claim_notifications(integer),
  public.finish_notification(bigint, text)
to service_role;

-- The tick: retries, and anything an insert's call missed.
select cron.schedule('notify-outbox', '* * * * *', 'select private.call_notify(''tick'')');
