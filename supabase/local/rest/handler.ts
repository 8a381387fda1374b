import type { IncomingMessage, ServerResponse } from "node:http";
import { headersForPostgres, type Caller } from "../auth.ts";
import { applyScope, type RequestRunner, type Transaction } from "../db.ts";
import { BodyTooLargeError, readBody, send, sendJson } from "../http.ts";
import { buildDelete, buildInsert, buildRead, buildUpdate, type Shape } from "./build-sql.ts";
import type { SchemaCache, TableInfo } from "./catalog.ts";
import { fromPgError, isPgError, RestError, restErrors } from "./errors.ts";
import { appliedPreferences, parsePrefer, type Preferences } from "./prefer.ts";
import {
  applyRangeHeader,
  parseQuery,
  type FieldRef,
  type Filter,
  type QueryPlan,
  type SelectItem,
} from "./query-params.ts";
import { buildRpc } from "./rpc.ts";
import { suggestTable } from "./suggest.ts";

const MAX_BODY_BYTES = 16 * 1024 * 1024;
const SCHEMA = "public";

type Outcome = { status: number; body: string | null; headers: Record<string, string> };

/** Thrown inside the transaction to roll it back while still answering (singular mismatch, tx=rollback). */
class RollbackWith {
  constructor(readonly outcome: Outcome | RestError) {}
}

export type RestContext = { runner: RequestRunner; cache: SchemaCache };

/** `/rest/v1/<table>` → PostgREST semantics. `pathname` is already stripped of `/rest/v1`. */
export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pathname: string,
  caller: Caller,
) {
  const method = req.method ?? "GET";
  try {
    const profile = (
      method === "GET" || method === "HEAD" ? req.headers["accept-profile"] : req.headers["content-profile"]
    ) as string | undefined;
    if (profile && profile !== SCHEMA) throw restErrors.invalidSchema(profile);
    if (pathname === "/" || pathname === "") {
      sendJson(res, 200, { swagger: "2.0", info: { title: "local stack", version: "local" }, paths: {} });
      return;
    }
    const rpcName = /^\/rpc\/([^/]+)$/.exec(pathname)?.[1];
    if (rpcName !== undefined) return await handleRpc(ctx, req, res, url, decodeURIComponent(rpcName), caller);
    const tableName = decodeURIComponent(pathname.replace(/^\//, ""));
    if (tableName.includes("/")) throw new RestError(404, "PGRST125", "Invalid path specified in request URL");
    if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method)) throw restErrors.unsupportedMethod(method);

    const plan = parseQuery(url.searchParams);
    if (method === "GET" || method === "HEAD") applyRangeHeader(plan, req.headers.range);
    const prefs = parsePrefer(req.headers.prefer);
    const accept = String(req.headers.accept ?? "");
    const shape: Shape = {
      singular: accept.includes("application/vnd.pgrst.object+json"),
      stripNulls: /nulls=stripped/.test(accept),
    };
    const body =
      method === "POST" || method === "PATCH" ? parseJsonBody(await readBody(req, MAX_BODY_BYTES)) : undefined;

    const scope = {
      role: caller.role,
      claims: caller.claims,
      headers: headersForPostgres(req.headers),
      method,
      path: `/${tableName}`,
    };
    let outcome: Outcome;
    try {
      outcome = await ctx.runner.transaction(async (tx) => {
        const table = await ctx.cache.table(tx, tableName);
        if (!table)
          throw restErrors.tableNotFound(SCHEMA, tableName, suggestTable(tableName, await ctx.cache.tableNames(tx)));
        const statement = await planStatement(ctx, tx, table, method, plan, prefs, shape, body);
        await applyScope(tx, scope);
        const result = await runStatement(tx, statement);
        const answer = shapeOutcome(method, plan, prefs, shape, result);
        if (shape.singular && result.pageCount !== 1) throw new RollbackWith(restErrors.singular(result.pageCount));
        if (prefs.tx === "rollback") throw new RollbackWith(answer);
        return answer;
      });
    } catch (error) {
      if (!(error instanceof RollbackWith)) throw error;
      if (error.outcome instanceof RestError) throw error.outcome;
      outcome = error.outcome;
    }
    const contentType = shape.singular
      ? "application/vnd.pgrst.object+json; charset=utf-8"
      : "application/json; charset=utf-8";
    const headers: Record<string, string> = { ...outcome.headers };
    if (outcome.body !== null) headers["Content-Type"] = contentType;
    send(res, outcome.status, method === "HEAD" ? null : outcome.body, headers);
  } catch (error) {
    sendError(res, error, caller, method);
  }
}

