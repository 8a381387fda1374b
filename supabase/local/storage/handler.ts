import type { IncomingMessage, ServerResponse } from "node:http";
import { headersForPostgres, identifyCaller, isAuthFailure } from "../auth.ts";
import type { RequestRunner, RequestScope } from "../db.ts";
import { readBody, send, sendJson } from "../http.ts";
import type { BlobStore } from "./blob-store.ts";
import { handleBucketRoute } from "./buckets.ts";
import { StorageError, storageErrors } from "./errors.ts";
import { listObjects } from "./list.ts";
import { asStorageError, assertMimeAllowed, isValidKey, ObjectStore, sizeLimitFor } from "./objects.ts";
import { handleTus, type TusUploads } from "./tus.ts";
import { readIncomingFile } from "./upload-body.ts";

export type StorageContext = { runner: RequestRunner; blobs: BlobStore; tus: TusUploads };

// Served objects are user uploads: never let the browser sniff them into HTML or run
// an uploaded SVG's script on our origin.
const DOWNLOAD_SAFETY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** `/storage/v1/...`; `pathname` is already stripped of `/storage/v1`. */
export async function handleStorage(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pathname: string,
  origin: string,
): Promise<void> {
  const method = req.method ?? "GET";
  const objects = new ObjectStore(ctx.runner, ctx.blobs);
  try {
    if (pathname === "/upload/resumable" || pathname.startsWith("/upload/resumable/")) {
      await handleTus(
        { tus: ctx.tus, objects, scopeFor: (path) => scopeOf(req, url, path) },
        req,
        res,
        pathname,
        origin,
      );
      return;
    }
    const segments = pathname
      .split("/")
      .filter((s, i) => i > 0 || s !== "")
      .map(decodeSegment);
    const [area, ...rest] = segments;

    if (area === "object" && rest[0] === "public" && (method === "GET" || method === "HEAD")) {
      const [bucketId, ...nameParts] = rest.slice(1);
      return await servePublic(objects, res, url, method, bucketId ?? "", nameParts.join("/"));
    }

    const scope = scopeOf(req, url, pathname);

    if (area === "bucket") return await handleBucketRoute(ctx.runner, scope, req, res, method, rest);
    if (area !== "object") throw storageErrors.notFoundRoute(method, `/storage/v1${pathname}`);

    if (rest[0] === "list" && method === "POST") {
      const body = parseJsonBody(await readBody(req, 1024 * 1024));
      sendJson(res, 200, await listObjects(objects, scope, rest[1] ?? "", body));
      return;
    }
    if (rest[0] === "info" && method === "GET") {
      const path = rest[1] === "public" || rest[1] === "authenticated" ? rest.slice(2) : rest.slice(1);
      const [bucketId = "", ...nameParts] = path;
      const name = nameParts.join("/");
      const { object } = await objects.read(scope, bucketId, name);
      sendJson(res, 200, {
        id: object.id,
        name,
        version: object.version,
        bucket_id: bucketId,
        size: object.metadata.size,
        content_type: object.metadata.mimetype,
        cache_control: object.metadata.cacheControl,
        etag: object.metadata.eTag,
        metadata: object.metadata,
        last_modified: object.metadata.lastModified,
      });
      return;
    }
    if (rest[0] === "authenticated" && (method === "GET" || method === "HEAD")) {
      const [bucketId, ...nameParts] = rest.slice(1);
      return await serveObject(res, url, method, await objects.read(scope, bucketId ?? "", nameParts.join("/")));
    }

    const [bucketId = "", ...nameParts] = rest;
    const name = nameParts.join("/");
    if (method === "DELETE" && name === "") {
      const body = parseJsonBody(await readBody(req, 1024 * 1024)) as { prefixes?: unknown };
      if (!Array.isArray(body?.prefixes) || body.prefixes.length === 0)
        throw storageErrors.missingParameter("prefixes");
      const removed = await objects.remove(scope, bucketId, body.prefixes.map(String));
      send(res, 200, removed, { "Content-Type": "application/json; charset=utf-8" });
      return;
    }
    if (method === "DELETE") {
      const removed = JSON.parse(await objects.remove(scope, bucketId, [name])) as unknown[];
      if (removed.length === 0) throw storageErrors.noSuchKey();
      sendJson(res, 200, { message: "Successfully deleted" });
      return;
    }
    if (method === "POST" || method === "PUT") {
      // PUT is Storage's "update", which it implements as an upload that may overwrite.
      const upsert = method === "PUT" || String(req.headers["x-upsert"] ?? "").toLowerCase() === "true";
      const result = await upload(objects, scope, req, bucketId, name, upsert);
      sendJson(res, 200, result);
      return;
    }
    if (method === "GET" || method === "HEAD") {
      return await serveObject(res, url, method, await objects.read(scope, bucketId, name));
    }
    throw storageErrors.notFoundRoute(method, `/storage/v1${pathname}`);
  } catch (error) {
    const storageError = error instanceof StorageError ? error : asStorageError(error);
    sendJson(res, storageError.httpStatus, storageError.body());
  }
}

