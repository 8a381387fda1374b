import type { IncomingMessage, ServerResponse } from "node:http";

// Headers browsers may send or read. The hosted gateway answers preflights by
// echoing the requested headers; the explicit list covers clients that read it.
const ALLOWED_HEADERS = [
  "apikey",
  "authorization",
  "x-client-info",
  "x-wizard-session",
  "content-type",
  "content-profile",
  "accept-profile",
  "prefer",
  "range",
  "range-unit",
  "x-upsert",
  "x-metadata",
  "cache-control",
  "tus-resumable",
  "upload-length",
  "upload-offset",
  "upload-metadata",
  "upload-defer-length",
  "upload-concat",
  "x-http-method-override",
  "x-requested-with",
  "x-supabase-api-version",
];

const EXPOSED_HEADERS = [
  "Content-Range",
  "Content-Location",
  "Location",
  "Preference-Applied",
  "Range-Unit",
  "X-Total-Count",
  "Tus-Resumable",
  "Tus-Version",
  "Tus-Max-Size",
  "Tus-Extension",
  "Upload-Offset",
  "Upload-Length",
  "Upload-Metadata",
  "Upload-Defer-Length",
  "Upload-Concat",
  "Upload-Expires",
  "Tus-Complete",
  "ETag",
  "Content-Disposition",
];

export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = (req.headers["access-control-request-headers"] ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allowed = [...new Set([...ALLOWED_HEADERS, ...requested])];
  res.writeHead(200, {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": allowed.join(", "),
    "Access-Control-Max-Age": "3600",
    "Content-Length": "0",
  });
  res.end();
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`);
  }
}

/** Reads the whole body, refusing early once it passes `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return Buffer.concat(await readBodyChunks(req, limit));
}

/** The body as the chunks it arrived in (no copy), refusing early once it passes `limit` bytes. */
export async function readBodyChunks(req: IncomingMessage, limit: number): Promise<Buffer[]> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return chunks;
}

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string> = {},
): void {
  const payload = body ?? "";
  res.writeHead(status, {
    ...CORS_HEADERS,
    ...headers,
    "Content-Length": String(Buffer.byteLength(payload)),
  });
  res.end(payload);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(res, status, JSON.stringify(value), { "Content-Type": "application/json; charset=utf-8", ...headers });
}