function sendError(res: ServerResponse, error: unknown, caller: Caller, method: string): void {
  const rest =
    error instanceof RestError
      ? error
      : error instanceof BodyTooLargeError
        ? new RestError(413, "PGRST102", "Request body too large")
        : isPgError(error)
          ? fromPgError(error, { authed: caller.authed, role: caller.role, method, schema: SCHEMA })
          : new RestError(500, "PGRSTX00", (error as Error).message ?? "Internal error");
  const headers: Record<string, string> = {};
  if (rest.status === 401) headers["WWW-Authenticate"] = "Bearer";
  sendJson(res, rest.status, rest.body(), { ...headers, "Proxy-Status": `PostgREST; error=${rest.code}` });
}

/** `/rpc/<fn>`: POST with a JSON object of named arguments, or GET with them as query parameters. */
async function handleRpc(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  name: string,
  caller: Caller,
) {
  const method = req.method ?? "GET";
  try {
    if (method !== "POST" && method !== "GET" && method !== "HEAD")
      throw new RestError(405, "PGRST101", `Cannot use the ${method} method on RPC`);
    const raw = method === "POST" ? await readBody(req, MAX_BODY_BYTES) : Buffer.alloc(0);
    const args =
      method === "POST" ? (raw.length === 0 ? {} : parseJsonBody(raw)) : Object.fromEntries(url.searchParams);
    if (typeof args !== "object" || args === null || Array.isArray(args))
      throw restErrors.invalidBody("Empty or invalid json");
    const singular = String(req.headers.accept ?? "").includes("application/vnd.pgrst.object+json");
    const scope = {
      role: caller.role,
      claims: caller.claims,
      headers: headersForPostgres(req.headers),
      method,
      path: `/rpc/${name}`,
    };
    const outcome = await ctx.runner.transaction(async (tx): Promise<Outcome> => {
      const statement = await buildRpc(tx, SCHEMA, name, args as Record<string, unknown>);
      await applyScope(tx, scope);
      const result = await runStatement(tx, statement);
      if (statement.returnsVoid) return { status: 204, body: null, headers: {} };
      if (singular && result.body.startsWith("[")) {
        if (result.pageCount !== 1) throw restErrors.singular(result.pageCount);
        return { status: 200, body: JSON.stringify((JSON.parse(result.body) as unknown[])[0]), headers: {} };
      }
      return { status: 200, body: result.body, headers: {} };
    });
    const headers =
      outcome.body === null
        ? outcome.headers
        : { ...outcome.headers, "Content-Type": "application/json; charset=utf-8" };
    send(res, outcome.status, method === "HEAD" ? null : outcome.body, headers);
  } catch (error) {
    sendError(res, error, caller, method);
  }
}

function parseJsonBody(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw restErrors.invalidBody("Empty or invalid json");
  }
}

type Statement = { sql: string; params: unknown[]; noop?: { representation: boolean } };