async function upload(
  objects: ObjectStore,
  scope: RequestScope,
  req: IncomingMessage,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ Key: string; Id: string }> {
  if (!isValidKey(name)) throw storageErrors.invalidKey(name);
  const bucket = await objects.findBucket(bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  // Same order as Storage: permission first, then size, then type.
  await objects.assertCanUpload(scope, bucket.id, name, upsert);
  const file = await readIncomingFile(req, sizeLimitFor(bucket));
  assertMimeAllowed(file.mimeType, bucket.allowed_mime_types);
  const stored = await objects.completeUpload(scope, { bucketId: bucket.id, name, ...file });
  return { Key: `${bucket.id}/${name}`, Id: stored.id };
}

async function servePublic(
  objects: ObjectStore,
  res: ServerResponse,
  url: URL,
  method: string,
  bucketId: string,
  name: string,
) {
  const bucket = await objects.findBucket(bucketId);
  if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
  await serveObject(res, url, method, await objects.read(null, bucketId, name));
}

async function serveObject(
  res: ServerResponse,
  url: URL,
  method: string,
  found: Awaited<ReturnType<ObjectStore["read"]>>,
): Promise<void> {
  const { metadata } = found.object;
  const headers: Record<string, string> = {
    ...DOWNLOAD_SAFETY_HEADERS,
    "Content-Type": metadata.mimetype,
    "Cache-Control": metadata.cacheControl,
    ETag: metadata.eTag,
    "Last-Modified": new Date(metadata.lastModified).toUTCString(),
    "Accept-Ranges": "bytes",
  };
  const download = url.searchParams.get("download");
  if (download !== null) {
    const filename = download || found.object.id;
    headers["Content-Disposition"] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  if (method === "HEAD") {
    res.writeHead(200, {
      ...headers,
      "Content-Length": String(found.bytes.length),
      "Access-Control-Allow-Origin": "*",
    });
    res.end();
    return;
  }
  send(res, 200, found.bytes, headers);
}

function scopeOf(req: IncomingMessage, url: URL, pathname: string): RequestScope {
  const caller = identifyCaller(req.headers, url.searchParams);
  if (isAuthFailure(caller)) {
    if (caller.kind === "no-key") throw storageErrors.invalidJwt("headers must have required property 'authorization'");
    if (caller.kind === "bad-key") throw storageErrors.invalidJwt("Invalid Compact JWS");
    throw storageErrors.invalidJwt(
      caller.reason === "expired"
        ? "jwt expired"
        : caller.reason === "signature"
          ? "invalid signature"
          : "jwt malformed",
    );
  }
  return {
    role: caller.role,
    claims: caller.claims,
    headers: headersForPostgres(req.headers),
    method: req.method ?? "GET",
    path: pathname,
  };
}

function parseJsonBody(raw: Buffer): unknown {
  try {
    return raw.length === 0 ? {} : JSON.parse(raw.toString("utf8"));
  } catch {
    throw storageErrors.invalidRequest("Body is not valid JSON");
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
