import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { clientAt, newSessionId } from "./helpers/clients.ts";
import { validApplication, validBriefing } from "./helpers/fixtures.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack.ts";

// A stack of its own: the caps count every notification of the last hour, which the
// other files' inserts on the shared stack would change under these tests.
let stack: OwnStack;

type Notification = { id: number; kind: string; recipient: string; status: string; application_id: string | null };

async function notifications(): Promise<Notification[]> {
  return (
    await stack.db.query<Notification>(
      "select id, kind, recipient, status, application_id from private.notifications order by id",
    )
  ).rows;
}

async function apply(email: string, firma = "Haustechnik GmbH"): Promise<string> {
  const row = validApplication({ email, firma });
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.azubiprojekt_bewerbungen (vorname, nachname, email, telefon, firma, website_aktuell, unternehmensbeschreibung)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [row.vorname, row.nachname, row.email, row.telefon, row.firma, row.website_aktuell, row.unternehmensbeschreibung],
  );
  return rows[0]!.id;
}

const service = () => clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);

beforeAll(async () => {
  stack = await startOwnStack();
  await stack.db.query("update private.application_period set starts_on = '2000-01-01', ends_on = '2999-12-31'");
  // These tests run the outbox themselves: without its URL the database calls no notify function.
  await stack.db.query("delete from vault.secrets where name = 'project_url'");
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  await stack.db.query("delete from public.azubiprojekt_bewerbungen");
  await stack.db.query("delete from private.notifications");
  await stack.db.query("update private.notification_limits set agency_per_hour = 60, confirmations_per_hour = 30");
});

describe("outbox rows written with the request", () => {
  it("an application queues the agency's mail and the sender's confirmation; a rolled-back one queues none", async () => {
    const inside = await stack.inRolledBackTransaction(async (tx) => {
      const row = validApplication({ email: "Erika@Example.de" });
      await tx.query(
        `insert into public.azubiprojekt_bewerbungen (vorname, nachname, email, telefon, firma, unternehmensbeschreibung)
         values ($1, $2, $3, $4, $5, $6)`,
        [row.vorname, row.nachname, row.email, row.telefon, row.firma, row.unternehmensbeschreibung],
      );
      return (
        await tx.query<{ kind: string; recipient: string; status: string }>(
          "select kind, recipient, status from private.notifications order by id",
        )
      ).rows;
    });
    expect(inside).toEqual([
      { kind: "application_agency", recipient: "agency", status: "pending" },
      { kind: "application_confirmation", recipient: "erika@example.de", status: "pending" },
    ]);
    expect(await notifications()).toEqual([]);
  });

  it("a briefing sent through the API queues both, and its rows carry the request", async () => {
    const sessionId = newSessionId();
    const anon = clientAt(stack.url, LOCAL_ANON_KEY, { "x-wizard-session": sessionId });
    const briefing = validBriefing(sessionId, {
      uploaded_texts: [],
      texte_status: "erstellen-lassen",
      logo_status: "kein-logo",
      logo_file_url: null,
      logo_file_name: null,
      logo_file_size: null,
      logo_mime_type: null,
    });
    const { error } = await anon.from("webseitenkonzeption").insert(briefing);
    expect(error).toBeNull();
    const { data, error: claimError } = await service().rpc("claim_notifications", { batch: 10 });
    expect(claimError).toBeNull();
    expect(data!.map((row) => [row.kind, row.recipient])).toEqual([
      ["briefing_agency", "agency"],
      ["briefing_confirmation", "erika@example.de"],
    ]);
    expect((data![0]!.request as { firmenname: string }).firmenname).toBe("Mustermann Haustechnik GmbH");
  });

  it("sends one confirmation per address and day; the agency hears of every request", async () => {
    await apply("erika@example.de", "Erste GmbH");
    await apply("ERIKA@example.de", "Zweite GmbH");
    expect((await notifications()).map((row) => row.kind)).toEqual([
      "application_agency",
      "application_confirmation",
      "application_agency",
    ]);
  });

  it("holds what is over the hourly caps, loses nothing, and releases it on staff's call", async () => {
    await stack.db.query("update private.notification_limits set agency_per_hour = 5, confirmations_per_hour = 3");
    for (let n = 0; n < 20; n++) await apply(`person${n}@example.de`);
    const rows = await notifications();
    const count = (kind: string, status: string) =>
      rows.filter((row) => row.kind === kind && row.status === status).length;
    expect([count("application_agency", "pending"), count("application_agency", "held")]).toEqual([5, 15]);
    expect([count("application_confirmation", "pending"), count("application_confirmation", "held")]).toEqual([3, 17]);

    const released = await stack.db.query<{ n: number }>("select private.release_held_notifications(10) as n");
    expect(released.rows[0]!.n).toBe(10);
    expect((await notifications()).filter((row) => row.status === "held")).toHaveLength(22);
    await stack.db.query("select private.release_held_notifications()");
    expect((await notifications()).every((row) => row.status === "pending")).toBe(true);
  });

  it("is deleted with its request (the purge deletes requests)", async () => {
    const id = await apply("erika@example.de");
    expect(await notifications()).toHaveLength(2);
    await stack.db.query("delete from public.azubiprojekt_bewerbungen where id = $1", [id]);
    expect(await notifications()).toEqual([]);
  });
});

