import { randomUUID } from "node:crypto";
import { applyStorageScope, type RequestRunner, type RequestScope } from "../db.ts";
import { isPgError } from "../rest/errors.ts";
import type { BlobStore } from "./blob-store.ts";
import { fromDatabaseError, StorageError, storageErrors } from "./errors.ts";

export type Bucket = {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
};

export type ObjectMetadata = {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
};

export type StoredObject = { id: string; version: string; metadata: ObjectMetadata };

// Hosted Storage's standard-upload ceiling on the free plan; buckets can only lower it.
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Storage's key rule (S3-safe characters only); stricter than the newest servers, never looser. */
export function isValidKey(key: string): boolean {
  return key.length > 0 && /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key);
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 64 && /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(name);
}

/** Storage's validateMimeType: exact `type/subtype` or `type/*`, compared verbatim (parameters included). */
export function assertMimeAllowed(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split("/");
  if (subtype === undefined) throw storageErrors.invalidMime(mimeType);
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split("/");
    if (allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype)) return;
  }
  throw storageErrors.invalidMime(mimeType);
}

export function sizeLimitFor(bucket: Bucket): number {
  return bucket.file_size_limit
    ? Math.min(Number(bucket.file_size_limit), GLOBAL_FILE_SIZE_LIMIT)
    : GLOBAL_FILE_SIZE_LIMIT;
}

/** The owner columns Storage fills from the JWT `sub` (owner is a uuid column, owner_id keeps any string). */
export function ownerOf(scope: RequestScope): { owner: string | null; ownerId: string | null } {
  const sub = typeof scope.claims.sub === "string" && scope.claims.sub !== "" ? scope.claims.sub : null;
  const isUuid = sub !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}

/**
 * The ETag of Storage's file backend with its `mtime` ETag algorithm (the
 * backend `supabase start` runs): modification time and size in hex.
 * An md5 of every byte, as S3 gives, cost this single-threaded stack more CPU
 * than receiving the bytes; clients treat ETags as opaque, and hosted Storage's
 * own ETags are no plain md5 either once an upload went resumable (multipart).
 */
export function mtimeETag(modified: Date, size: number): string {
  return `"${modified.getTime().toString(16)}-${size.toString(16)}"`;
}

/** What a permission probe's row carries besides its place: Storage's `metadata` and `user_metadata` columns. */
export type ProbeRow = { metadata?: { mimetype?: string; contentLength?: number }; userMetadata?: unknown };

/** Rolls back a transaction after a successful permission probe. */
class ProbeDone {}

export class ObjectStore {
  constructor(
    private readonly runner: RequestRunner,
    private readonly blobs: BlobStore,
  ) {}

  /** Bucket lookup as the storage admin, like Storage's `asSuperUser().findBucket`. */
  async findBucket(id: string): Promise<Bucket | undefined> {
    const { rows } = await this.runner.query<Bucket>(
      "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
      [id],
    );
    return rows[0];
  }

