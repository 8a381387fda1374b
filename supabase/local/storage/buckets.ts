import type { IncomingMessage, ServerResponse } from "node:http";
import { applyStorageScope, type RequestRunner, type RequestScope } from "../db.ts";
import { readBody, sendJson } from "../http.ts";
import { storageErrors } from "./errors.ts";
import { asStorageError, isValidBucketName } from "./objects.ts";

const BUCKET_COLUMNS =
  "id, name, owner, owner_id, public, avif_autodetection, file_size_limit, allowed_mime_types, created_at, updated_at";

type BucketInput = {
  id?: string;
  name?: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
};

/** `/bucket` routes, every statement as the caller so storage.buckets policies decide. */
export async function handleBucketRoute(
  runner: RequestRunner,
  scope: RequestScope,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  rest: string[],
): Promise<void> {
  const id = rest[0];
  const asCaller = <T>(sql: string, params: unknown[]) =>
    runner
      .transaction(async (tx) => {
        await applyStorageScope(tx, scope);
        return (await tx.query<T>(sql, params)).rows;
      })
      .catch((error) => {
        throw asStorageError(error);
      });

  if (method === "GET" && !id) {
    const rows = await asCaller<{ b: unknown }>(
      `select to_json(b) as b from (select ${BUCKET_COLUMNS} from storage.buckets order by name) b`,
      [],
    );
    sendJson(
      res,
      200,
      rows.map((r) => r.b),
    );
    return;
  }
  if (method === "GET" && id) {
    const rows = await asCaller<{ b: unknown }>(
      `select to_json(b) as b from (select ${BUCKET_COLUMNS} from storage.buckets where id = $1) b`,
      [id],
    );
    if (rows.length === 0) throw storageErrors.noSuchBucket();
    sendJson(res, 200, rows[0]!.b);
    return;
  }
  if (method === "POST" && !id) {
    const input = JSON.parse((await readBody(req, 1024 * 1024)).toString("utf8") || "{}") as BucketInput;
    const bucketId = input.id ?? input.name ?? "";
    if (!isValidBucketName(bucketId)) throw storageErrors.invalidBucketName();
    await asCaller(
      "insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6, $7)",
      [
        bucketId,
        input.name ?? bucketId,
        null,
        typeof scope.claims.sub === "string" ? scope.claims.sub : null,
        Boolean(input.public),
        parseSizeLimit(input.file_size_limit),
        input.allowed_mime_types ?? null,
      ],
    );
    sendJson(res, 200, { name: bucketId });
    return;
  }
  if (method === "DELETE" && id) {
    const objects = await asCaller<{ n: number }>(
      "select count(*)::int as n from storage.objects where bucket_id = $1",
      [id],
    );
    if ((objects[0]?.n ?? 0) > 0) throw storageErrors.bucketNotEmpty();
    const rows = await asCaller("delete from storage.buckets where id = $1 returning id", [id]);
    if (rows.length === 0) throw storageErrors.noSuchBucket();
    sendJson(res, 200, { message: "Successfully deleted" });
    return;
  }
  throw storageErrors.notFoundRoute(method, `/storage/v1/bucket${id ? `/${id}` : ""}`);
}

/** Storage accepts a byte count or a string like "20MB" (decimal units, as parseFileSizeToBytes). */
function parseSizeLimit(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) throw storageErrors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
  const factor = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2]!.toLowerCase() as "gb" | "mb" | "kb" | "b"];
  return Math.round(Number(match[1]) * factor);
}
