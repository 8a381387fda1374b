-- pg_net's queue, response table and request functions; the local stack's net.ts is the worker.
create schema net;

create unlogged table net.http_request_queue (
  id bigserial,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index _http_response_created_idx on net._http_response (created);

create function net._urlencode_params(url text, params jsonb) returns text
language sql immutable as $$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when url like '%?%' then '&' else '?' end || (
      select string_agg(key || '=' || value, '&') from jsonb_each_text(params)
    ) end
$$;

create function net.http_get(
  url text, params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql security definer set search_path = '' as $$
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('GET', net._urlencode_params(url, params), headers, timeout_milliseconds)
  returning id
$$;

create function net.http_post(
  url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb, timeout_milliseconds integer default 5000
) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  id bigint;
begin
  if coalesce(headers ->> 'Content-Type', headers ->> 'content-type', 'application/json') <> 'application/json'
     and body is not null then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._urlencode_params(url, params), headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning http_request_queue.id into id;
  return id;
end
$$;

create function net.http_delete(
  url text, params jsonb default '{}'::jsonb, headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql security definer set search_path = '' as $$
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values ('DELETE', net._urlencode_params(url, params), headers, timeout_milliseconds)
  returning id
$$;

-- As on hosted: postgres (here: whoever created it) and the API roles may queue requests and read answers.
grant usage on schema net to @extowner@, postgres, anon, authenticated, service_role;
grant execute on all functions in schema net to @extowner@, postgres, anon, authenticated, service_role;
grant select on net._http_response to @extowner@, postgres, anon, authenticated, service_role;