  /**
   * Storage's `canUpload`: try the insert (or upsert) as the caller, then roll it back.
   * RLS, the triggers and the unique (bucket_id, name) index decide, before any byte is
   * read. A resumable upload's probe carries what its creation request declared
   * (`row`), so a trigger that checks the metadata answers here, as on hosted.
   */
  async assertCanUpload(
    scope: RequestScope,
    bucketId: string,
    name: string,
    upsert: boolean,
    row: ProbeRow = {},
  ): Promise<void> {
    const { owner, ownerId } = ownerOf(scope);
    // JSON drops undefined members, as Storage's insert does.
    const metadata = row.metadata === undefined ? null : JSON.stringify(row.metadata);
    const userMetadata = row.userMetadata === undefined ? null : JSON.stringify(row.userMetadata);
    try {
      await this.runner.transaction(async (tx) => {
        await applyStorageScope(tx, scope);
        const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
          values ($1, $2, $3, $4, '1', $5::jsonb, $6::jsonb)`;
        const updates = [
          "owner = excluded.owner",
          "owner_id = excluded.owner_id",
          "version = excluded.version",
          ...(metadata === null ? [] : ["metadata = excluded.metadata"]),
          ...(userMetadata === null ? [] : ["user_metadata = excluded.user_metadata"]),
        ];
        await tx.query(
          upsert ? `${insert} on conflict (bucket_id, name) do update set ${updates.join(", ")} returning id` : insert,
          [bucketId, name, owner, ownerId, metadata, userMetadata],
        );
        throw new ProbeDone();
      });
    } catch (error) {
      if (error instanceof ProbeDone) return;
      throw asStorageError(error);
    }
  }

  /** Storage's `completeUpload`: write bytes, then upsert the row as the storage admin. */
  async completeUpload(
    scope: RequestScope,
    input: {
      bucketId: string;
      name: string;
      chunks: readonly Buffer[];
      mimeType: string;
      cacheControl: string;
      userMetadata: unknown;
    },
  ): Promise<StoredObject> {
    const { owner, ownerId } = ownerOf(scope);
    const version = randomUUID();
    const size = input.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const lastModified = new Date();
    const metadata: ObjectMetadata = {
      eTag: mtimeETag(lastModified, size),
      size,
      mimetype: input.mimeType,
      cacheControl: input.cacheControl,
      lastModified: lastModified.toISOString(),
      contentLength: size,
      httpStatusCode: 200,
    };
    await this.blobs.put(input.bucketId, version, input.chunks);
    let row: { id: string; previous: string | null };
    try {
      // One statement (no BEGIN/COMMIT round trips): the CTE reads the row as it was
      // before the upsert, so it names the bytes an overwrite replaces.
      const { rows } = await this.runner.query<{ id: string; previous: string | null }>(
        `with previous as (select version from storage.objects where bucket_id = $1 and name = $2)
         insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
         on conflict (bucket_id, name) do update set
           owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()
         returning id, (select version from previous) as previous`,
        [
          input.bucketId,
          input.name,
          owner,
          ownerId,
          JSON.stringify(metadata),
          input.userMetadata === undefined ? null : JSON.stringify(input.userMetadata),
          version,
        ],
      );
      row = rows[0]!;
    } catch (error) {
      await this.blobs.remove(input.bucketId, version);
      throw asStorageError(error);
    }
    if (row.previous && row.previous !== version) await this.blobs.remove(input.bucketId, row.previous);
    return { id: row.id, version, metadata };
  }

  /** An object and its bytes, looked up as the caller (RLS) or as the storage admin (public bucket). */
  async read(
    scope: RequestScope | null,
    bucketId: string,
    name: string,
  ): Promise<{ object: StoredObject; bytes: Buffer }> {
    const found = await this.runner
      .transaction(async (tx) => {
        if (scope) await applyStorageScope(tx, scope);
        const { rows } = await tx.query<StoredObject>(
          "select id, version, metadata from storage.objects where bucket_id = $1 and name = $2",
          [bucketId, name],
        );
        return rows[0];
      })
      .catch((error) => {
        throw asStorageError(error);
      });
    if (!found || !found.version) throw storageErrors.noSuchKey();
    const bytes = await this.blobs.get(bucketId, found.version);
    if (!bytes) throw storageErrors.noSuchKey();
    return { object: found, bytes };
  }

  /**
   * `DELETE ... WHERE bucket_id = $1 AND name = ANY($2) RETURNING *` as the caller:
   * rows RLS hides are silently left alone, as on hosted Storage.
   */
  async remove(scope: RequestScope, bucketId: string, names: string[]): Promise<string> {
    const deleted = await this.runner
      .transaction(async (tx) => {
        await applyStorageScope(tx, scope);
        const { rows } = await tx.query<{ version: string | null; row: string }>(
          `with removed as (
           delete from storage.objects
            where bucket_id = $1 and name in (select json_array_elements_text($2::json))
           returning *)
         select version, to_json(removed)::text as row from removed`,
          [bucketId, JSON.stringify(names)],
        );
        return rows;
      })
      .catch((error) => {
        throw asStorageError(error);
      });
    for (const row of deleted) if (row.version) await this.blobs.remove(bucketId, row.version);
    return `[${deleted.map((r) => r.row).join(",")}]`;
  }

  /** Rows the caller may see under a prefix, as JSON objects (timestamps rendered by Postgres). */
  async listUnder(scope: RequestScope, bucketId: string, prefix: string): Promise<Record<string, unknown>[]> {
    return this.runner
      .transaction(async (tx) => {
        await applyStorageScope(tx, scope);
        const { rows } = await tx.query<{ row: string }>(
          `select json_build_object('name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
                'last_accessed_at', last_accessed_at, 'metadata', metadata)::text as row
           from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
          [bucketId, prefix],
        );
        return rows.map((r) => JSON.parse(r.row) as Record<string, unknown>);
      })
      .catch((error) => {
        throw asStorageError(error);
      });
  }
}

export function asStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (isPgError(error)) return fromDatabaseError(error);
  return storageErrors.internal((error as Error)?.message ?? "Internal server error");
}
