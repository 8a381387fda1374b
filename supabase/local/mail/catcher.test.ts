import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailCatcher, type MailCatcher } from "./catcher.ts";
import type { MessageDetail, MessageSummary } from "./store.ts";

let catcher: MailCatcher;
const transport = () =>
  nodemailer.createTransport({ host: "127.0.0.1", port: catcher.smtpPort, secure: false, ignoreTLS: true });

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${catcher.webUrl}${path}`, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const pdf = Buffer.from("%PDF-1.4\n% a test document\n%%EOF\n");

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
});
afterAll(async () => {
  await catcher.stop();
});
beforeEach(async () => {
  await fetch(`${catcher.webUrl}/api/v1/messages`, { method: "DELETE" });
});

describe("local mail catcher", () => {
  it("keeps a sent message and answers Mailpit's list and message shapes", async () => {
    await transport().sendMail({
      from: { name: "Pixelwerk", address: "noreply@example.test" },
      to: [{ name: "Erika Muster", address: "erika@example.test" }],
      replyTo: "team@example.test",
      subject: "Ihre Anfrage: Bäckerei Süß",
      text: "Guten Tag,\n\nwir haben Ihre Anfrage erhalten.",
      html: "<p>Guten Tag,</p><p>wir haben Ihre Anfrage erhalten.</p>",
      messageId: "<notify-1-agency@example.test>",
      attachments: [{ filename: "Briefing.pdf", content: pdf, contentType: "application/pdf" }],
    });

    const list = await api<{
      total: number;
      unread: number;
      count: number;
      messages_count: number;
      start: number;
      tags: string[];
      messages: MessageSummary[];
    }>("/api/v1/messages");
    expect(list).toMatchObject({ total: 1, unread: 1, count: 1, messages_count: 1, start: 0, tags: [] });
    const [summary] = list.messages;
    expect(summary).toMatchObject({
      MessageID: "notify-1-agency@example.test",
      From: { Name: "Pixelwerk", Address: "noreply@example.test" },
      To: [{ Name: "Erika Muster", Address: "erika@example.test" }],
      Cc: [],
      Bcc: [],
      ReplyTo: [{ Name: "", Address: "team@example.test" }],
      Subject: "Ihre Anfrage: Bäckerei Süß",
      Attachments: 1,
      Read: false,
      Tags: [],
    });
    expect(summary!.Snippet).toBe("Guten Tag, wir haben Ihre Anfrage erhalten.");
    expect(Date.parse(summary!.Created)).not.toBeNaN();

    const message = await api<MessageDetail>(`/api/v1/message/${summary!.ID}`);
    expect(message.Text).toContain("wir haben Ihre Anfrage erhalten.");
    expect(message.HTML).toContain("<p>Guten Tag,</p>");
    expect(message.Attachments).toEqual([
      {
        PartID: expect.any(String),
        FileName: "Briefing.pdf",
        ContentType: "application/pdf",
        ContentID: "",
        Size: pdf.length,
      },
    ]);
    expect(message.Read).toBe(true);

    const part = await fetch(`${catcher.webUrl}/api/v1/message/${summary!.ID}/part/${message.Attachments[0]!.PartID}`);
    expect(part.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(pdf);
  });

  it("deletes the messages named in the body, or all", async () => {
    for (const n of [1, 2, 3]) {
      await transport().sendMail({ from: "a@example.test", to: "b@example.test", subject: `Nr. ${n}`, text: "x" });
    }
    const { messages } = await api<{ messages: MessageSummary[] }>("/api/v1/messages");
    expect(messages.map((message) => message.Subject)).toEqual(["Nr. 3", "Nr. 2", "Nr. 1"]);

    const some = await fetch(`${catcher.webUrl}/api/v1/messages`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ IDs: [messages[1]!.ID] }),
    });
    expect(some.status).toBe(200);
    const after = await api<{ total: number; messages: MessageSummary[] }>("/api/v1/messages");
    expect(after.messages.map((message) => message.Subject)).toEqual(["Nr. 3", "Nr. 1"]);

    const all = await fetch(`${catcher.webUrl}/api/v1/messages`, { method: "DELETE" });
    expect(all.status).toBe(200);
    expect((await api<{ total: number }>("/api/v1/messages")).total).toBe(0);
  });

  it("shows a mail's HTML only inside a sandbox, and its text as text", async () => {
    await transport().sendMail({
      from: "a@example.test",
      to: "b@example.test",
      subject: "<script>alert(1)</script>",
      text: "<img src=x onerror=alert(1)>",
      html: "<p>hi</p><script>alert(1)</script>",
    });
    const { messages } = await api<{ messages: MessageSummary[] }>("/api/v1/messages");
    const id = messages[0]!.ID;

    const inbox = await (await fetch(`${catcher.webUrl}/`)).text();
    expect(inbox).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(inbox).not.toContain("<script>");

    const view = await fetch(`${catcher.webUrl}/view/${id}`);
    expect(view.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await view.text();
    expect(page).not.toContain("<script>");
    expect(page).not.toContain("<img src=x");
    expect(page).toMatch(/<iframe sandbox [^>]*src="\/view\/[^"]+\/html"/);

    const body = await fetch(`${catcher.webUrl}/view/${id}/html`);
    expect(body.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(await body.text()).toContain("<p>hi</p>");
  });

  it("refuses connections while its SMTP side is stopped and takes mail again after", async () => {
    await catcher.stopSmtp();
    await expect(
      transport().sendMail({ from: "a@example.test", to: "b@example.test", subject: "down", text: "x" }),
    ).rejects.toMatchObject({ code: "ESOCKET" });
    await catcher.startSmtp();
    await transport().sendMail({ from: "a@example.test", to: "b@example.test", subject: "back", text: "x" });
    const { messages } = await api<{ messages: MessageSummary[] }>("/api/v1/messages");
    expect(messages.map((message) => message.Subject)).toEqual(["back"]);
  });
});
