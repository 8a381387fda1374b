-- A draft must not come back after its briefing was sent (ADR 001).
--
-- Until now the write guard of wizard_sessions asked "is there a briefing
-- for this id?" and the submit deleted the draft, each in its own
-- transaction, with nothing between them. Under READ COMMITTED an autosave
-- committing in the same instant as the submit slipped through: the guard of
-- its INSERT ... ON CONFLICT ran before the briefing was committed (and saw
-- none), its insert then waited for the submit's delete of the draft, and
-- once that was committed it inserted the draft anew. The session was
-- resumable although sent.
--
-- Now everything that decides "sent or not" for a session takes one
-- transaction-level advisory lock for that session first: the guard before it
-- looks for the briefing, the submit before it deletes the draft (and, from
-- the following migrations, Storage's row writes into the session's folder and
-- the submit's check of its files). Whoever comes second waits until the
-- first has committed, and a statement after the wait sees what it committed
-- (READ COMMITTED takes a new snapshot per statement, also inside these
-- volatile functions): a save after a submit finds the briefing and is
-- skipped; a submit after a save finds the draft and deletes it.
--
-- The key is the session folder (hex SHA-256 of the id, private.wizard_session_folder),
-- not the id itself: a storage object names only its folder, and its writes
-- must take the same lock. The first 32 bits of the hash are the key, in the
-- two-key form with a fixed first key for this project; that form never meets
-- Storage's own one-key object locks. Two sessions sharing 32 bits only wait
-- for each other now and then.
--
-- PGlite (the local stack) runs one transaction at a time, so the race can't be
-- played there; tests/session-lock.test.ts shows that both sides take the
-- same lock.

create or replace function private.lock_wizard_session(folder text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  -- Anything else is no session's folder (a malformed id, a file outside the folders): nothing to serialize.
  if folder ~ '^[0-9a-f]{64}$' then
    perform pg_advisory_xact_lock(20261123, ('x' || left(folder, 8))::bit(32)::integer);
  end if;
end
$$;

revoke all on function private.lock_wizard_session(text) from public;

-- As in 20261122000300, plus the lock. Only an INSERT needs it: it is the
-- one write that can bring a deleted draft back. An UPDATE needs an existing
-- row, and the submit's delete of that row waits for it (or it finds the
-- row gone); taking the lock there too would make an UPDATE that holds the
-- row wait for a submit that waits for the row (a deadlock). An upsert takes
-- the lock in its INSERT guard, before it touches the row.
create or replace function private.guard_wizard_session_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.updated_at := least(coalesce(new.updated_at, now()), now());

  if tg_op = 'UPDATE' then
    if new.updated_at < old.updated_at then
      return null;
    end if;
    if new.writer is not null
      and new.writer is distinct from old.writer
      and (new.based_on is null or new.based_on < old.updated_at) then
      return null;
    end if;
    new.created_at := old.created_at;
  else
    perform private.lock_wizard_session(private.wizard_session_folder(new.id));
    if exists (select 1 from public.webseitenkonzeption where session_id = new.id) then
      return null;
    end if;
    new.created_at := now();
  end if;

  return new;
end
$$;

-- As in 20261121000400, plus the lock: the delete below then sees a draft a
-- save committed while the submit waited.
create or replace function private.consume_wizard_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_wizard_session(private.wizard_session_folder(new.session_id));
  delete from public.wizard_sessions where id = new.session_id;
  return null;
end
$$;
