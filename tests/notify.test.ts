import nodemailer from "nodemailer";
import { PNG } from "pngjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pdfImageCount, pdfText } from "../supabase/functions/_shared/mail/pdf-text.ts";
import { runOutbox, type ClaimedNotification, type OutboxDeps } from "../supabase/functions/notify/outbox.ts";
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { startMailCatcher, type MailCatcher } from "../supabase/local/mail/catcher.ts";
import type { MessageDetail, MessageSummary } from "../supabase/local/mail/store.ts";
import { clientAt, newSessionId, sessionFolder } from "./helpers/clients.ts";
import { validApplication, validBriefing } from "./helpers/fixtures.ts";
import { startOwnStack, type OwnStack } from "./helpers/own-stack.ts";

// The notify function's work, run in Node against a stack and a mail catcher of this file's own
// (the caps count the whole outbox). index.ts only wires these effects to Deno and its secrets.
let stack: OwnStack;
let catcher: MailCatcher;
const AGENCY = "anfragen@agentur.example";
const FROM = "Pixelwerk <noreply@agentur.example>";

function png(width: number, height: number): Uint8Array {
  const image = new PNG({ width, height });
  // Opaque: pdf-lib embeds an alpha channel as a second image (SMask).
  image.data.fill(255);
  return PNG.sync.write(image);
}

function deps(overrides: Partial<OutboxDeps> = {}): OutboxDeps {
  const service = clientAt(stack.url, LOCAL_SERVICE_ROLE_KEY);
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: catcher.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  return {
    claim: async (batch) => {
      const { data, error } = await service.rpc("claim_notifications", { batch });
      if (error) throw new Error(error.message);
      return data as unknown as ClaimedNotification[];
    },
    finish: async (id, error) => {
      const result = await service.rpc("finish_notification", { notification_id: id, ...(error ? { error } : {}) });
      if (result.error) throw new Error(result.error.message);
    },
    send: async (mail) => {
      await transport.sendMail({
        ...mail,
        attachments: mail.attachments.map((a) => ({ ...a, content: Buffer.from(a.content) })),
      });
    },
    fetchImage: async () => null,
    from: FROM,
    agencyEmail: AGENCY,
    ...overrides,
  };
}

async function inbox(): Promise<MessageSummary[]> {
  const response = await fetch(`${catcher.webUrl}/api/v1/messages?limit=1000`);
  return ((await response.json()) as { messages: MessageSummary[] }).messages;
}

async function message(id: string): Promise<MessageDetail> {
  return (await (await fetch(`${catcher.webUrl}/api/v1/message/${id}`)).json()) as MessageDetail;
}

