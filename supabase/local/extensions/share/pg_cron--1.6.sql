-- pg_cron 1.6's catalog and SQL functions; the scheduler is the local stack (extensions/cron.ts).
create schema cron;
grant usage on schema cron to public;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
alter sequence cron.jobid_seq owned by cron.job.jobid;
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);
-- Like the C functions of pg_cron, these run as their caller: row security keeps each role to its jobs.
grant select, insert, update, delete on cron.job to public;
grant usage on sequence cron.jobid_seq to public;

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter sequence cron.runid_seq owned by cron.job_run_details.runid;
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);
grant select, delete on cron.job_run_details to public;

-- Five-field cron, `@daily`-style names, or pg_cron's '<n> seconds'; anything else is refused as pg_cron does.
create function cron._check_schedule(schedule text) returns void
language plpgsql immutable as $$
begin
  if schedule ~ '^\s*[1-5]?[0-9]\s+seconds?\s*$'
     or schedule ~ '^\s*@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)\s*$'
     or schedule ~ '^\s*[0-9*/,\-a-zA-Z$]+(\s+[0-9*/,\-a-zA-Z]+){4}\s*$' then
    return;
  end if;
  raise exception 'invalid schedule: %', schedule
    using hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
end
$$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql set search_path = '' as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command, jobname, username)
  values (schedule, command, job_name, current_user)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql set search_path = '' as $$
declare
  id bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command, username) values (schedule, command, current_user) returning jobid into id;
  return id;
end
$$;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql set search_path = '' as $$
begin
  delete from cron.job where jobid = job_id and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

create function cron.unschedule(job_name text) returns boolean
language plpgsql set search_path = '' as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;

create function cron.alter_job(
  job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null
) returns void
language plpgsql set search_path = '' as $$
begin
  if schedule is not null then perform cron._check_schedule(schedule); end if;
  update cron.job j set
    schedule = coalesce(alter_job.schedule, j.schedule),
    command = coalesce(alter_job.command, j.command),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
end
$$;

