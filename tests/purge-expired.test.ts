import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUCKETS, imagePath, textPath } from "~/features/wizard/uploads/storage";
import { site } from "~/content/site";
import { purgeExpired, type RetentionOptions } from "../supabase/functions/_shared/retention.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { startLocalStack, type LocalStack } from "../supabase/local/server.ts";
import { clientAt, newSessionId, SESSION_HEADER, sessionFolder, type Client } from "./helpers/clients.ts";
import { validApplication, validBriefing } from "./helpers/fixtures.ts";
import { logoObjectOf, storeFilesOf } from "./helpers/session-uploads.ts";

// What the privacy statement promises (site.legal.retentionMonths): an application goes that many
// months after the end of its application period, a sent briefing with its files that many months
// after receipt, unless staff marked it `aufbewahren`. the purge function → supabase/functions/_shared/retention.ts →
// migration 20261127000200_purge_expired_applications_and_briefings.sql. A purge acts on the whole
// database, so this file runs on a private stack. Months are calendar months in German time; the
// receipts below are set in SQL, as the database reckons.

let stack: LocalStack;
let service: Client;
const anon = (sessionId?: string) =>
  clientAt(stack.url, LOCAL_ANON_KEY, sessionId === undefined ? {} : { [SESSION_HEADER]: sessionId });
const months = site.legal.retentionMonths;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  service = clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);
});

afterAll(async () => {
  await stack?.stop();
});

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await stack.db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}

const BERLIN_NOW = "(now() at time zone 'Europe/Berlin')";
const RETENTION = `make_interval(months => ${months})`;

/**
 * A receipt whose retention ends just after now (`inside`) or ended just before (`past`). Near a
 * month's end the calendar leaves a gap (31 August + 6 months = 28 February, like 29 and 30 August),
 * so the first receipt inside may lie a few days after the last one past.
 */
function receivedAt(when: "inside" | "past"): Promise<string> {
  const candidate = `${BERLIN_NOW} - ${RETENTION} ${when === "past" ? "-" : "+"} interval '10 minutes'`;
  const inside = `case when (${candidate}) + ${RETENTION} > ${BERLIN_NOW} then ${candidate}
    else date_trunc('month', ${candidate}) + interval '1 month' end`;
  return scalar(`select ((${when === "past" ? candidate : inside}) at time zone 'Europe/Berlin')::text as value`);
}

/** Sets when a row was received, as time would have (the columns are not the visitor's to set). */
async function receive(table: "azubiprojekt_bewerbungen" | "webseitenkonzeption", id: string, at: string) {
  await stack.db.query(`update public.${table} set created_at = $2::timestamptz where id = $1`, [id, at]);
}

async function exists(bucket: string, path: string): Promise<boolean> {
  const slash = path.lastIndexOf("/");
  const { data } = await service.storage.from(bucket).list(path.slice(0, slash));
  return (data ?? []).some((entry) => entry.name === path.slice(slash + 1));
}

type Sent = { id: string; sessionId: string; files: { bucket: string; path: string }[] };

/**
 * A briefing sent by its visitor, with a text, an image and a logo, plus an image in its folder
 * that the briefing does not list (uploaded, then removed from the list): the folder goes whole.
 */
async function sendBriefing(): Promise<Sent> {
  const sessionId = newSessionId();
  const folder = sessionFolder(sessionId);
  const url = (bucket: string, path: string) => service.storage.from(bucket).getPublicUrl(path).data.publicUrl;
  const text = textPath(folder, "Texte.pdf");
  const image = imagePath(folder, "Foto.jpg");
  const unlisted = imagePath(folder, "Verworfen.jpg");
  const logo = `logos/${crypto.randomUUID()}.png`;
  const briefing = validBriefing(sessionId, {
    logo_file_url: url(BUCKETS.logos, logo),
    uploaded_texts: [
      {
        id: "t",
        fileName: "Texte.pdf",
        url: url(BUCKETS.texts, text),
        size: 4,
        mimeType: "application/pdf",
        path: text,
      },
    ],
    bilder_status: "upload",
    uploaded_images: [
      { id: "i", fileName: "Foto.jpg", url: url(BUCKETS.images, image), size: 4, mimeType: "image/jpeg", path: image },
    ],
  });
  await storeFilesOf(briefing, service);
  const stray = await service.storage.from(BUCKETS.images).upload(unlisted, Buffer.from("file"), {
    contentType: "image/jpeg",
  });
  expect(stray.error).toBeNull();
  const sent = await anon(sessionId)
    .from("webseitenkonzeption")
    .upsert(briefing, { onConflict: "session_id", ignoreDuplicates: true });
  expect(sent.error).toBeNull();
  const { data } = await service.from("webseitenkonzeption").select("id").eq("session_id", sessionId).single();
  expect(logoObjectOf(briefing.logo_file_url!)).toBe(logo);
  return {
    id: data!.id,
    sessionId,
    files: [
      { bucket: BUCKETS.texts, path: text },
      { bucket: BUCKETS.images, path: image },
      { bucket: BUCKETS.images, path: unlisted },
      { bucket: BUCKETS.logos, path: logo },
    ],
  };
}

