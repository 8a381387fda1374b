import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { clientAt } from "./helpers/clients.ts";
import { isoDateInDays, validApplication } from "./helpers/fixtures.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack.ts";

// supabase/migrations/20261129000100_applications_only_in_period.sql: visitors
// send applications only on the days of the application period. A stack of
// this file's own, because the shared one is opened for the other tests
// (tests/global-setup.ts) and this file changes the period.

let stack: OwnStack;
beforeAll(async () => {
  stack = await startOwnStack();
}, 120_000);
afterAll(() => stack?.stop());

const anon = () => clientAt(stack.url, LOCAL_ANON_KEY);
const service = () => clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);

async function setPeriod(startsOn: string, endsOn: string) {
  await stack.db.query("update private.application_period set starts_on = $1, ends_on = $2", [startsOn, endsOn]);
}

async function stored(email: string) {
  const { data, error } = await service().from("azubiprojekt_bewerbungen").select("email").eq("email", email);
  expect(error).toBeNull();
  return data ?? [];
}

/** As the landing page's form sends it (submit-application.ts). */
function send(email: string) {
  return anon()
    .from("azubiprojekt_bewerbungen")
    .upsert(
      { ...validApplication({ email }), request_id: crypto.randomUUID() },
      { onConflict: "request_id", ignoreDuplicates: true },
    );
}

describe("application period", () => {
  it("is the period the site states, as the migrations leave it", async () => {
    const { rows } = await stack.db.query<{ starts_on: string; ends_on: string }>(
      "select starts_on::text, ends_on::text from private.application_period",
    );
    expect(rows).toEqual([{ starts_on: site.campaign.startDate, ends_on: site.campaign.endDate }]);
  });

  it("refuses an application after the period, as the site is closed, and stores nothing", async () => {
    // The site's period is over (today is after site.campaign.endDate).
    expect(site.campaign.open).toBe(false);
    const email = `closed-${Date.now()}@example.de`;
    const { error, status } = await send(email);
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "42501" });
    expect(await stored(email)).toHaveLength(0);
  });

  it("accepts on the first and the last day, in Berlin's calendar", async () => {
    await setPeriod(isoDateInDays(0), isoDateInDays(41));
    const first = `first-day-${Date.now()}@example.de`;
    expect((await send(first)).error).toBeNull();
    expect(await stored(first)).toHaveLength(1);

    await setPeriod(isoDateInDays(-41), isoDateInDays(0));
    const last = `last-day-${Date.now()}@example.de`;
    expect((await send(last)).error).toBeNull();
    expect(await stored(last)).toHaveLength(1);
  });

  it("refuses the day after the period and the day before it", async () => {
    await setPeriod(isoDateInDays(-42), isoDateInDays(-1));
    const after = `day-after-${Date.now()}@example.de`;
    expect((await send(after)).error).toMatchObject({ code: "42501" });

    await setPeriod(isoDateInDays(1), isoDateInDays(42));
    const before = `day-before-${Date.now()}@example.de`;
    expect((await send(before)).error).toMatchObject({ code: "42501" });

    expect(await stored(after)).toHaveLength(0);
    expect(await stored(before)).toHaveLength(0);
  });

  it("does not limit the agency's own imports (service role)", async () => {
    await setPeriod(isoDateInDays(-42), isoDateInDays(-1));
    const email = `import-${Date.now()}@example.de`;
    const { error } = await service().from("azubiprojekt_bewerbungen").insert(validApplication({ email }));
    expect(error).toBeNull();
    expect(await stored(email)).toHaveLength(1);
  });

  it("keeps the period itself from visitors", async () => {
    const { error } = await anon()
      .schema("private" as never)
      .from("application_period")
      .select("*");
    expect(error).not.toBeNull();
    const ask = await anon().rpc("application_period_running" as never);
    expect(ask.error).not.toBeNull();
  });
});