describe("claiming and finishing", () => {
  it("claims due rows once, backs off after an error, marks sent, and fails after 24 hours", async () => {
    await apply("erika@example.de");
    const first = await service().rpc("claim_notifications", { batch: 10 });
    expect(first.data).toHaveLength(2);
    // Claimed rows are not handed out twice.
    expect((await service().rpc("claim_notifications", { batch: 10 })).data).toEqual([]);

    const [agency, confirmation] = first.data!;
    expect((await service().rpc("finish_notification", { notification_id: agency!.id })).data).toBe("sent");
    expect(
      (await service().rpc("finish_notification", { notification_id: confirmation!.id, error: "connect ECONNREFUSED" }))
        .data,
    ).toBe("pending");
    // Not due again before its back-off ends.
    expect((await service().rpc("claim_notifications", { batch: 10 })).data).toEqual([]);

    await stack.db.query(
      "update private.notifications set next_attempt_at = now(), created_at = now() - interval '25 hours' where id = $1",
      [confirmation!.id],
    );
    const retry = await service().rpc("claim_notifications", { batch: 10 });
    expect(retry.data!.map((row) => [row.id, row.attempts])).toEqual([[confirmation!.id, 2]]);
    expect(
      (await service().rpc("finish_notification", { notification_id: confirmation!.id, error: "still down" })).data,
    ).toBe("failed");
    const failed = await stack.db.query<{ status: string; last_error: string }>(
      "select status, last_error from private.notifications where id = $1",
      [confirmation!.id],
    );
    expect(failed.rows[0]).toEqual({ status: "failed", last_error: "still down" });
  });

  it("takes a row left 'sending' by a crashed run again after five minutes", async () => {
    await apply("erika@example.de");
    const claimed = (await service().rpc("claim_notifications", { batch: 1 })).data!;
    expect(claimed).toHaveLength(1);
    await stack.db.query("update private.notifications set claimed_at = now() - interval '6 minutes' where id = $1", [
      claimed[0]!.id,
    ]);
    const again = (await service().rpc("claim_notifications", { batch: 1 })).data!;
    expect(again.map((row) => [row.id, row.attempts])).toEqual([[claimed[0]!.id, 2]]);
  });

  it("is closed to visitors", async () => {
    const anon = clientAt(stack.url, LOCAL_ANON_KEY);
    const { error } = await anon.rpc("claim_notifications", { batch: 10 });
    expect(error?.code).toBe("42501");
    const finish = await anon.rpc("finish_notification", { notification_id: 1 });
    expect(finish.error?.code).toBe("42501");
  });
});
