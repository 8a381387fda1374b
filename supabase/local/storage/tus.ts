import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestScope } from "../db.ts";
import { send } from "../http.ts";
import { StorageError, storageErrors } from "./errors.ts";
import {
  asStorageError,
  assertMimeAllowed,
  type Bucket,
  GLOBAL_FILE_SIZE_LIMIT,
  isValidKey,
  sizeLimitFor,
  type ObjectStore,
  type ProbeRow,
} from "./objects.ts";

/**
 * Resumable uploads at `/storage/v1/upload/resumable`, tus 1.0.0 with creation,
 * creation-with-upload and termination, shaped like Supabase's server:
 * Upload-Metadata carries bucketName, objectName, contentType, cacheControl and
 * metadata; `x-upsert` allows overwriting; the upload id in the URL is the
 * base64url of `bucket/object/version`. Permission is probed as Storage does
 * (see probeRow) on creation, on every PATCH and on termination, and the object
 * row is written when the last byte arrives. Partial uploads live in memory, so
 * they do not survive a restart of the stack.
 *
 * Storage answers CORS on this route itself (@tus/server 2.4.2, configured by
 * its tus route), not the stack's CORS layer: whether hosted's gateway answers
 * a tus preflight before Storage does is not known, and a browser that meets
 * Storage's answer may send only the headers it lists.
 */

const TUS_VERSION = "1.0.0";
/** @tus/utils' HEADERS: the request headers @tus/server allows and the response headers it exposes. */
const TUS_PROTOCOL_HEADERS = [
  "Authorization",
  "Content-Type",
  "Location",
  "Tus-Extension",
  "Tus-Max-Size",
  "Tus-Resumable",
  "Tus-Version",
  "Upload-Concat",
  "Upload-Defer-Length",
  "Upload-Length",
  "Upload-Metadata",
  "Upload-Offset",
  "X-HTTP-Method-Override",
  "X-Requested-With",
  "X-Forwarded-Host",
  "X-Forwarded-Proto",
  "Forwarded",
];
/** Storage's `allowedHeaders` for its tus server: nothing else passes a browser's preflight. */
const STORAGE_TUS_ALLOWED_HEADERS = ["Authorization", "X-Upsert", "Upload-Expires", "ApiKey", "x-signature"];
/**
 * Storage's CORS headers on every tus answer. The trailing comma is @tus/server
 * 2.4.2's: it joins an empty list of extra exposed headers onto its own.
 */
const TUS_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": `${TUS_PROTOCOL_HEADERS.join(", ")},`,
};
const TUS_HEADERS = { "Tus-Resumable": TUS_VERSION, ...TUS_CORS_HEADERS };
const BASE_PATH = "/upload/resumable";
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

type Upload = {
  bucketId: string;
  name: string;
  length: number;
  offset: number;
  chunks: Buffer[];
  rawMetadata: string;
  /** contentType as Upload-Metadata declared it (the probe's mimetype). */
  declaredType: string | undefined;
  mimeType: string;
  cacheControl: string;
  userMetadata: unknown;
  upsert: boolean;
  /** The PATCH in flight, if any (see takeOver). */
  active: { req: IncomingMessage; settled: Promise<void> } | null;
  touchedAt: number;
};

export class TusUploads {
  readonly uploads = new Map<string, Upload>();

  forget(id: string): void {
    this.uploads.delete(id);
  }

  sweep(now = Date.now()): void {
    for (const [id, upload] of this.uploads) if (now - upload.touchedAt > STALE_AFTER_MS) this.uploads.delete(id);
  }
}

/** A tus-level refusal: real status line, plain-text body, as @tus/server answers. */
class TusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type TusDeps = { tus: TusUploads; objects: ObjectStore; scopeFor: (path: string) => RequestScope };

