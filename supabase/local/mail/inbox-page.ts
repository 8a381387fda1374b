import type { MessageDetail, MessageSummary } from "./store.ts";

/** Everything a mail carries is text here: nothing from a message becomes markup of the inbox. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/**
 * The inbox pages run no script at all; a message's HTML is shown in a sandboxed frame
 * whose own response carries a CSP sandbox (htmlBodyHeaders), so mail HTML can't run
 * scripts, reach the inbox's origin or load anything from the network.
 */
export const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

export const HTML_BODY_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
  "X-Content-Type-Options": "nosniff",
};

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#111}header{background:#1e293b;color:#fff;padding:.75rem 1rem;display:flex;gap:1rem;align-items:center}header a{color:#fff}main{padding:1rem;max-width:70rem}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}tr.unread td{font-weight:600}pre{white-space:pre-wrap;word-break:break-word;background:#f8fafc;padding:1rem;border:1px solid #e2e8f0}iframe{width:100%;height:70vh;border:1px solid #e2e8f0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}form{display:inline}button{font:inherit}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header><strong><a href="/">Local inbox</a></strong><span>mails the local stack sent (nothing leaves this machine)</span></header><main>${body}</main></body></html>`;
}

const who = (addresses: ReadonlyArray<{ Name: string; Address: string }>) =>
  addresses.map((entry) => (entry.Name ? `${entry.Name} <${entry.Address}>` : entry.Address)).join(", ");

export function inboxPage(messages: readonly MessageSummary[], total: number): string {
  const rows = messages
    .map(
      (message) =>
        `<tr class="${message.Read ? "" : "unread"}"><td>${escapeHtml(new Date(message.Created).toLocaleString("de-DE"))}</td><td>${escapeHtml(who(message.From ? [message.From] : []))}</td><td>${escapeHtml(who(message.To))}</td><td><a href="/view/${encodeURIComponent(message.ID)}">${escapeHtml(message.Subject || "(no subject)")}</a>${message.Attachments ? ` 📎${message.Attachments}` : ""}</td></tr>`,
    )
    .join("");
  const clear = `<form method="post" action="/delete-all"><button>Delete all</button></form>`;
  return page(
    "Local inbox",
    total === 0
      ? "<p>No mail yet. Mails the local stack sends appear here.</p>"
      : `<p>${total} message(s) ${clear}</p><table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function messagePage(message: MessageDetail): string {
  const base = `/api/v1/message/${encodeURIComponent(message.ID)}`;
  const attachments = message.Attachments.map(
    (part) =>
      `<li><a href="${base}/part/${encodeURIComponent(part.PartID)}" target="_blank" rel="noopener">${escapeHtml(part.FileName || `part ${part.PartID}`)}</a> (${escapeHtml(part.ContentType)}, ${part.Size} bytes)</li>`,
  ).join("");
  const html = message.HTML
    ? `<h2>HTML</h2><iframe sandbox title="HTML part" src="/view/${encodeURIComponent(message.ID)}/html"></iframe>`
    : "";
  return page(
    message.Subject,
    `<h1>${escapeHtml(message.Subject || "(no subject)")}</h1><dl><dt>From</dt><dd>${escapeHtml(who(message.From ? [message.From] : []))}</dd><dt>To</dt><dd>${escapeHtml(who(message.To))}</dd>${message.ReplyTo.length ? `<dt>Reply-To</dt><dd>${escapeHtml(who(message.ReplyTo))}</dd>` : ""}<dt>Date</dt><dd>${escapeHtml(message.Date)}</dd><dt>Message-ID</dt><dd>${escapeHtml(message.MessageID)}</dd></dl>${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ""}${html}<h2>Text</h2><pre>${escapeHtml(message.Text)}</pre><p><a href="${base}/raw">Raw source</a></p>`,
  );
}

/** cid: images point at their part, as in Mailpit; everything else in the HTML stays as the mail has it. */
export function htmlBody(message: MessageDetail): string {
  const byCid = new Map(message.Inline.map((part) => [part.ContentID, part.PartID]));
  return message.HTML.replace(/cid:([^"'\s)>]+)/g, (match, cid: string) => {
    const partId = byCid.get(decodeURIComponent(cid));
    return partId ? `/api/v1/message/${encodeURIComponent(message.ID)}/part/${encodeURIComponent(partId)}` : match;
  });
}