const briefingExists = async (id: string) =>
  (await service.from("webseitenkonzeption").select("id").eq("id", id)).data?.length === 1;
const applicationExists = async (id: string) =>
  (await service.from("azubiprojekt_bewerbungen").select("id").eq("id", id)).data?.length === 1;

async function filesExist(sent: Sent): Promise<boolean[]> {
  return Promise.all(sent.files.map(({ bucket, path }) => exists(bucket, path)));
}

/** The visitor who sent it deletes a file of the sent briefing (supabase-js, as the wizard does). */
async function visitorDeletes(sent: Sent, index: 0 | 1) {
  const { bucket, path } = sent.files[index]!;
  await anon(sent.sessionId).storage.from(bucket).remove([path]);
}

async function counts() {
  const count = async (table: "azubiprojekt_bewerbungen" | "webseitenkonzeption") =>
    (await service.from(table).select("id", { count: "exact", head: true })).count;
  return { applications: await count("azubiprojekt_bewerbungen"), briefings: await count("webseitenkonzeption") };
}

describe("what visitors may not do", () => {
  it("set aufbewahren on what they send, or run a purge", async () => {
    const application = await anon()
      .from("azubiprojekt_bewerbungen")
      .insert(validApplication({ aufbewahren: true }));
    expect(application.error).toMatchObject({ code: "42501" });
    const sessionId = newSessionId();
    const briefing = await anon(sessionId)
      .from("webseitenkonzeption")
      .insert(validBriefing(sessionId, { aufbewahren: true }));
    expect(briefing.error).toMatchObject({ code: "42501" });

    for (const [fn, args] of [
      ["purge_expired_briefings", { retention_months: 1 }],
      ["purge_expired_applications", { period_start: "2025-09-01", period_end: "2025-10-12", retention_months: 1 }],
    ] as const) {
      const { error } = await anon().rpc(fn, args);
      expect(error, fn).not.toBeNull();
    }
  });

  it("is refused for a retention under one month, which would empty the tables", async () => {
    const { error } = await service.rpc("purge_expired_briefings", { retention_months: 0 });
    expect(error).toMatchObject({ code: "22023" });
  });
});

describe("sent briefings", () => {
  let past: Sent;
  let inside: Sent;
  let kept: Sent;

  beforeAll(async () => {
    [past, inside, kept] = await Promise.all([sendBriefing(), sendBriefing(), sendBriefing()]);
    await receive("webseitenkonzeption", past.id, await receivedAt("past"));
    await receive("webseitenkonzeption", inside.id, await receivedAt("inside"));
    await receive("webseitenkonzeption", kept.id, "2024-01-15T10:00:00+01:00");
    // Staff mark the briefing whose contract came about.
    const marked = await service.from("webseitenkonzeption").update({ aufbewahren: true }).eq("id", kept.id);
    expect(marked.error).toBeNull();
  });

  it("a dry run lists the briefing past its retention with every file of its folder and deletes nothing", async () => {
    const before = await counts();
    const report = await purgeExpired(service, { dryRun: true });
    expect(report.briefings.map((row) => row.id)).toEqual([past.id]);
    expect(report.files.deleted).toEqual(
      expect.arrayContaining(past.files.map(({ bucket, path }) => `${bucket}/${path}`)),
    );
    expect(await counts()).toEqual(before);
    for (const sent of [past, inside, kept]) expect(await filesExist(sent)).toEqual([true, true, true, true]);
  });

  it("deletes the one past its retention with its files in all three buckets; keeps the one just inside and the marked one, whose files their visitors still cannot delete", async () => {
    for (const sent of [past, inside, kept]) await visitorDeletes(sent, 0);
    for (const sent of [past, inside, kept]) expect((await filesExist(sent))[0]).toBe(true);

    const report = await purgeExpired(service);
    expect(report.briefings.map((row) => row.id)).toEqual([past.id]);
    expect(await briefingExists(past.id)).toBe(false);
    expect(await filesExist(past)).toEqual([false, false, false, false]);
    for (const sent of [inside, kept]) {
      expect(await briefingExists(sent.id)).toBe(true);
      await visitorDeletes(sent, 1);
      expect(await filesExist(sent)).toEqual([true, true, true, true]);
    }
  });

  it("deletes a marked one once staff clear the mark", async () => {
    await service.from("webseitenkonzeption").update({ aufbewahren: false }).eq("id", kept.id);
    const report = await purgeExpired(service);
    expect(report.briefings.map((row) => row.id)).toEqual([kept.id]);
    expect(await briefingExists(kept.id)).toBe(false);
    expect(await filesExist(kept)).toEqual([false, false, false, false]);
    expect(await briefingExists(inside.id)).toBe(true);
  });
});