export async function handleTus(
  deps: TusDeps,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  origin: string,
): Promise<void> {
  const method = req.method ?? "GET";
  const id = pathname.slice(BASE_PATH.length).replace(/^\//, "");
  try {
    if (method === "OPTIONS") return answerOptions(res);
    deps.tus.sweep();
    if (method !== "HEAD" && req.headers["tus-resumable"] !== TUS_VERSION) {
      throw new TusError(412, "Unsupported version");
    }
    const scope = deps.scopeFor(`${BASE_PATH}${id ? `/${id}` : ""}`);
    if (method === "POST" && id === "") return await create(deps, scope, req, res, origin);
    const upload = deps.tus.uploads.get(id);
    if (!upload) throw new TusError(404, "The file for this url was not found\n");
    upload.touchedAt = Date.now();
    if (method === "HEAD") {
      await takeOver(upload);
      send(res, 200, null, {
        ...TUS_HEADERS,
        "Upload-Offset": String(upload.offset),
        "Upload-Length": String(upload.length),
        "Upload-Metadata": upload.rawMetadata,
        "Cache-Control": "no-store",
      });
      return;
    }
    if (method === "PATCH") return await patch(deps, scope, id, upload, req, res);
    if (method === "DELETE") {
      // Storage probes a termination too: only who may write the object may end its upload.
      await deps.objects.assertCanUpload(scope, upload.bucketId, upload.name, upload.upsert, probeRow(upload));
      await takeOver(upload);
      deps.tus.forget(id);
      send(res, 204, null, TUS_HEADERS);
      return;
    }
    throw new TusError(405, "Method not allowed\n");
  } catch (error) {
    const headers = { ...TUS_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...closeUnreadBody(req, res) };
    if (error instanceof TusError) {
      send(res, error.status, error.message, headers);
      return;
    }
    const storageError = error instanceof StorageError ? error : asStorageError(error);
    send(res, storageError.tusStatus || 500, storageError.message, headers);
  }
}

/**
 * A refusal whose request body is still coming ends the connection once it is
 * answered, as @tus/server does for a failed PATCH (`context.abort()`, then
 * `Connection: close` and the request destroyed after the answer). Left open,
 * the client went on sending up to a whole chunk that nobody reads, and a
 * browser's XHR waited for the end of that body before it saw the answer:
 * Chromium sends a PATCH again by itself when its kept-alive connection broke
 * mid-body, with the offset from before, and the refused copy held the upload's
 * retry for seconds.
 */
function closeUnreadBody(req: IncomingMessage, res: ServerResponse): Record<string, string> {
  const declaresBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
  if (!declaresBody || req.complete || req.readableEnded) return {};
  res.once("finish", () => req.destroy());
  return { Connection: "close" };
}

/**
 * Storage's OPTIONS answer, header for header, whatever the preflight asks for.
 * Tus-Extension names what this stack implements; Storage's stores add
 * creation-defer-length and expiration, which no client of ours uses.
 */
function answerOptions(res: ServerResponse): void {
  res.writeHead(204, {
    ...TUS_HEADERS,
    "Tus-Version": TUS_VERSION,
    "Tus-Extension": "creation,creation-with-upload,termination",
    "Tus-Max-Size": String(GLOBAL_FILE_SIZE_LIMIT),
    "Access-Control-Allow-Methods": "POST, HEAD, PATCH, OPTIONS, DELETE",
    "Access-Control-Allow-Headers": [...TUS_PROTOCOL_HEADERS, ...STORAGE_TUS_ALLOWED_HEADERS].join(", "),
    "Access-Control-Max-Age": "86400",
  });
  res.end();
}

/**
 * The tus headers of a creation request as tus-js-client sends them, for the
 * requests that tests and benchmarks make by hand; with `withBody`, the request
 * carries the file or its first chunk (creation-with-upload).
 */
export function creationHeaders(
  length: number,
  metadata: Record<string, string>,
  { withBody = false } = {},
): Record<string, string> {
  return {
    "tus-resumable": "1.0.0",
    "upload-length": String(length),
    "upload-metadata": Object.entries(metadata)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
      .join(","),
    ...(withBody ? { "content-type": "application/offset+octet-stream" } : {}),
  };
}

/** `Upload-Metadata: key base64value,key2 base64value2`. */
function parseMetadata(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of header.split(",")) {
    const [key, value] = pair.trim().split(" ");
    if (!key) continue;
    out[key] = value ? Buffer.from(value, "base64").toString("utf8") : "";
  }
  return out;
}

