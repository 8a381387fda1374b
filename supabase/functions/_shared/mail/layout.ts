/**
 * Text and HTML bodies from sections. HTML for mail clients: tables, inline styles, no
 * script, no remote content; every value escaped, so what a visitor typed shows as typed.
 */
import type { FileLink, Section } from "./briefing.ts";
import { escapeHtml, isWebLink } from "./text.ts";

export type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "steps"; items: ReadonlyArray<{ title: string; text: string }> }
  | { kind: "sections"; sections: Section[] }
  | { kind: "small"; text: string };

/** " (200,0 KB, image/png)": size and type, so staff know what a link opens. */
const fileFacts = (file: FileLink) => {
  const facts = [file.size, file.mimeType].filter(Boolean).join(", ");
  return facts ? ` (${facts})` : "";
};

const indent = (text: string, by: string) => text.split("\n").join(`\n${by}`);

export function renderText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case "paragraph":
        case "small":
          return block.text;
        case "heading":
          return `${block.text}\n${"-".repeat(Math.min(60, Array.from(block.text).length))}`;
        case "steps":
          return block.items.map((item, index) => `${index + 1}. ${item.title}\n   ${item.text}`).join("\n");
        case "sections":
          return block.sections
            .map((section) =>
              [
                `=== ${section.title} ===`,
                ...section.rows.map((row) => `${row.label}: ${indent(row.value, "    ")}`),
                ...(section.files?.entries.length
                  ? [
                      `${section.files.label} (${section.files.entries.length}):`,
                      ...section.files.entries.map(
                        (file, index) => `  ${index + 1}. ${file.name}${fileFacts(file)}\n     ${file.url}`,
                      ),
                    ]
                  : []),
              ].join("\n"),
            )
            .join("\n\n");
      }
    })
    .join("\n\n")
    .concat("\n");
}

const multiline = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");
const FONT = "font-family:Arial,Helvetica,sans-serif;";

function sectionHtml(section: Section): string {
  const rows = section.rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="${FONT}font-size:14px;color:#475569;font-weight:normal;padding:4px 12px 4px 0;width:34%;">${escapeHtml(row.label)}</th><td valign="top" style="${FONT}font-size:14px;color:#0f172a;padding:4px 0;word-break:break-word;">${multiline(row.value)}</td></tr>`,
    )
    .join("");
  const files = section.files?.entries.length
    ? `<tr><th align="left" valign="top" style="${FONT}font-size:14px;color:#475569;font-weight:normal;padding:4px 12px 4px 0;">${escapeHtml(section.files.label)}</th><td style="${FONT}font-size:14px;padding:4px 0;"><ol style="margin:0;padding-left:20px;">${section.files.entries
        .map((file) => {
          const name = escapeHtml(`${file.name}${fileFacts(file)}`);
          return `<li>${isWebLink(file.url) ? `<a href="${escapeHtml(file.url)}" style="color:#1d4ed8;">${name}</a>` : name}</li>`;
        })
        .join("")}</ol></td></tr>`
    : "";
  return `<h2 style="${FONT}font-size:17px;color:#0f172a;margin:24px 0 8px;border-bottom:2px solid #e2e8f0;padding-bottom:4px;">${escapeHtml(section.title)}</h2><table role="presentation" cellpadding="0" cellspacing="0" width="100%">${rows}${files}</table>`;
}

export function renderHtml(title: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case "paragraph":
          return `<p style="${FONT}font-size:15px;line-height:1.5;color:#0f172a;margin:0 0 12px;">${multiline(block.text)}</p>`;
        case "small":
          return `<p style="${FONT}font-size:12px;line-height:1.5;color:#64748b;margin:16px 0 0;">${multiline(block.text)}</p>`;
        case "heading":
          return `<h2 style="${FONT}font-size:17px;color:#0f172a;margin:24px 0 8px;">${escapeHtml(block.text)}</h2>`;
        case "steps":
          return `<ol style="${FONT}font-size:15px;line-height:1.5;color:#0f172a;padding-left:20px;margin:0 0 12px;">${block.items
            .map(
              (item) =>
                `<li style="margin-bottom:6px;"><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.text)}</li>`,
            )
            .join("")}</ol>`;
        case "sections":
          return block.sections.map(sectionHtml).join("");
      }
    })
    .join("");
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:0;background:#f1f5f9;"><table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f1f5f9;"><tr><td align="center" style="padding:16px;"><table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:680px;background:#ffffff;border-radius:8px;"><tr><td style="padding:24px;">${body}</td></tr></table></td></tr></table></body></html>`;
}
