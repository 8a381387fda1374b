import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnvFile } from "../supabase/local/functions/config.ts";
import { smtpSecretsFor, startMailCatcher, type MailCatcher } from "../supabase/local/mail/catcher.ts";
import type { MessageSummary } from "../supabase/local/mail/store.ts";
import { startLocalStack, type LocalStack } from "../supabase/local/server.ts";
import { validApplication } from "./helpers/fixtures.ts";

// supabase/functions/notify/index.ts as the local stack runs it: real Deno, nodemailer over
// SMTP to the mail catcher, the secrets of supabase/functions/.env.local-stack.
let stack: LocalStack;
let catcher: MailCatcher;
const secrets = readEnvFile("supabase/functions/.env.local-stack");

const callNotify = (secret: string) =>
  fetch(`${stack.url}/functions/v1/notify`, {
    method: "POST",
    headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ reason: "test" }),
  });

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  stack = await startLocalStack({ port: 0, dataDir: null, quiet: true, functionsEnv: smtpSecretsFor(catcher) });
  await stack.db.query("update private.application_period set starts_on = '2000-01-01', ends_on = '2999-12-31'");
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await catcher?.stop();
});

describe("the notify function in the local stack", () => {
  it("refuses a call without the cron secret", async () => {
    const response = await callNotify("wrong");
    expect(response.status).toBe(401);
  }, 60_000);

  it("sends an application's two mails when called with the cron secret", async () => {
    const row = validApplication({ email: "erika@example.de", firma: "Deno Test GmbH" });
    await stack.db.query(
      `insert into public.azubiprojekt_bewerbungen (vorname, nachname, email, telefon, firma, unternehmensbeschreibung)
       values ($1, $2, $3, $4, $5, $6)`,
      [row.vorname, row.nachname, row.email, row.telefon, row.firma, row.unternehmensbeschreibung],
    );
    const response = await callNotify(secrets.CRON_SECRET!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ claimed: 2, sent: 2, failed: 0 });

    const { messages } = (await (await fetch(`${catcher.webUrl}/api/v1/messages`)).json()) as {
      messages: MessageSummary[];
    };
    expect(messages.map((mail) => mail.To[0]!.Address).sort()).toEqual(
      [secrets.AGENCY_EMAIL, "erika@example.de"].sort(),
    );
    expect(messages.every((mail) => mail.From?.Address === "noreply@pixelwerk-agentur.de")).toBe(true);
  }, 60_000);
});