async function planStatement(
  ctx: RestContext,
  tx: Transaction,
  table: TableInfo,
  method: string,
  plan: QueryPlan,
  prefs: Preferences,
  shape: Shape,
  body: unknown,
): Promise<Statement> {
  const requireColumns = async (fields: FieldRef[]) => {
    for (const f of fields) {
      if (!(await ctx.cache.hasColumn(tx, table, f.column))) throw restErrors.undefinedColumn(table.name, f.column);
    }
  };
  const selectFields = plan.select.flatMap((s) => (s.kind === "field" ? [s.field] : []));
  await requireColumns([...selectFields, ...filterFields(plan.filters), ...plan.order.map((o) => o.field)]);
  const representation: SelectItem[] | null = prefs.return === "representation" ? plan.select : null;

  if (method === "GET" || method === "HEAD") {
    return buildRead({
      table,
      select: plan.select,
      filters: plan.filters,
      order: plan.order,
      limit: plan.limit,
      offset: plan.offset,
      countExact: prefs.count !== null,
      shape,
    });
  }

  if (method === "POST") {
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every((r) => typeof r === "object" && r !== null && !Array.isArray(r))) {
      throw restErrors.invalidBody("All object keys must match");
    }
    const records = rows as Record<string, unknown>[];
    let columns: string[];
    if (plan.columns) columns = plan.columns;
    else {
      columns = records[0] ? Object.keys(records[0]) : [];
      const key = [...columns].sort().join("\u0000");
      if (records.some((r) => Object.keys(r).sort().join("\u0000") !== key))
        throw restErrors.invalidBody("All object keys must match");
    }
    for (const column of columns) {
      if (!(await ctx.cache.hasColumn(tx, table, column))) throw restErrors.columnNotFound(table.name, column);
    }
    if (records.length === 0) return { sql: "", params: [], noop: { representation: representation !== null } };
    let conflict = null;
    if (prefs.resolution) {
      const target = plan.onConflict ?? table.primaryKey;
      await requireColumns(target.map((column) => ({ column, jsonPath: [] })));
      conflict = { target, resolution: prefs.resolution };
    }
    return buildInsert({
      table,
      columns,
      rows: records,
      missingDefault: prefs.missing === "default",
      conflict,
      representation,
      shape,
    });
  }

  // Supabase ships pg-safeupdate: unfiltered UPDATE/DELETE are refused by the database.
  if (plan.filters.length === 0) {
    throw new RestError(400, "21000", `${method === "PATCH" ? "UPDATE" : "DELETE"} requires a WHERE clause`);
  }

  if (method === "PATCH") {
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw restErrors.invalidBody("Empty or invalid json");
    const values = body as Record<string, unknown>;
    for (const column of Object.keys(values)) {
      if (!(await ctx.cache.hasColumn(tx, table, column))) throw restErrors.columnNotFound(table.name, column);
    }
    if (Object.keys(values).length === 0)
      return { sql: "", params: [], noop: { representation: representation !== null } };
    return buildUpdate({ table, values, filters: plan.filters, representation, shape });
  }

  return buildDelete({ table, filters: plan.filters, representation, shape });
}

function filterFields(filters: Filter[]): FieldRef[] {
  return filters.flatMap((f) => (f.kind === "op" ? [f.field] : filterFields(f.children)));
}

/** `updated`: the rows an upsert updated instead of inserting (mutations only). */
type StatementResult = { total: number | null; pageCount: number; body: string; updated: number };

async function runStatement(tx: Transaction, statement: Statement): Promise<StatementResult> {
  if (statement.noop) return { total: null, pageCount: 0, body: statement.noop.representation ? "[]" : "", updated: 0 };
  const { rows } = await tx.query<{ total: number | null; page_count: number; body: string; updated?: number | null }>(
    statement.sql,
    statement.params,
  );
  const row = rows[0]!;
  return {
    total: row.total === null ? null : Number(row.total),
    pageCount: Number(row.page_count),
    body: row.body,
    updated: Number(row.updated ?? 0),
  };
}

function shapeOutcome(
  method: string,
  plan: QueryPlan,
  prefs: Preferences,
  shape: Shape,
  result: StatementResult,
): Outcome {
  const headers: Record<string, string> = {};
  const applied = appliedPreferences(prefs);
  if (applied) headers["Preference-Applied"] = applied;

  if (method === "GET" || method === "HEAD") {
    const n = result.pageCount;
    const total = result.total;
    const range = n === 0 ? "*" : `${plan.offset}-${plan.offset + n - 1}`;
    headers["Content-Range"] = `${range}/${total ?? "*"}`;
    const status = total !== null && plan.offset > total ? 416 : total !== null && n < total ? 206 : 200;
    return { status, body: result.body, headers };
  }

  const representation = prefs.return === "representation";
  const n = result.pageCount;
  if (method === "POST") {
    headers["Content-Range"] = `*/${prefs.count ? n : "*"}`;
    // PostgREST: 201 unless a merging upsert inserted no row (every row was there and updated).
    const inserted = n - result.updated;
    const status = prefs.resolution === "merge-duplicates" && inserted <= 0 ? 200 : 201;
    return { status, body: representation ? result.body : null, headers };
  }
  headers["Content-Range"] = `${n === 0 ? "*" : `0-${n - 1}`}/${prefs.count ? n : "*"}`;
  if (representation) return { status: 200, body: shape.singular || result.body !== "" ? result.body : "[]", headers };
  return { status: 204, body: null, headers };
}
