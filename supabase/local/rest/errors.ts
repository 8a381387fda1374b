/** An error body exactly as PostgREST writes it, with the HTTP status it goes out with. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const restErrors = {
  tableNotFound: (schema: string, table: string, suggestion?: string) =>
    new RestError(
      404,
      "PGRST205",
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    ),
  columnNotFound: (table: string, column: string) =>
    new RestError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`),
  // What Postgres itself says when PostgREST forwards an unknown column in select/filter/order.
  undefinedColumn: (table: string, column: string) =>
    new RestError(400, "42703", `column ${table}.${column} does not exist`),
  parse: (message: string, details: string) => new RestError(400, "PGRST100", message, details),
  invalidBody: (message: string) => new RestError(400, "PGRST102", message),
  singular: (rows: number) =>
    new RestError(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows} rows`,
    ),
  invalidSchema: (schema: string) =>
    new RestError(
      406,
      "PGRST106",
      `Invalid schema: ${schema}`,
      null,
      "Only the following schemas are exposed: public, graphql_public",
    ),
  badJwt: (reason: "malformed" | "signature" | "expired") =>
    reason === "expired"
      ? new RestError(401, "PGRST303", "JWT expired")
      : new RestError(
          401,
          "PGRST301",
          reason === "signature"
            ? "JWSError JWSInvalidSignature"
            : "JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)",
        ),
  unsupportedMethod: (method: string) => new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`),
};

type PgError = { code?: string; message: string; detail?: string; hint?: string };

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === "object" && error !== null && typeof (error as PgError).code === "string" && "severity" in error
  );
}

/** PostgREST's mapSQLtoHTTP, for the codes a client can provoke. */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  switch (code) {
    case "23503":
    case "23505":
      return 409;
    case "25006":
      return 405;
    case "42883":
    case "42P01":
      return 404;
    case "42P17":
      return 500;
    case "42501":
      return authed ? 403 : 401;
    case "22023":
      return /^role .* does not exist$/.test(message) ? 401 : 400;
    case "P0001":
      return 400;
  }
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return 503;
  if (code.startsWith("0L") || code.startsWith("0P") || code.startsWith("28")) return 403;
  if (
    ["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "P0", "XX"].some((p) =>
      code.startsWith(p),
    )
  )
    return 500;
  return 400;
}

const PRIVILEGE_BY_METHOD: Record<string, string> = {
  GET: "SELECT",
  HEAD: "SELECT",
  POST: "INSERT",
  PATCH: "UPDATE",
  DELETE: "DELETE",
};

export function fromPgError(
  error: PgError,
  ctx: { authed: boolean; role: string; method: string; schema: string },
): RestError {
  const code = error.code ?? "PGRSTX00";
  let hint = error.hint ?? null;
  // PostgREST 14 adds this hint since hosted projects stopped auto-granting tables to the API roles.
  const denied = /^permission denied for table (.+)$/.exec(error.message);
  if (code === "42501" && denied && !hint) {
    const privilege = PRIVILEGE_BY_METHOD[ctx.method] ?? "SELECT";
    hint = `Grant the required privileges to the current role with: GRANT ${privilege} ON ${ctx.schema}.${denied[1]} TO ${ctx.role};`;
  }
  return new RestError(
    statusForSqlState(code, error.message, ctx.authed),
    code,
    error.message,
    error.detail ?? null,
    hint,
  );
}