describe("applications", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString().slice(0, 10);
  /** noon (or `time`) of an ISO day in Germany */
  const onDay = (iso: string, time = "12:00") =>
    scalar<string>(`select (($1::date + $2::time) at time zone 'Europe/Berlin')::text as value`, [iso, time]);

  async function apply(received: string | null) {
    const { data, error } = await service
      .from("azubiprojekt_bewerbungen")
      .insert(validApplication())
      .select("id")
      .single();
    expect(error).toBeNull();
    if (received !== null) await receive("azubiprojekt_bewerbungen", data!.id, received);
    return data!.id;
  }

  // The last day a period may end on and still keep its applications: its end (midnight after
  // the last day, German time) plus the months lies after now. The day before, it ended.
  let keptEnd: string;
  let pastEnd: string;
  const period = (end: string) => ({ startDate: addDays(end, -41), endDate: end });

  beforeAll(async () => {
    keptEnd = await scalar<string>(
      `select min(day)::date::text as value
         from generate_series(${BERLIN_NOW}::date - 250, ${BERLIN_NOW}::date - 120, interval '1 day') as day
        where (day::date + 1)::timestamp + ${RETENTION} > ${BERLIN_NOW}`,
    );
    pastEnd = addDays(keptEnd, -1);
  });

  it("keeps those of a period whose end is just inside the retention, up to its last minute", async () => {
    const options: RetentionOptions = { campaign: period(keptEnd) };
    const first = await apply(await onDay(period(keptEnd).startDate, "00:00"));
    const last = await apply(await onDay(keptEnd, "23:59"));
    const report = await purgeExpired(service, options);
    expect(report.applications).toEqual([]);
    expect(await applicationExists(first)).toBe(true);
    expect(await applicationExists(last)).toBe(true);
  });

  it("deletes those of a period whose retention just ended and earlier ones; keeps marked and later ones", async () => {
    const options: RetentionOptions = { campaign: period(pastEnd) };
    const inPeriod = await apply(await onDay(addDays(pastEnd, -10)));
    const marked = await apply(await onDay(addDays(pastEnd, -10)));
    await service.from("azubiprojekt_bewerbungen").update({ aufbewahren: true }).eq("id", marked);
    const earlierRound = await apply(await onDay(addDays(pastEnd, -400)));
    const afterPeriod = await apply(null); // sent today, outside the period: months from its own receipt

    const before = await counts();
    const dry = await purgeExpired(service, { ...options, dryRun: true });
    const due = dry.applications.map((row) => row.id);
    expect(due).toEqual(expect.arrayContaining([inPeriod, earlierRound]));
    expect(due).not.toContain(marked);
    expect(due).not.toContain(afterPeriod);
    expect(await counts()).toEqual(before);

    const report = await purgeExpired(service, options);
    expect(report.applications.map((row) => row.id).sort()).toEqual(due.sort());
    expect(await applicationExists(inPeriod)).toBe(false);
    expect(await applicationExists(earlierRound)).toBe(false);
    expect(await applicationExists(marked)).toBe(true);
    expect(await applicationExists(afterPeriod)).toBe(true);
  });

  it("reads the period from the site config by default", async () => {
    const inConfigPeriod = await apply(await onDay(site.campaign.endDate));
    const ended = await scalar<boolean>(`select ($1::date + 1)::timestamp + ${RETENTION} <= ${BERLIN_NOW} as value`, [
      site.campaign.endDate,
    ]);
    const report = await purgeExpired(service, { dryRun: true });
    expect(report.applications.map((row) => row.id).includes(inConfigPeriod)).toBe(ended);
  });
});
