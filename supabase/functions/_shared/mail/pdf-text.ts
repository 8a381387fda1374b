/**
 * For tests and the benchmark (Node only): the text a PDF of ours draws, and how many images it
 * holds. pdf-lib writes standard-font text as hex strings (WinAnsi) in flate-compressed streams.
 */
import { inflateSync } from "node:zlib";

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: "€",
  0x84: "„",
  0x85: "…",
  0x91: "‘",
  0x92: "’",
  0x93: "“",
  0x94: "”",
  0x96: "–",
  0x97: "—",
  0xb7: "·",
};

function streams(pdf: Uint8Array): Buffer[] {
  const bytes = Buffer.from(pdf);
  const found: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = bytes.indexOf("stream", from, "latin1");
    if (start < 0) break;
    const dataStart = start + (bytes[start + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf("endstream", dataStart, "latin1");
    if (end < 0) break;
    const data = bytes.subarray(dataStart, end);
    try {
      found.push(inflateSync(data));
    } catch {
      found.push(data);
    }
    from = end + 9;
  }
  return found;
}

/** The drawn text, one line per text operation, in page order. */
export function pdfText(pdf: Uint8Array): string {
  return streams(pdf)
    .flatMap((stream) => [...stream.toString("latin1").matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map((match) =>
      Buffer.from(match[1]!, "hex")
        .toString("latin1")
        .replace(/[\x80-\x9f\xb7]/g, (char) => WIN_ANSI_HIGH[char.charCodeAt(0)] ?? char),
    )
    .join("\n");
}

export const pdfImageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Subtype \/Image/g) ?? []
  ).length;