async function apply(overrides: Parameters<typeof validApplication>[0] = {}): Promise<void> {
  const row = validApplication(overrides);
  await stack.db.query(
    `insert into public.azubiprojekt_bewerbungen (vorname, nachname, email, telefon, firma, website_aktuell, unternehmensbeschreibung)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [row.vorname, row.nachname, row.email, row.telefon, row.firma, row.website_aktuell, row.unternehmensbeschreibung],
  );
}

const statuses = async () =>
  (
    await stack.db.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from private.notifications group by status order by status",
    )
  ).rows;

beforeAll(async () => {
  stack = await startOwnStack();
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  await stack.db.query("update private.application_period set starts_on = '2000-01-01', ends_on = '2999-12-31'");
  // These tests run the outbox themselves: without its URL the database calls no notify function.
  await stack.db.query("delete from vault.secrets where name = 'project_url'");
}, 120_000);
afterAll(async () => {
  await catcher?.stop();
  await stack?.stop();
});
beforeEach(async () => {
  await stack.db.query("delete from public.azubiprojekt_bewerbungen");
  await stack.db.query("delete from public.webseitenkonzeption");
  await stack.db.query("delete from private.notifications");
  await fetch(`${catcher.webUrl}/api/v1/messages`, { method: "DELETE" });
});

describe("notify", () => {
  it("sends the agency's mail and the confirmation of an application, and marks both sent", async () => {
    await apply({ email: "erika@example.de", firma: "Haustechnik Muster GmbH" });
    expect(await runOutbox(deps())).toEqual({ claimed: 2, sent: 2, failed: 0 });

    const mails = await inbox();
    const agency = mails.find((mail) => mail.To[0]?.Address === AGENCY)!;
    const confirmation = mails.find((mail) => mail.To[0]?.Address === "erika@example.de")!;
    expect(agency.Subject).toBe("Neue Bewerbung (Azubi-Offensive 2025): Haustechnik Muster GmbH");
    expect(agency.ReplyTo).toEqual([{ Name: "Erika Mustermann", Address: "erika@example.de" }]);
    expect(confirmation.Subject).toBe("Ihre Bewerbung für die Azubi-Offensive ist eingegangen");
    expect(agency.MessageID).toMatch(/^notification-\d+\.application_agency@agentur\.example$/);
    expect(await statuses()).toEqual([{ status: "sent", n: 2 }]);
  });

  it("attaches the briefing PDF with the company name, six sections and the image thumbnails", async () => {
    const sessionId = newSessionId();
    const briefing = validBriefing(sessionId, { uploaded_texts: [], texte_status: "erstellen-lassen" });
    const images = [1, 2].map((n) => ({
      id: `i${n}`,
      fileName: `Bild ${n}.png`,
      url: `${stack.url}/storage/v1/object/public/konfigurator-bilder/uploads/${sessionFolder(sessionId)}/${n}.png`,
      size: 500,
      mimeType: "image/png",
      path: `uploads/${sessionFolder(sessionId)}/${n}.png`,
    }));
    // Written as postgres without the stored-file triggers: the API path's file checks are the
    // briefing tests' concern; these files need not exist.
    await stack.db.query("alter table public.webseitenkonzeption disable trigger user");
    await stack.db.query("alter table public.webseitenkonzeption enable trigger queue_notifications");
    try {
      await stack.db.query(
        `insert into public.webseitenkonzeption select * from jsonb_populate_record(null::public.webseitenkonzeption, $1::jsonb)`,
        [
          JSON.stringify({
            ...briefing,
            id: crypto.randomUUID(),
            created_at: new Date().toISOString(),
            bilder_status: "upload",
            uploaded_images: images,
            aufbewahren: false,
          }),
        ],
      );
    } finally {
      await stack.db.query("alter table public.webseitenkonzeption enable trigger user");
    }
    const fetched: string[] = [];
    const result = await runOutbox(
      deps({
        fetchImage: async (url) => {
          fetched.push(url);
          return { bytes: png(40, 30), contentType: "image/png" };
        },
      }),
    );
    expect(result).toEqual({ claimed: 2, sent: 2, failed: 0 });
    const agency = (await inbox()).find((mail) => mail.To[0]?.Address === AGENCY)!;
    expect(agency.Subject).toBe("Neue Projektanfrage (Website-Briefing): Mustermann Haustechnik GmbH");
    const detail = await message(agency.ID);
    expect(detail.Attachments.map((part) => [part.FileName, part.ContentType])).toEqual([
      ["Briefing Mustermann Haustechnik GmbH.pdf", "application/pdf"],
    ]);
    const pdf = new Uint8Array(
      await (
        await fetch(`${catcher.webUrl}/api/v1/message/${agency.ID}/part/${detail.Attachments[0]!.PartID}`)
      ).arrayBuffer(),
    );
    const text = pdfText(pdf);
    expect(text).toContain("Mustermann Haustechnik GmbH");
    for (const n of [1, 2, 3, 4, 5, 6]) expect(text).toMatch(new RegExp(`^${n}\\. `, "m"));
    // The logo and the two images.
    expect(pdfImageCount(pdf)).toBe(3);
    expect(fetched).toHaveLength(3);
    for (const image of images) expect(detail.HTML).toContain(`href="${image.url}"`);
  });

  it("keeps requests and their mails while SMTP is down, then sends each exactly once", async () => {
    await catcher.stopSmtp();
    for (const n of [1, 2, 3]) await apply({ email: `person${n}@example.de` });
    const down = await runOutbox(deps());
    expect(down).toEqual({ claimed: 6, sent: 0, failed: 6 });
    expect(await statuses()).toEqual([{ status: "pending", n: 6 }]);
    const errors = await stack.db.query<{ last_error: string }>("select last_error from private.notifications");
    expect(errors.rows.every((row) => /ECONNREFUSED|connect/i.test(row.last_error))).toBe(true);

    await catcher.startSmtp();
    // The back-off has not ended: nothing is due yet.
    expect(await runOutbox(deps())).toEqual({ claimed: 0, sent: 0, failed: 0 });
    await stack.db.query("update private.notifications set next_attempt_at = now()");
    expect(await runOutbox(deps())).toEqual({ claimed: 6, sent: 6, failed: 0 });
    expect(await runOutbox(deps())).toEqual({ claimed: 0, sent: 0, failed: 0 });
    const mails = await inbox();
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((mail) => mail.MessageID)).size).toBe(6);
  });

  it("a run that dies between sending and marking: the retry goes out with the same Message-ID, one mail arrives", async () => {
    await apply({ email: "erika@example.de" });
    let crashed = false;
    await expect(
      runOutbox(
        deps({
          finish: async () => {
            crashed = true;
            throw new Error("process killed");
          },
        }),
      ),
    ).rejects.toThrow("process killed");
    expect(crashed).toBe(true);
    expect(await statuses()).toEqual([{ status: "sending", n: 2 }]);
    await stack.db.query("update private.notifications set claimed_at = now() - interval '6 minutes'");
    expect(await runOutbox(deps())).toMatchObject({ claimed: 2, sent: 2 });
    const mails = await inbox();
    expect(mails.map((mail) => mail.To[0]!.Address).sort()).toEqual([AGENCY, "erika@example.de"].sort());
  });

  it("200 scripted applications: at most the capped mails go out, the rest are held, none lost", async () => {
    for (let n = 0; n < 200; n++) await apply({ email: "flood@example.de", firma: `Flut ${n} GmbH` });
    await runOutbox(deps());
    const mails = await inbox();
    // 60 agency mails an hour (private.notification_limits) and one confirmation per address and day.
    expect(mails.filter((mail) => mail.To[0]!.Address === AGENCY)).toHaveLength(60);
    expect(mails.filter((mail) => mail.To[0]!.Address === "flood@example.de")).toHaveLength(1);
    expect(await statuses()).toEqual([
      { status: "held", n: 140 },
      { status: "sent", n: 61 },
    ]);
  }, 120_000);

  it("hostile input: no header injection, markup as text", async () => {
    await apply({
      vorname: "Eve\r\nBcc: victim@example.com",
      nachname: "<script>alert(1)</script>",
      // No NUL: Postgres refuses it in text (the insert fails, no mail is queued).
      firma: "Evil\r\nX-Injected: yes 😀 \u202Egnp.exe",
      email: "eve@example.de",
    });
    expect(await runOutbox(deps())).toMatchObject({ sent: 2, failed: 0 });
    for (const mail of await inbox()) {
      expect(mail.Bcc).toEqual([]);
      expect(mail.To).toHaveLength(1);
      const raw = await (await fetch(`${catcher.webUrl}/api/v1/message/${mail.ID}/raw`)).text();
      const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
      expect(headers).not.toMatch(/^X-Injected:/im);
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).toMatch(/^Subject: /m);
      const detail = await message(mail.ID);
      expect(detail.HTML).not.toContain("<script>");
      expect(detail.Text).toContain("<script>alert(1)</script>");
    }
  });
});
