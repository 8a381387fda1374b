import { randomUUID } from "node:crypto";
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from "mailparser";

/** Mailpit's address shape. */
export type MailAddress = { Name: string; Address: string };

/** Mailpit's attachment shape (GET /api/v1/message/{ID}: Attachments, Inline). */
export type MailPart = { PartID: string; FileName: string; ContentType: string; ContentID: string; Size: number };

/** One row of Mailpit's GET /api/v1/messages. */
export type MessageSummary = {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress | null;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
};

/** Mailpit's GET /api/v1/message/{ID}. */
export type MessageDetail = Omit<MessageSummary, "Attachments" | "Snippet" | "Created"> & {
  ReturnPath: string;
  Date: string;
  Text: string;
  HTML: string;
  Inline: MailPart[];
  Attachments: MailPart[];
};

type StoredMessage = {
  id: string;
  created: Date;
  read: boolean;
  raw: Buffer;
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  parts: Array<{ meta: MailPart; inline: boolean; content: Buffer }>;
};

const addresses = (field: AddressObject | AddressObject[] | undefined): MailAddress[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .map((entry) => ({ Name: entry.name ?? "", Address: entry.address ?? "" }));

const isInline = (part: Attachment) => part.related === true || (part.contentDisposition === "inline" && !!part.cid);

/** Mailpit's snippet: the text, whitespace collapsed, at most 250 characters. */
const snippet = (text: string) => Array.from(text.replace(/\s+/g, " ").trim()).slice(0, 250).join("");

/**
 * The caught messages, newest first, in memory: a local inbox for one run of the
 * stack (Mailpit keeps 500 by default; so do we, dropping the oldest).
 */
export class MailStore {
  private messages: StoredMessage[] = [];
  private waiters = new Set<() => void>();

  /**
   * `ignoreDuplicateIds`: a message whose Message-ID is already here is dropped, as Mailpit's
   * --ignore-duplicate-ids and mailbox providers do: a resend after a crash stays one message.
   */
  constructor(private readonly options: { limit?: number; ignoreDuplicateIds?: boolean } = {}) {}

  /** Stores the message; null when it was a duplicate that is ignored. */
  async add(raw: Buffer, envelope: { from: string; to: string[] }): Promise<string | null> {
    // cid: images stay links; the inbox page points them at the part URL, as Mailpit does.
    const parsed = await simpleParser(raw, { skipImageLinks: true });
    if (
      this.options.ignoreDuplicateIds &&
      parsed.messageId &&
      this.messages.some((message) => message.parsed.messageId === parsed.messageId)
    ) {
      return null;
    }
    const parts = parsed.attachments.map((part, index) => ({
      inline: isInline(part),
      content: part.content,
      meta: {
        // Our part ids are positions among the attachments: clients take them from the message, as with Mailpit.
        PartID: String(index + 1),
        FileName: part.filename ?? "",
        ContentType: part.contentType,
        ContentID: part.cid ?? "",
        Size: part.size,
      },
    }));
    const id = randomUUID();
    this.messages.unshift({ id, created: new Date(), read: false, raw, envelope, parsed, parts });
    this.messages.length = Math.min(this.messages.length, this.options.limit ?? 500);
    for (const wake of this.waiters) wake();
    return id;
  }

  /** Resolves on the next message (for waiting without polling). */
  nextMessage(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        this.waiters.delete(wake);
        resolve();
      };
      this.waiters.add(wake);
    });
  }

  get size(): number {
    return this.messages.length;
  }

  summaries(start = 0, limit = 50): { total: number; unread: number; messages: MessageSummary[] } {
    return {
      total: this.messages.length,
      unread: this.messages.filter((message) => !message.read).length,
      messages: this.messages.slice(start, start + limit).map((message) => this.summary(message)),
    };
  }

  private summary(message: StoredMessage): MessageSummary {
    const { parsed } = message;
    return {
      ID: message.id,
      MessageID: (parsed.messageId ?? "").replace(/^<|>$/g, ""),
      Read: message.read,
      From: addresses(parsed.from)[0] ?? null,
      To: addresses(parsed.to),
      Cc: addresses(parsed.cc),
      Bcc: addresses(parsed.bcc),
      ReplyTo: addresses(parsed.replyTo),
      Subject: parsed.subject ?? "",
      Created: message.created.toISOString(),
      Tags: [],
      Size: message.raw.length,
      Attachments: message.parts.filter((part) => !part.inline).length,
      Snippet: snippet(parsed.text ?? ""),
    };
  }

  /** The message as Mailpit answers it; opening it marks it read, as in Mailpit. */
  detail(id: string): MessageDetail | null {
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message) return null;
    message.read = true;
    const { Attachments: _count, Snippet: _snippet, Created: _created, ...summary } = this.summary(message);
    return {
      ...summary,
      ReturnPath: message.envelope.from,
      Date: (message.parsed.date ?? message.created).toISOString(),
      Text: message.parsed.text ?? "",
      HTML: typeof message.parsed.html === "string" ? message.parsed.html : "",
      Inline: message.parts.filter((part) => part.inline).map((part) => part.meta),
      Attachments: message.parts.filter((part) => !part.inline).map((part) => part.meta),
    };
  }

  part(id: string, partId: string): { meta: MailPart; content: Buffer } | null {
    const message = this.messages.find((candidate) => candidate.id === id);
    return message?.parts.find((part) => part.meta.PartID === partId) ?? null;
  }

  raw(id: string): Buffer | null {
    return this.messages.find((candidate) => candidate.id === id)?.raw ?? null;
  }

  /** Deletes the given messages, or all without ids; returns how many went. */
  delete(ids?: readonly string[]): number {
    const before = this.messages.length;
    this.messages = ids ? this.messages.filter((message) => !ids.includes(message.id)) : [];
    return before - this.messages.length;
  }
}
