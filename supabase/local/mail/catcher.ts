import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readBody, sendJson, send } from "../http.ts";
import { HTML_BODY_HEADERS, htmlBody, inboxPage, messagePage, PAGE_HEADERS } from "./inbox-page.ts";
import { MailStore } from "./store.ts";

/** Like Supabase's local stack (Mailpit): SMTP on 54325, the inbox and its JSON API on 54324. */
export const MAIL_SMTP_PORT = 54325;
export const MAIL_WEB_PORT = 54324;

/**
 * The catcher's ports beside a stack's, in the Supabase CLI's layout (API 54321, inbox +3, SMTP +4),
 * so stacks on other ports (tests, a second checkout) get their own; env overrides win.
 */
export function mailPortsFor(stackPort: number, env: NodeJS.ProcessEnv = process.env) {
  const derived = (offset: number) => (stackPort === 0 ? 0 : stackPort + offset);
  return {
    webPort: Number(env.SUPABASE_LOCAL_INBOX_PORT ?? derived(MAIL_WEB_PORT - 54321)),
    smtpPort: Number(env.SUPABASE_LOCAL_SMTP_PORT ?? derived(MAIL_SMTP_PORT - 54321)),
  };
}
const HOST = "127.0.0.1";
/** A briefing's PDF with 50 thumbnails stays far below this. */
const MAX_MESSAGE_BYTES = 50 * 1024 * 1024;

export type MailCatcher = {
  /** The web inbox, e.g. http://127.0.0.1:54324 (the JSON API is under /api/v1). */
  webUrl: string;
  smtpPort: number;
  store: MailStore;
  /** Refuses connections until startSmtp(), for tests of a mail server that is down. */
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  stop(): Promise<void>;
};

function smtpServer(store: MailStore): SMTPServer {
  return new SMTPServer({
    // Local only, plain text: any user and password are taken, as Mailpit does by default.
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "local" }),
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error("message too large"), { responseCode: 552 }));
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        store.add(Buffer.concat(chunks), envelope).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
}

type Listener = {
  listen: (port: number, host: string, cb: () => void) => unknown;
  once: (event: "error", cb: (error: Error) => void) => unknown;
};

function listen(server: Listener, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve());
  });
}

async function handle(store: MailStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const path = url.pathname;
  const method = req.method ?? "GET";
  let match: RegExpExecArray | null;

  if (method === "GET" && path === "/api/v1/messages") {
    const start = Math.max(0, Number(url.searchParams.get("start") ?? 0) || 0);
    const limit = Math.max(1, Number(url.searchParams.get("limit") ?? 50) || 50);
    const { total, unread, messages } = store.summaries(start, limit);
    sendJson(res, 200, { total, unread, count: messages.length, messages_count: total, start, tags: [], messages });
    return;
  }
  if (method === "DELETE" && path === "/api/v1/messages") {
    const body = (await readBody(req, 1024 * 1024)).toString("utf8").trim();
    let ids: string[] | undefined;
    if (body) {
      const parsed = JSON.parse(body) as { IDs?: unknown };
      if (
        parsed.IDs !== undefined &&
        !(Array.isArray(parsed.IDs) && parsed.IDs.every((id) => typeof id === "string"))
      ) {
        send(res, 400, "IDs must be a list of message IDs", { "Content-Type": "text/plain" });
        return;
      }
      ids = (parsed.IDs as string[] | undefined)?.length ? (parsed.IDs as string[]) : undefined;
    }
    store.delete(ids);
    send(res, 200, "ok", { "Content-Type": "text/plain" });
    return;
  }
  if (method === "GET" && (match = /^\/api\/v1\/message\/([^/]+)$/.exec(path))) {
    const detail = store.detail(decodeURIComponent(match[1]!));
    if (detail) sendJson(res, 200, detail);
    else send(res, 404, "message not found", { "Content-Type": "text/plain" });
    return;
  }
  if (method === "GET" && (match = /^\/api\/v1\/message\/([^/]+)\/part\/([^/]+)$/.exec(path))) {
    const part = store.part(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
    if (!part) {
      send(res, 404, "part not found", { "Content-Type": "text/plain" });
      return;
    }
    // A part may be HTML or SVG from anyone: it opens sandboxed, never as a page of the inbox.
    send(res, 200, part.content, {
      "Content-Type": part.meta.ContentType,
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(part.meta.FileName || `part-${part.meta.PartID}`)}`,
      "Content-Security-Policy": "sandbox",
      "X-Content-Type-Options": "nosniff",
    });
    return;
  }
  if (method === "GET" && (match = /^\/api\/v1\/message\/([^/]+)\/raw$/.exec(path))) {
    const raw = store.raw(decodeURIComponent(match[1]!));
    if (raw) send(res, 200, raw, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" });
    else send(res, 404, "message not found", { "Content-Type": "text/plain" });
    return;
  }
  if (method === "GET" && path === "/") {
    const { total, messages } = store.summaries(0, 500);
    send(res, 200, inboxPage(messages, total), PAGE_HEADERS);
    return;
  }
  if (method === "GET" && (match = /^\/view\/([^/]+)(\/html)?$/.exec(path))) {
    const detail = store.detail(decodeURIComponent(match[1]!));
    if (!detail) send(res, 404, "message not found", { "Content-Type": "text/plain" });
    else if (match[2]) send(res, 200, htmlBody(detail), HTML_BODY_HEADERS);
    else send(res, 200, messagePage(detail), PAGE_HEADERS);
    return;
  }
  if (method === "POST" && path === "/delete-all") {
    store.delete();
    res.writeHead(303, { Location: "/" }).end();
    return;
  }
  send(res, 404, "not found", { "Content-Type": "text/plain" });
}

/** The notify function's SMTP secrets for a stack whose mail goes to this catcher. */
export const smtpSecretsFor = (catcher: Pick<MailCatcher, "smtpPort">): Record<string, string> => ({
  SMTP_HOST: HOST,
  SMTP_PORT: String(catcher.smtpPort),
  SMTP_SECURE: "false",
});

/**
 * The local mail catcher: an SMTP server that keeps every message (smtp-server + mailparser)
 * and a web inbox answering the part of Mailpit's JSON API that tools use. Port 0 picks a free port.
 */
export async function startMailCatcher(
  options: { smtpPort?: number; webPort?: number; store?: MailStore } = {},
): Promise<MailCatcher> {
  const store = options.store ?? new MailStore({ ignoreDuplicateIds: true });
  const web = createServer((req, res) => {
    handle(store, req, res).catch((error: Error) => {
      if (!res.headersSent) send(res, 400, error.message, { "Content-Type": "text/plain" });
      else res.destroy();
    });
  });
  await listen(web, options.webPort ?? MAIL_WEB_PORT);
  let smtp: SMTPServer | null = smtpServer(store);
  try {
    await listen(smtp.server, options.smtpPort ?? MAIL_SMTP_PORT);
  } catch (error) {
    await new Promise((resolve) => web.close(resolve));
    throw error;
  }
  // A fixed port once known: a restarted SMTP server must come back where senders look for it.
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const stopSmtp = async () => {
    const current = smtp;
    smtp = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  return {
    webUrl: `http://${HOST}:${(web.address() as AddressInfo).port}`,
    smtpPort,
    store,
    stopSmtp,
    async startSmtp() {
      if (smtp) return;
      smtp = smtpServer(store);
      await listen(smtp.server, smtpPort);
    },
    async stop() {
      await stopSmtp();
      web.closeAllConnections();
      await new Promise((resolve) => web.close(resolve));
    },
  };
}
