import { describe, expect, it } from "vitest";
import { anonClient, newSessionId, serviceClient } from "./helpers/clients.ts";

function draft(id: string, step: number, updatedAt = new Date()) {
  return {
    id,
    session_data: { firmenname: `Firma ${step}`, farben: ["blau"] },
    current_step: step,
    updated_at: updatedAt.toISOString(),
  };
}

async function save(id: string, step: number, updatedAt?: Date, asSession = id) {
  return anonClient(asSession)
    .from("wizard_sessions")
    .upsert(draft(id, step, updatedAt), { onConflict: "id" });
}

async function load(id: string, asSession = id) {
  return anonClient(asSession)
    .from("wizard_sessions")
    .select("id, session_data, current_step, created_at, updated_at")
    .eq("id", id)
    .maybeSingle();
}

async function stored(id: string) {
  const { data } = await serviceClient().from("wizard_sessions").select("*").eq("id", id).maybeSingle();
  return data;
}

describe("wizard_sessions", () => {
  it("lets the session holder save, update and load the draft", async () => {
    const id = newSessionId();
    expect((await save(id, 1)).error).toBeNull();
    expect((await save(id, 3)).error).toBeNull();

    const { data, error } = await load(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, current_step: 3, session_data: { firmenname: "Firma 3" } });
    expect(Date.parse(data!.created_at)).toBeLessThanOrEqual(Date.parse(data!.updated_at));
  });

  it("keeps a draft stored as a JSON string loadable", async () => {
    const id = newSessionId();
    const { error } = await anonClient(id)
      .from("wizard_sessions")
      .upsert({ id, session_data: JSON.stringify({ firmenname: "Alt" }), current_step: 2 }, { onConflict: "id" });
    expect(error).toBeNull();
    expect((await load(id)).data?.session_data).toBe('{"firmenname":"Alt"}');
  });

  it("does not show a draft to another session", async () => {
    const id = newSessionId();
    await save(id, 2);
    const other = newSessionId();

    const { data, error } = await load(id, other);
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it("does not show a draft without the session header", async () => {
    const id = newSessionId();
    await save(id, 2);
    const { data, error } = await anonClient().from("wizard_sessions").select("*").eq("id", id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it("lists nothing but the caller's own draft", async () => {
    const mine = newSessionId();
    await save(mine, 1);
    await save(newSessionId(), 1);
    await save(newSessionId(), 1);

    const { data, error } = await anonClient(mine).from("wizard_sessions").select("id");
    expect(error).toBeNull();
    expect(data).toEqual([{ id: mine }]);
    expect((await anonClient().from("wizard_sessions").select("id")).data).toEqual([]);
  });

  it("does not let another session overwrite a draft", async () => {
    const id = newSessionId();
    await save(id, 2);
    const attacker = newSessionId();

    const upsert = await save(id, 5, new Date(), attacker);
    expect(upsert.error?.code).toBe("42501");

    const update = await anonClient(attacker).from("wizard_sessions").update({ current_step: 6 }).eq("id", id);
    expect(update.error).toBeNull(); // an update that matches no visible row is a no-op, as in PostgREST

    expect(await stored(id)).toMatchObject({ current_step: 2 });
  });

  it("does not let a session move its draft to another id", async () => {
    const id = newSessionId();
    await save(id, 2);
    const { error } = await anonClient(id).from("wizard_sessions").update({ id: newSessionId() }).eq("id", id);
    expect(error?.code).toBe("42501");
    expect(await stored(id)).not.toBeNull();
  });

  it("does not let a visitor delete a draft", async () => {
    const id = newSessionId();
    await save(id, 2);
    const { error } = await anonClient(id).from("wizard_sessions").delete().eq("id", id);
    expect(error?.code).toBe("42501");
    expect(await stored(id)).not.toBeNull();
  });

  it.each([
    ["without the random part", `session_${Date.now()}`],
    ["with a short random part", `session_${Date.now()}_abc123`],
    ["with a 10-digit timestamp", "session_1763768441_AAAAAAAAAAAAAAAAAAAAAA"],
    ["with characters outside base64url", `session_${Date.now()}_AAAAAAAAAAAAAAAAAAAA+/=`],
    ["of arbitrary text", "drop table wizard_sessions"],
  ])("refuses a session id %s", async (_label, id) => {
    const { error } = await save(id, 1);
    expect(error?.code).toBe("42501");
    expect(await stored(id)).toBeNull();
  });

  it("refuses a bad step number and an oversized draft", async () => {
    const id = newSessionId();
    const badStep = await anonClient(id)
      .from("wizard_sessions")
      .upsert({ ...draft(id, 1), current_step: 7 }, { onConflict: "id" });
    expect(badStep.status).toBe(400);
    expect(badStep.error).toMatchObject({ code: "23514" });

    const huge = await anonClient(id)
      .from("wizard_sessions")
      .upsert({ ...draft(id, 1), session_data: { blob: "x".repeat(600_000) } }, { onConflict: "id" });
    expect(huge.error).toMatchObject({ code: "23514" });
    expect(await stored(id)).toBeNull();
  });

  it("never lets an older copy overwrite a newer one", async () => {
    const id = newSessionId();
    const now = Date.now();
    expect((await save(id, 4, new Date(now))).error).toBeNull();

    const stale = await save(id, 2, new Date(now - 60_000));
    expect(stale.error).toBeNull(); // skipped silently, the client only logs failures anyway
    expect(await stored(id)).toMatchObject({ current_step: 4 });

    expect((await save(id, 5, new Date(now + 1))).error).toBeNull();
    expect(await stored(id)).toMatchObject({ current_step: 5 });
  });

  describe("two writers (tabs or devices) on one draft", () => {
    const LAPTOP = "a".repeat(32);
    const PHONE = "b".repeat(32);
    const write = (id: string, step: number, at: number, writer: string, basedOn: string | null) =>
      anonClient(id)
        .from("wizard_sessions")
        .upsert({ ...draft(id, step, new Date(at)), writer, based_on: basedOn }, { onConflict: "id" })
        .select("updated_at");

    it("lets a writer update the row it saved last, whatever base it names", async () => {
      const id = newSessionId();
      const now = Date.now() - 10_000;
      expect((await write(id, 1, now, LAPTOP, null)).data).toHaveLength(1);
      // A second save in flight names the same old base as the first one.
      expect((await write(id, 2, now + 5, LAPTOP, null)).data).toHaveLength(1);
      expect(await stored(id)).toMatchObject({ current_step: 2, writer: LAPTOP });
    });

    it("refuses a copy from another writer that was not built on the saved row", async () => {
      const id = newSessionId();
      const now = Date.now() - 10_000;
      const first = await write(id, 1, now, LAPTOP, null);
      const base = first.data![0]!.updated_at;
      // The phone opens the link (base = the laptop's row) and saves.
      const phone = await write(id, 3, now + 1_000, PHONE, base);
      expect(phone.data).toHaveLength(1);

      // The laptop, still built on its own first row, types on: newer, but blind to the phone's work.
      const laptop = await write(id, 2, now + 2_000, LAPTOP, base);
      expect(laptop.error).toBeNull();
      expect(laptop.data).toEqual([]);
      expect(await stored(id)).toMatchObject({ current_step: 3, writer: PHONE });

      // After loading the phone's copy (or choosing to keep its own) the laptop builds on it.
      const rebased = await write(id, 4, now + 3_000, LAPTOP, phone.data![0]!.updated_at);
      expect(rebased.data).toHaveLength(1);
      expect(await stored(id)).toMatchObject({ current_step: 4, writer: LAPTOP });
    });

    it("refuses another writer's copy without a base", async () => {
      const id = newSessionId();
      await write(id, 1, Date.now() - 10_000, LAPTOP, null);
      expect((await write(id, 2, Date.now() - 5_000, PHONE, null)).data).toEqual([]);
      expect(await stored(id)).toMatchObject({ current_step: 1, writer: LAPTOP });
    });

    it("still refuses an older copy of the same writer", async () => {
      const id = newSessionId();
      const now = Date.now() - 10_000;
      await write(id, 3, now, LAPTOP, null);
      expect((await write(id, 2, now - 1_000, LAPTOP, null)).data).toEqual([]);
      expect(await stored(id)).toMatchObject({ current_step: 3 });
    });

    it("lets a page without a writer (loaded before this rule) save by timestamp", async () => {
      const id = newSessionId();
      const now = Date.now() - 10_000;
      await write(id, 1, now, LAPTOP, null);
      expect((await save(id, 2, new Date(now + 1_000))).error).toBeNull();
      expect(await stored(id)).toMatchObject({ current_step: 2 });
    });

    it("refuses a writer id that is not 32 hex digits", async () => {
      const id = newSessionId();
      const { error } = await write(id, 1, Date.now(), "laptop", null);
      expect(error).toMatchObject({ code: "23514" });
      expect(await stored(id)).toBeNull();
    });

    it("shows the session holder who saved last", async () => {
      const id = newSessionId();
      await write(id, 1, Date.now() - 1_000, PHONE, null);
      const { data } = await anonClient(id).from("wizard_sessions").select("writer, updated_at").eq("id", id).single();
      expect(data).toMatchObject({ writer: PHONE });
    });
  });

  it("clamps a timestamp from the future so later saves still win", async () => {
    const id = newSessionId();
    await save(id, 2, new Date(Date.now() + 24 * 3_600_000));
    const row = await stored(id);
    expect(Date.parse(row!.updated_at)).toBeLessThanOrEqual(Date.now() + 1_000);

    await save(id, 3, new Date(Date.now() + 1_000));
    expect(await stored(id)).toMatchObject({ current_step: 3 });
  });
});
