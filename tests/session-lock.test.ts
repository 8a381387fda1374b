import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "../supabase/local/db.ts";
import { newSessionId, sessionFolder } from "./helpers/clients.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack.ts";

// supabase/migrations/20261123000100_one_lock_per_wizard_session.sql: everything
// that decides whether a session was sent takes one transaction-level advisory
// lock per session, so a save and a submit committing in the same instant run
// one after the other. PGlite runs one transaction at a time, so the race itself
// can't be played here; what can be shown is that both sides take the same lock.

/** The advisory locks this transaction holds, as [classid, objid] of the two-key form (unsigned, as pg_locks shows them). */
async function advisoryLocks(tx: Transaction): Promise<[number, number][]> {
  const { rows } = await tx.query<{ classid: string; objid: string }>(
    `select classid::text as classid, objid::text as objid
     from pg_locks
     where locktype = 'advisory' and objsubid = 2 and pid = pg_backend_pid() and granted`,
  );
  return rows.map((row) => [Number(row.classid), Number(row.objid)]);
}

/** The key the migration derives: the first 32 bits of the session folder (hex SHA-256 of the id). */
function expectedObjid(sessionId: string): number {
  return Buffer.from(sessionFolder(sessionId).slice(0, 8), "hex").readUInt32BE(0);
}

async function saveDraft(tx: Transaction, sessionId: string) {
  await tx.query(`insert into public.wizard_sessions (id, session_data) values ($1, '{}'::jsonb)`, [sessionId]);
}

/** A briefing with no files (nothing in storage to point at). */
async function sendBriefing(tx: Transaction, sessionId: string) {
  await tx.query(
    `insert into public.webseitenkonzeption (
       session_id, firmenname, rechtsform, branche, adresse, plz, ort, vorname, nachname, position,
       email, telefon, logo_status, farben, hauptziel, zielgruppe, texte_status, bilder_status, domain_status,
       wunsch_domain_name
     ) values (
       $1, 'Lock GmbH', 'gmbh', 'handwerk', 'Weg 1', '10115', 'Berlin', 'Erika', 'Muster', 'Chefin',
       'erika@example.de', '030 123456', 'kein-logo', '["blau"]', 'kontakt', 'Nachbarn', 'erstellen-lassen',
       'later', 'neu', 'lock.de'
     )`,
    [sessionId],
  );
}

let stack: OwnStack;
beforeAll(async () => {
  stack = await startOwnStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe("one lock per wizard session", () => {
  it("a save of a new draft takes the session's lock", async () => {
    const sessionId = newSessionId();
    const locks = await stack.inRolledBackTransaction(async (tx) => {
      await saveDraft(tx, sessionId);
      return advisoryLocks(tx);
    });
    expect(locks).toHaveLength(1);
    expect(locks[0]![1]).toBe(expectedObjid(sessionId));
  });

  it("a submit takes the same lock as the save of the same session, another session another one", async () => {
    const sessionId = newSessionId();
    const other = newSessionId();
    const [saved, sent, otherSaved] = await Promise.all([
      stack.inRolledBackTransaction(async (tx) => {
        await saveDraft(tx, sessionId);
        return advisoryLocks(tx);
      }),
      stack.inRolledBackTransaction(async (tx) => {
        await sendBriefing(tx, sessionId);
        return advisoryLocks(tx);
      }),
      stack.inRolledBackTransaction(async (tx) => {
        await saveDraft(tx, other);
        return advisoryLocks(tx);
      }),
    ]);
    expect(sent).toEqual(saved);
    expect(otherSaved).not.toEqual(saved);
  });
});

// supabase/migrations/20261123000200_sent_session_files_frozen_at_row_write.sql
describe("rows of storage.objects in a session folder", () => {
  const objectIn = (sessionId: string, file: string) => `uploads/${sessionFolder(sessionId)}/${file}`;

  async function putObject(tx: Transaction, name: string) {
    await tx.query(`insert into storage.objects (bucket_id, name, version) values ('konfigurator-bilder', $1, 'v1')`, [
      name,
    ]);
  }

  /** The SQLSTATE a statement fails with, or null; the transaction goes on either way. */
  async function failureOf(tx: Transaction, sql: string, params: unknown[]): Promise<string | null> {
    await tx.query("savepoint attempt");
    try {
      await tx.query(sql, params);
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? "unknown";
    } finally {
      await tx.query("rollback to savepoint attempt");
    }
  }

  it("are written under the session's lock, the one a submit takes", async () => {
    const sessionId = newSessionId();
    const locks = await stack.inRolledBackTransaction(async (tx) => {
      await putObject(tx, objectIn(sessionId, "1-a-foto.png"));
      return advisoryLocks(tx);
    });
    expect(locks.map(([, objid]) => objid)).toEqual([expectedObjid(sessionId)]);
  });

  it("of a sent session take no new file, version, rename or delete, but Storage's own bookkeeping", async () => {
    const sessionId = newSessionId();
    const name = objectIn(sessionId, "1-a-foto.png");
    const outcomes = await stack.inRolledBackTransaction(async (tx) => {
      // As Storage does on each of its transactions, so that its own deletes pass storage.protect_delete.
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      await putObject(tx, name);
      await sendBriefing(tx, sessionId);
      const update = (set: string) =>
        failureOf(tx, `update storage.objects set ${set} where bucket_id = 'konfigurator-bilder' and name = $1`, [
          name,
        ]);
      return {
        added: await failureOf(
          tx,
          `insert into storage.objects (bucket_id, name, version) values ('konfigurator-bilder', $1, 'v1')`,
          [objectIn(sessionId, "2-b-foto.png")],
        ),
        newVersion: await update("version = 'v2'"),
        renamed: await update(`name = '${objectIn(newSessionId(), "1-a-foto.png")}'`),
        deleted: await failureOf(tx, `delete from storage.objects where name = $1`, [name]),
        bookkeeping: await update(`metadata = '{"size": 1}', last_accessed_at = now()`),
      };
    });
    expect(outcomes).toEqual({
      added: "42501",
      newVersion: "42501",
      renamed: "42501",
      deleted: "42501",
      bookkeeping: null,
    });
  });
});
