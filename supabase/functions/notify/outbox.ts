/**
 * One run of the notify function: claims due outbox rows (public.claim_notifications), composes
 * each mail, sends it over SMTP and marks the row (public.finish_notification). Plain TS with
 * its effects passed in, so Node tests drive it against the local stack and the mail catcher.
 */
import { briefingPdf, type ImageBytes } from "../_shared/mail/briefing-pdf.ts";
import { briefingFiles, type ApplicationRecord, type BriefingRecord } from "../_shared/mail/briefing.ts";
import {
  agencyApplicationMail,
  agencyBriefingMail,
  senderApplicationConfirmation,
  senderBriefingConfirmation,
  type ComposedMail,
} from "../_shared/mail/messages.ts";
import { headerText, isMailbox } from "../_shared/mail/text.ts";

export type ClaimedNotification = {
  id: number;
  kind: "briefing_agency" | "briefing_confirmation" | "application_agency" | "application_confirmation";
  recipient: string;
  attempts: number;
  created_at: string;
  request: Record<string, unknown> | null;
};

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; content: Uint8Array; contentType: string }>;
};

export type OutboxDeps = {
  claim(batch: number): Promise<ClaimedNotification[]>;
  finish(id: number, error: string | null): Promise<void>;
  send(mail: OutgoingMail): Promise<void>;
  /** The bytes of an uploaded image for the PDF, or null (too large, not an image, unreachable). */
  fetchImage(url: string, maxBytes: number): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  from: string;
  agencyEmail: string;
  /** Stop claiming after this long, leaving the rest to the next call (hosted: 150 s per request). */
  budgetMs?: number;
};

/** Thumbnails in the PDF: JPEG and PNG are embedded as they are, so a budget keeps the mail sendable. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGES_TOTAL_BYTES = 15 * 1024 * 1024;

/**
 * The Message-ID of a row: the same on every attempt, so a resend after a crash between the
 * SMTP answer and finish_notification is one message to the receiving system, not two.
 */
export function messageIdOf(notification: Pick<ClaimedNotification, "id" | "kind">, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<notification-${notification.id}.${notification.kind}@${domain}>`;
}

async function pdfImages(row: BriefingRecord, deps: OutboxDeps): Promise<ImageBytes> {
  const { logo, images } = briefingFiles(row);
  const images_ = new Map<string, { bytes: Uint8Array; contentType: string }>();
  let total = 0;
  for (const file of [...logo, ...images]) {
    if (!/^image\/(png|jpe?g)$/i.test(file.mimeType) || (file.size ?? 0) > IMAGE_MAX_BYTES) continue;
    if (total + (file.size ?? 0) > IMAGES_TOTAL_BYTES) break;
    const found = await deps.fetchImage(file.url, IMAGE_MAX_BYTES).catch(() => null);
    if (!found) continue;
    total += found.bytes.length;
    images_.set(file.url, found);
  }
  return images_;
}

async function compose(
  notification: ClaimedNotification,
  deps: OutboxDeps,
): Promise<{ mail: ComposedMail; to: string; attachments: OutgoingMail["attachments"] }> {
  const request = notification.request;
  if (!request) throw new Error("the request of this notification is gone");
  const agency = notification.recipient === "agency";
  const to = agency ? deps.agencyEmail : notification.recipient;
  switch (notification.kind) {
    case "briefing_agency": {
      const row = request as BriefingRecord;
      const pdf = await briefingPdf(row, await pdfImages(row, deps));
      const name = headerText(row.firmenname, 60).replace(/[\\/:*?"<>|]+/g, "-") || "Anfrage";
      return {
        mail: agencyBriefingMail(row),
        to,
        attachments: [{ filename: `Briefing ${name}.pdf`, content: pdf, contentType: "application/pdf" }],
      };
    }
    case "briefing_confirmation":
      return { mail: senderBriefingConfirmation(request as BriefingRecord), to, attachments: [] };
    case "application_agency":
      return { mail: agencyApplicationMail(request as ApplicationRecord), to, attachments: [] };
    case "application_confirmation":
      return { mail: senderApplicationConfirmation(request as ApplicationRecord), to, attachments: [] };
  }
}

export type RunResult = { claimed: number; sent: number; failed: number };

/** Sends what is due, batch by batch, until nothing is left or the time budget is used. */
export async function runOutbox(deps: OutboxDeps): Promise<RunResult> {
  const started = Date.now();
  const result: RunResult = { claimed: 0, sent: 0, failed: 0 };
  while (Date.now() - started < (deps.budgetMs ?? 100_000)) {
    const batch = await deps.claim(10);
    if (batch.length === 0) break;
    result.claimed += batch.length;
    for (const notification of batch) {
      try {
        const { mail, to, attachments } = await compose(notification, deps);
        if (!isMailbox(to)) throw new Error(`not a deliverable address: ${JSON.stringify(String(to).slice(0, 100))}`);
        await deps.send({
          from: deps.from,
          to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdOf(notification, deps.from),
          headers: { "Auto-Submitted": "auto-generated", "X-Notification-Id": String(notification.id) },
          attachments,
        });
        await deps.finish(notification.id, null);
        result.sent++;
      } catch (error) {
        await deps.finish(notification.id, error instanceof Error ? error.message : String(error));
        result.failed++;
      }
    }
  }
  return result;
}
