/**
 * `npm run bench:notify`: request e-mails in the local stack (ADR 046).
 *
 * 1. Insert → mail in the inbox, 50 times: an application is inserted, notify is called the way
 *    the insert trigger's pg_net request calls it (POST /functions/v1/notify with the cron secret;
 *    real Deno, nodemailer, the mail catcher), and the clock stops when the agency's mail is in
 *    the catcher's API. Prints the median and the worst.
 * 2. The briefing PDF of a full briefing with 50 images (PNG, 640×480): size and render time,
 *    median of --pdf-runs (default 5).
 * Flags: --runs <n> (default 50), --pdf-runs <n>, --quick (one of each: CI checks that it runs).
 */
import { PNG } from "pngjs";
import { briefingPdf } from "../supabase/functions/_shared/mail/briefing-pdf.ts";
import { briefingRecord } from "../supabase/functions/_shared/mail/test-rows.ts";
import { readEnvFile } from "../supabase/local/functions/config.ts";
import { smtpSecretsFor, startMailCatcher } from "../supabase/local/mail/catcher.ts";
import type { MessageSummary } from "../supabase/local/mail/store.ts";
import { startLocalStack } from "../supabase/local/server.ts";
import { benchDeadline, within } from "./bench-wait.ts";
import { flag, option } from "./cli-args.ts";

const quick = flag("quick");
const runs = Number(option("runs", quick ? "1" : "50"));
const pdfRuns = Number(option("pdf-runs", quick ? "1" : "5"));
if (!(runs >= 1) || !(pdfRuns >= 1)) {
  console.error("bench:notify: --runs and --pdf-runs take a whole number of at least 1");
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

benchDeadline("bench:notify", 10);
const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
const stack = await startLocalStack({ port: 0, dataDir: null, quiet: true, functionsEnv: smtpSecretsFor(catcher) });
try {
  await stack.db.query("update private.application_period set starts_on = '2000-01-01', ends_on = '2999-12-31'");
  await stack.db.query(
    "update private.notification_limits set agency_per_hour = 10000, confirmations_per_hour = 10000",
  );
  const secret = readEnvFile("supabase/functions/.env.local-stack").CRON_SECRET!;
  const agency = readEnvFile("supabase/functions/.env.local-stack").AGENCY_EMAIL!;

  const agencyMails = async () =>
    (
      (await (await fetch(`${catcher.webUrl}/api/v1/messages?limit=1000`)).json()) as { messages: MessageSummary[] }
    ).messages.filter((mail) => mail.To[0]?.Address === agency).length;

  const times: number[] = [];
  // One unmeasured round: Deno starts on the first call.
  for (let n = -1; n < runs; n++) {
    const before = await agencyMails();
    const started = performance.now();
    await stack.db.query(
      `insert into public.azubiprojekt_bewerbungen (vorname, nachname, email, telefon, firma, unternehmensbeschreibung)
       values ('Erika', 'Mustermann', $1, '030 1234567', $2, 'Sanitär und Heizung in Berlin.')`,
      [`bench${n + 1}@example.de`, `Bench ${n + 1} GmbH`],
    );
    const call = fetch(`${stack.url}/functions/v1/notify`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: "{}",
    });
    await within(
      `the agency's mail about application ${n + 1} in the mail catcher`,
      30_000,
      (async () => {
        while ((await agencyMails()) === before) await new Promise((resolve) => setTimeout(resolve, 5));
      })(),
    );
    if (n >= 0) times.push(performance.now() - started);
    const answer = await call;
    if (!answer.ok) throw new Error(`notify answered ${answer.status}: ${await answer.text()}`);
  }
  console.log(
    `insert → agency mail in the inbox (${runs} runs): median ${ms(median(times))}, worst ${ms(Math.max(...times))}`,
  );

  const image = new PNG({ width: 640, height: 480 });
  for (let i = 0; i < 640 * 480; i++) image.data.set([(i * 7) % 256, (i >> 9) % 256, 160, 255], i * 4);
  const bytes = PNG.sync.write(image);
  const files = Array.from({ length: 50 }, (_, n) => ({
    id: `i${n}`,
    fileName: `Bild ${n + 1}.png`,
    url: `https://example.invalid/uploads/${n}.png`,
    size: bytes.length,
    mimeType: "image/png",
    path: `uploads/${n}.png`,
  }));
  const row = briefingRecord({ uploaded_images: files, bilder_status: "upload" });
  const images = new Map(files.map((file) => [file.url, { bytes, contentType: "image/png" }]));
  const renderTimes: number[] = [];
  let size = 0;
  for (let n = 0; n < pdfRuns; n++) {
    const started = performance.now();
    size = (await briefingPdf(row, images)).length;
    renderTimes.push(performance.now() - started);
  }
  console.log(
    `briefing PDF, full briefing with 50 images (PNG 640×480, ${(bytes.length / 1024).toFixed(0)} KB each): ` +
      `${(size / 1024 / 1024).toFixed(1)} MB, render median ${ms(median(renderTimes))} of ${pdfRuns}`,
  );
} finally {
  // The stack's functions host or a catcher connection can keep the event loop alive after
  // the figures are out; a finished benchmark must end (CI runs it).
  await within("stopping the stack and the mail catcher", 30_000, Promise.all([stack.stop(), catcher.stop()]));
}
process.exit(0);
