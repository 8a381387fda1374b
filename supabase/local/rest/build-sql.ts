import { quoteIdent } from "../db.ts";
import type { TableInfo } from "./catalog.ts";
import { restErrors } from "./errors.ts";
import { parseInList, type FieldRef, type Filter, type OrderTerm, type SelectItem } from "./query-params.ts";

/**
 * Builds the statements PostgREST would run. Identifiers come from the schema
 * cache and are always quoted; every client value is a bound parameter.
 */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type Shape = { singular: boolean; stripNulls: boolean };

export function relation(table: TableInfo): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

function fieldSql(field: FieldRef, params: Params, qualifier: string | null): string {
  let sql = qualifier ? `${qualifier}.${quoteIdent(field.column)}` : quoteIdent(field.column);
  for (const step of field.jsonPath) {
    // A numeric step indexes a JSON array, as in PostgREST.
    const key = /^-?\d+$/.test(step.key) ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`;
    sql += ` ${step.arrow} ${key}`;
  }
  return sql;
}

function selectListSql(items: SelectItem[], params: Params, qualifier: string | null): string {
  return items
    .map((item) => {
      if (item.kind === "star") return qualifier ? `${qualifier}.*` : "*";
      const base = fieldSql(item.field, params, qualifier);
      const expr = item.cast ? `(${base})::${item.cast}` : base;
      const name = item.alias ?? item.field.jsonPath.at(-1)?.key ?? item.field.column;
      return `${expr} AS ${quoteIdent(name)}`;
    })
    .join(", ");
}

const COMPARISON: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "LIKE",
  ilike: "ILIKE",
  match: "~",
  imatch: "~*",
  isdistinct: "IS DISTINCT FROM",
  cs: "@>",
  cd: "<@",
  ov: "&&",
};

const IS_VALUES: Record<string, string> = {
  null: "NULL",
  not_null: "NOT NULL",
  true: "TRUE",
  false: "FALSE",
  unknown: "UNKNOWN",
};

function filterSql(filter: Filter, params: Params, qualifier: string): string {
  if (filter.kind === "logic") {
    const inner = filter.children
      .map((c) => filterSql(c, params, qualifier))
      .join(filter.op === "and" ? " AND " : " OR ");
    const grouped = `(${inner || (filter.op === "and" ? "TRUE" : "FALSE")})`;
    return filter.negate ? `NOT ${grouped}` : grouped;
  }
  const field = fieldSql(filter.field, params, qualifier);
  let sql: string;
  if (filter.op === "in") {
    const list = parseInList(filter.value);
    sql = list.length === 0 ? "FALSE" : `${field} IN (${list.map((v) => params.add(v)).join(", ")})`;
  } else if (filter.op === "is") {
    const keyword = IS_VALUES[filter.value.toLowerCase()];
    if (!keyword)
      throw restErrors.parse(
        `"failed to parse filter (is.${filter.value})"`,
        `unexpected "${filter.value}" expecting null, not_null, true, false or unknown`,
      );
    sql = `${field} IS ${keyword}`;
  } else {
    const value = filter.op === "like" || filter.op === "ilike" ? filter.value.replaceAll("*", "%") : filter.value;
    sql = `${field} ${COMPARISON[filter.op]} ${params.add(value)}`;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

export function whereSql(filters: Filter[], params: Params, qualifier: string): string {
  if (filters.length === 0) return "";
  return ` WHERE ${filters.map((f) => filterSql(f, params, qualifier)).join(" AND ")}`;
}

function orderSql(order: OrderTerm[], params: Params, qualifier: string): string {
  if (order.length === 0) return "";
  const terms = order.map((t) => {
    let sql = fieldSql(t.field, params, qualifier);
    if (t.dir) sql += ` ${t.dir.toUpperCase()}`;
    if (t.nulls) sql += ` NULLS ${t.nulls.toUpperCase()}`;
    return sql;
  });
  return ` ORDER BY ${terms.join(", ")}`;
}

/** The JSON body expression PostgREST aggregates in SQL, so values render exactly as Postgres prints them. */
function bodySql(shape: Shape): string {
  const agg = shape.stripNulls ? "json_strip_nulls(json_agg(_))" : "json_agg(_)";
  return shape.singular ? `coalesce((${agg}->0)::text, 'null')` : `coalesce(${agg}, '[]')::text`;
}

export type ReadSpec = {
  table: TableInfo;
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  countExact: boolean;
  shape: Shape;
};

export function buildRead(spec: ReadSpec): { sql: string; params: unknown[] } {
  const params = new Params();
  const rel = relation(spec.table);
  const where = whereSql(spec.filters, params, rel);
  const order = orderSql(spec.order, params, rel);
  const limit = spec.limit !== null ? ` LIMIT ${params.add(spec.limit)}::bigint` : "";
  const offset = spec.offset > 0 ? ` OFFSET ${params.add(spec.offset)}::bigint` : "";
  const total = spec.countExact ? `(SELECT count(*) FROM ${rel}${where})` : "NULL::bigint";
  const sql = `SELECT ${total} AS total, count(*) AS page_count, ${bodySql(spec.shape)} AS body
FROM (SELECT ${selectListSql(spec.select, params, rel)} FROM ${rel}${where}${order}${limit}${offset}) _`;
  return { sql, params: params.values };
}

/**
 * Counts the rows an upsert's ON CONFLICT DO UPDATE updated, in a transaction-local
 * setting read after the statement (`updated`), as PostgREST counts the rows it
 * inserted: the condition is always true.
 */
const COUNT_UPDATED = `set_config('pgrst.updated', (coalesce(nullif(current_setting('pgrst.updated', true), '')::int, 0) + 1)::text, true) IS NOT NULL`;
const UPDATED_SQL = `nullif(current_setting('pgrst.updated', true), '')::int`;

/** Wraps a data-modifying statement so it reports affected rows, upserted updates and, when asked, the representation. */
function wrapMutation(mutation: string, representation: SelectItem[] | null, shape: Shape, params: Params): string {
  if (!representation) {
    return `WITH pgrst_source AS (${mutation} RETURNING 1) SELECT NULL::bigint AS total, count(*) AS page_count, '' AS body, ${UPDATED_SQL} AS updated FROM pgrst_source`;
  }
  return `WITH pgrst_source AS (${mutation}) SELECT NULL::bigint AS total, count(*) AS page_count, ${bodySql(shape)} AS body, ${UPDATED_SQL} AS updated
FROM (SELECT ${selectListSql(representation, params, null)} FROM pgrst_source) _`;
}

export type InsertSpec = {
  table: TableInfo;
  columns: string[];
  rows: Record<string, unknown>[];
  missingDefault: boolean;
  conflict: { target: string[]; resolution: "merge-duplicates" | "ignore-duplicates" } | null;
  representation: SelectItem[] | null;
  shape: Shape;
};

export function buildInsert(spec: InsertSpec): { sql: string; params: unknown[] } {
  const params = new Params();
  const rel = relation(spec.table);
  const cols = spec.columns.map(quoteIdent);
  let insert: string;
  if (cols.length === 0) {
    insert = `INSERT INTO ${rel} DEFAULT VALUES`;
  } else if (spec.missingDefault && spec.rows.some((row) => spec.columns.some((c) => !(c in row)))) {
    // Missing keys become DEFAULT (Prefer: missing=default), which only a VALUES list can express.
    const tuples = spec.rows.map((row) => {
      const record = `json_populate_record(NULL::${rel}, ${params.add(JSON.stringify(row))}::json)`;
      return `(${spec.columns.map((c) => (c in row ? `(${record}).${quoteIdent(c)}` : "DEFAULT")).join(", ")})`;
    });
    insert = `INSERT INTO ${rel} (${cols.join(", ")}) VALUES ${tuples.join(", ")}`;
  } else {
    // json_populate_recordset converts JSON to column types exactly as PostgREST's own insert does.
    insert = `INSERT INTO ${rel} (${cols.join(", ")}) SELECT ${cols.join(", ")} FROM json_populate_recordset(NULL::${rel}, ${params.add(
      JSON.stringify(spec.rows),
    )}::json) _`;
  }
  if (spec.conflict) {
    const target = spec.conflict.target.length > 0 ? ` (${spec.conflict.target.map(quoteIdent).join(", ")})` : "";
    const updates = spec.columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
    insert +=
      spec.conflict.resolution === "ignore-duplicates" || updates.length === 0
        ? ` ON CONFLICT${target} DO NOTHING`
        : ` ON CONFLICT${target} DO UPDATE SET ${updates.join(", ")} WHERE ${COUNT_UPDATED}`;
  }
  if (spec.representation) insert += ` RETURNING ${rel}.*`;
  return { sql: wrapMutation(insert, spec.representation, spec.shape, params), params: params.values };
}

export type UpdateSpec = {
  table: TableInfo;
  values: Record<string, unknown>;
  filters: Filter[];
  representation: SelectItem[] | null;
  shape: Shape;
};

export function buildUpdate(spec: UpdateSpec): { sql: string; params: unknown[] } {
  const params = new Params();
  const rel = relation(spec.table);
  const body = params.add(JSON.stringify(spec.values));
  const sets = Object.keys(spec.values).map((c) => `${quoteIdent(c)} = pgrst_body.${quoteIdent(c)}`);
  let update = `UPDATE ${rel} SET ${sets.join(", ")} FROM (SELECT * FROM json_populate_record(NULL::${rel}, ${body}::json)) pgrst_body${whereSql(spec.filters, params, rel)}`;
  if (spec.representation) update += ` RETURNING ${rel}.*`;
  return { sql: wrapMutation(update, spec.representation, spec.shape, params), params: params.values };
}

export type DeleteSpec = { table: TableInfo; filters: Filter[]; representation: SelectItem[] | null; shape: Shape };

export function buildDelete(spec: DeleteSpec): { sql: string; params: unknown[] } {
  const params = new Params();
  const rel = relation(spec.table);
  let del = `DELETE FROM ${rel}${whereSql(spec.filters, params, rel)}`;
  if (spec.representation) del += ` RETURNING ${rel}.*`;
  return { sql: wrapMutation(del, spec.representation, spec.shape, params), params: params.values };
}
