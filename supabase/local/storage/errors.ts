/**
 * Errors as the Supabase Storage server renders them: the real status travels in
 * the body as a string, the HTTP status is 400 (500 only for server faults).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return this.statusCode === "500" ? 500 : 400;
  }

  /** Real status, used where Storage answers through tus (status line carries it, body is the message). */
  get tusStatus(): number {
    return Number(this.statusCode);
  }

  body(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message };
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError("404", "Bucket not found", "Bucket not found", "NoSuchBucket"),
  noSuchKey: () => new StorageError("404", "not_found", "Object not found", "NoSuchKey"),
  duplicate: () => new StorageError("409", "Duplicate", "The resource already exists", "ResourceAlreadyExists"),
  bucketNotEmpty: () =>
    new StorageError("409", "ResourceNotEmpty", "The bucket you tried to delete is not empty", "ResourceNotEmpty"),
  tooLarge: () =>
    new StorageError("413", "Payload too large", "The object exceeded the maximum allowed size", "EntityTooLarge"),
  invalidMime: (mime: string) =>
    new StorageError("415", "invalid_mime_type", `mime type ${mime} is not supported`, "InvalidMimeType"),
  accessDenied: (message = "new row violates row-level security policy") =>
    new StorageError("403", "Unauthorized", message, "AccessDenied"),
  invalidJwt: (message: string) => new StorageError("403", "Unauthorized", message, "InvalidJWT"),
  invalidKey: (key: string) => new StorageError("400", "InvalidKey", `Invalid key: ${key}`, "InvalidKey"),
  invalidBucketName: () => new StorageError("400", "Invalid Input", "Bucket name invalid", "InvalidBucketName"),
  noContent: () => new StorageError("400", "InvalidRequest", "No content provided", "InvalidRequest"),
  missingParameter: (name: string) =>
    new StorageError("400", "MissingParameter", `Missing Required Parameter ${name}`, "MissingParameter"),
  invalidRequest: (message: string) => new StorageError("400", "InvalidRequest", message, "InvalidRequest"),
  notFoundRoute: (method: string, path: string) =>
    new StorageError("404", "Not Found", `Route ${method}:${path} not found`, "NotFound"),
  internal: (message: string) => new StorageError("500", "Internal", message, "InternalError"),
};

type PgError = { code?: string; message: string };

/**
 * How Storage translates database errors (supabase/storage src/storage/database/errors.ts):
 * 42501 is a refused policy, or a trigger's refusal, whose own message it passes on.
 */
export function fromDatabaseError(error: PgError): StorageError {
  switch (error.code) {
    case "42501":
      return error.message.includes("row-level security")
        ? storageErrors.accessDenied()
        : storageErrors.accessDenied(error.message);
    case "23505":
      return storageErrors.duplicate();
    case "23503":
      return storageErrors.noSuchBucket();
    default:
      return new StorageError("400", "DatabaseError", error.message, "DatabaseError");
  }
}