async function create(
  deps: TusDeps,
  scope: RequestScope,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<void> {
  const lengthHeader = req.headers["upload-length"];
  if (lengthHeader === undefined) throw new TusError(400, "Upload-Length or Upload-Defer-Length header required\n");
  if (!/^\d+$/.test(String(lengthHeader))) throw new TusError(400, "Invalid Upload-Length\n");
  const length = Number(lengthHeader);
  const rawMetadata = String(req.headers["upload-metadata"] ?? "");
  const metadata = parseMetadata(rawMetadata);
  if (!rawMetadata) throw storageErrors.invalidRequest("Metadata header is required");
  const bucketId = metadata.bucketName ?? "";
  const name = metadata.objectName ?? "";
  if (!bucketId) throw storageErrors.missingParameter("bucketName");
  if (!isValidKey(name)) throw storageErrors.invalidKey(name);

  const bucket = await deps.objects.findBucket(bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  if (length > sizeLimitFor(bucket)) throw new TusError(413, "Maximum size exceeded\n");
  const upsert = String(req.headers["x-upsert"] ?? "").toLowerCase() === "true";
  const declaredType = metadata.contentType || undefined;
  const userMetadata = parseUserMetadata(metadata.metadata);
  // As Storage: the permission probe (with the declared type) before its own type check.
  await deps.objects.assertCanUpload(scope, bucketId, name, upsert, probeRow({ declaredType, length, userMetadata }));
  const mimeType = declaredType ?? "application/octet-stream";
  if (declaredType) assertMimeAllowed(declaredType, bucket.allowed_mime_types);

  const id = Buffer.from(`${bucketId}/${name}/${randomUUID()}`, "utf8").toString("base64url");
  const upload: Upload = {
    bucketId,
    name,
    length,
    offset: 0,
    chunks: [],
    rawMetadata,
    declaredType,
    mimeType,
    cacheControl: /^-?\d+$/.test(metadata.cacheControl ?? "") ? `max-age=${metadata.cacheControl}` : "no-cache",
    userMetadata,
    upsert,
    active: null,
    touchedAt: Date.now(),
  };
  deps.tus.uploads.set(id, upload);

  const headers: Record<string, string> = { ...TUS_HEADERS, Location: `${origin}/storage/v1${BASE_PATH}/${id}` };
  // creation-with-upload: the first chunk (or the whole file) comes with the creation request.
  if (req.headers["content-type"] === "application/offset+octet-stream") {
    let received = false;
    try {
      received = await receive(upload, req);
    } finally {
      // Refused or cut off before the answer: the client never learned the upload's URL, so nobody can continue it.
      if (!received) deps.tus.forget(id);
    }
    if (!received) return;
    headers["Upload-Offset"] = String(upload.offset);
  } else {
    req.resume();
  }
  if (upload.offset === upload.length) {
    await finish(deps, scope, id, upload, bucket);
    headers["Upload-Offset"] = String(upload.offset);
    headers["Tus-Complete"] = "1";
  }
  send(res, 201, null, headers);
}

async function patch(
  deps: TusDeps,
  scope: RequestScope,
  id: string,
  upload: Upload,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (req.headers["content-type"] !== "application/offset+octet-stream")
    throw new TusError(415, "Unsupported Media Type\n");
  await takeOver(upload);
  if (String(req.headers["upload-offset"]) !== String(upload.offset))
    throw new TusError(409, "Upload-Offset conflict\n");
  // Taken before the first await, so a request that comes in meanwhile waits for this one.
  let release = () => {};
  upload.active = { req, settled: new Promise<void>((resolve) => (release = resolve)) };
  let aborted = false;
  try {
    await deps.objects.assertCanUpload(scope, upload.bucketId, upload.name, upload.upsert, probeRow(upload));
    aborted = !(await receive(upload, req));
  } finally {
    if (upload.active?.req === req) upload.active = null;
    release();
  }
  // The client went away mid-chunk: keep what arrived, it resumes from HEAD's offset.
  if (aborted) return;
  const headers: Record<string, string> = { ...TUS_HEADERS, "Upload-Offset": String(upload.offset) };
  if (upload.offset === upload.length) {
    await finish(deps, scope, id, upload);
    headers["Tus-Complete"] = "1";
  }
  send(res, 204, null, headers);
}

/**
 * Ends the PATCH still in flight for this upload and waits until it has stored
 * what arrived, as @tus/server's lock asks its holder to release it. A client
 * sends HEAD or the next PATCH only after it gave up on the previous request,
 * e.g. a cut connection the server has not noticed yet (or, under load, whose
 * handler still waits for its RLS probe). Answering at once gave the offset
 * from before the old request stored its bytes: the next PATCH was refused
 * (409) after sending its whole chunk, or got 423 while the old one held the upload.
 */
async function takeOver(upload: Upload): Promise<void> {
  while (upload.active) {
    upload.active.req.destroy();
    await upload.active.settled;
  }
}

/** Appends the request body; false when the connection broke before the body ended. */
async function receive(upload: Upload, req: IncomingMessage): Promise<boolean> {
  try {
    for await (const chunk of req) {
      const bytes = chunk as Buffer;
      if (upload.offset + bytes.length > upload.length) throw new TusError(413, "Maximum size exceeded\n");
      upload.chunks.push(bytes);
      upload.offset += bytes.length;
    }
    return true;
  } catch (error) {
    if (error instanceof TusError) throw error;
    return false;
  }
}

/** Stores the object; `bucket` when the caller just looked it up (an upload whole in its creation request). */
async function finish(deps: TusDeps, scope: RequestScope, id: string, upload: Upload, bucket?: Bucket): Promise<void> {
  if (!(bucket ?? (await deps.objects.findBucket(upload.bucketId)))) throw storageErrors.noSuchBucket();
  try {
    await deps.objects.completeUpload(scope, {
      bucketId: upload.bucketId,
      name: upload.name,
      chunks: upload.chunks,
      mimeType: upload.mimeType,
      cacheControl: upload.cacheControl,
      userMetadata: upload.userMetadata,
    });
  } finally {
    deps.tus.forget(id);
  }
}

/**
 * The row of Storage's permission probe for a resumable upload: the declared
 * type and length (no size yet) and the user metadata, from the creation
 * request or, later, from what the upload stored of it.
 */
function probeRow(upload: Pick<Upload, "declaredType" | "length" | "userMetadata">): ProbeRow {
  return {
    metadata: { mimetype: upload.declaredType, contentLength: upload.length },
    userMetadata: upload.userMetadata,
  };
}

function parseUserMetadata(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
