/**
 * notify: sends the outbox's e-mails (ADR 046). Called by the insert trigger through pg_net and
 * by a pg_cron tick every minute (private.call_notify), with `Authorization: Bearer <CRON_SECRET>`.
 *
 * Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM ("Name <address>"),
 * SMTP_SECURE (true = TLS from the start), AGENCY_EMAIL, CRON_SECRET. Hosted Edge Functions
 * may not connect to ports 25 and 587: use 465 (SMTP_SECURE=true) or 2525.
 */
import { Buffer } from "node:buffer";
import nodemailer from "nodemailer";
import { runOutbox, type ClaimedNotification } from "./outbox.ts";

const env = (name: string) => Deno.env.get(name)?.trim() ?? "";

function sameSecret(given: string, expected: string): boolean {
  if (!expected || given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i++) diff |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return diff === 0;
}

async function rpc<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const key = env("SUPABASE_SERVICE_ROLE_KEY");
  const response = await fetch(`${env("SUPABASE_URL")}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

async function fetchImage(url: string, maxBytes: number) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const length = Number(response.headers.get("content-length") ?? "0");
  if (!response.ok || length > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > maxBytes) return null;
  return { bytes, contentType: (response.headers.get("content-type") ?? "").split(";")[0]!.trim() };
}

/** What is missing for sending, as one line for the log, or null. */
function missingConfig(): string | null {
  const missing = [
    "SMTP_HOST",
    "SMTP_FROM",
    "AGENCY_EMAIL",
    "CRON_SECRET",
    "SUPABASE_URL",
    "SUPABASE_SERVICE_ROLE_KEY",
  ].filter((name) => !env(name));
  return missing.length ? `notify: set the function secrets ${missing.join(", ")}` : null;
}

Deno.serve(async (request) => {
  if (request.method !== "POST") return new Response("POST only", { status: 405 });
  const given = (request.headers.get("Authorization") ?? "").replace(/^Bearer\s+/i, "");
  if (!sameSecret(given, env("CRON_SECRET"))) return new Response("unauthorized", { status: 401 });
  const problem = missingConfig();
  if (problem) {
    console.error(problem);
    return new Response(problem, { status: 500 });
  }

  const port = Number(env("SMTP_PORT") || "465");
  const transport = nodemailer.createTransport({
    host: env("SMTP_HOST"),
    port,
    secure: env("SMTP_SECURE") ? env("SMTP_SECURE") === "true" : port === 465,
    ...(env("SMTP_USER") ? { auth: { user: env("SMTP_USER"), pass: env("SMTP_PASSWORD") } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    const result = await runOutbox({
      claim: (batch) => rpc<ClaimedNotification[]>("claim_notifications", { batch }),
      finish: async (id, error) => {
        await rpc("finish_notification", { notification_id: id, error });
      },
      send: async (mail) => {
        await transport.sendMail({
          ...mail,
          attachments: mail.attachments.map((a) => ({ ...a, content: Buffer.from(a.content) })),
        });
      },
      fetchImage,
      from: env("SMTP_FROM"),
      agencyEmail: env("AGENCY_EMAIL"),
    });
    return Response.json(result);
  } finally {
    transport.close();
  }
});
