import { restErrors } from "./errors.ts";

/** A column reference as PostgREST accepts it: `col`, `col->key`, `col->>key`, optional `::cast`. */
export type FieldRef = { column: string; jsonPath: { arrow: "->" | "->>"; key: string }[] };

export type SelectItem =
  { kind: "star" } | { kind: "field"; field: FieldRef; alias: string | null; cast: string | null };

export type Filter =
  | { kind: "op"; field: FieldRef; negate: boolean; op: string; value: string }
  | { kind: "logic"; op: "and" | "or"; negate: boolean; children: Filter[] };

export type OrderTerm = { field: FieldRef; dir: "asc" | "desc" | null; nulls: "first" | "last" | null };

export type QueryPlan = {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  columns: string[] | null;
  onConflict: string[] | null;
};

export const FILTER_OPERATORS = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "in",
  "is",
  "isdistinct",
  "cs",
  "cd",
  "ov",
]);

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const CAST_PATTERN = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

export function parseQuery(params: URLSearchParams): QueryPlan {
  const plan: QueryPlan = {
    select: parseSelect(params.get("select") ?? "*"),
    filters: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
  };
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    if (key === "or" || key === "and" || key === "not.or" || key === "not.and") {
      const negate = key.startsWith("not.");
      const op = (negate ? key.slice(4) : key) as "and" | "or";
      plan.filters.push({ kind: "logic", op, negate, children: parseLogicList(value) });
      continue;
    }
    plan.filters.push(parseFilter(parseFieldRef(key), value, false));
  }
  const order = params.get("order");
  if (order) plan.order = splitTopLevel(order).map(parseOrderTerm);
  const limit = params.get("limit");
  if (limit !== null) plan.limit = parseNonNegativeInt(limit, "limit");
  const offset = params.get("offset");
  if (offset !== null) plan.offset = parseNonNegativeInt(offset, "offset");
  const columns = params.get("columns");
  if (columns !== null) plan.columns = splitTopLevel(columns).map(unquote);
  const onConflict = params.get("on_conflict");
  if (onConflict !== null) plan.onConflict = splitTopLevel(onConflict).map(unquote);
  return plan;
}

/** `Range: 0-9` (items) as PostgREST reads it, turned into limit/offset. */
export function applyRangeHeader(plan: QueryPlan, range: string | undefined): void {
  if (!range) return;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!match) return;
  const from = Number(match[1]);
  plan.offset = from;
  if (match[2] !== "") {
    const to = Number(match[2]);
    const count = Math.max(0, to - from + 1);
    plan.limit = plan.limit === null ? count : Math.min(plan.limit, count);
  }
}

function parseNonNegativeInt(text: string, what: string): number {
  if (!/^\d+$/.test(text))
    throw restErrors.parse(`"failed to parse ${what} parameter (${text})"`, `unexpected "${text}" expecting digit`);
  return Number(text);
}

export function parseSelect(select: string): SelectItem[] {
  return splitTopLevel(select).map((raw): SelectItem => {
    const item = raw.trim();
    if (item === "*") return { kind: "star" };
    if (item.includes("(")) {
      // Embedding needs foreign-key relationships; this stack serves flat tables only.
      throw restErrors.parse(
        `"failed to parse select parameter (${select})"`,
        "resource embedding is not supported by the local stack",
      );
    }
    let alias: string | null = null;
    let rest = item;
    const aliasMatch = /^("(?:[^"]|"")+"|[^:"]+):(?!:)(.+)$/.exec(item);
    if (aliasMatch) {
      alias = unquote(aliasMatch[1]!);
      rest = aliasMatch[2]!;
    }
    let cast: string | null = null;
    const castAt = rest.lastIndexOf("::");
    if (castAt > 0) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
      if (!CAST_PATTERN.test(cast))
        throw restErrors.parse(`"failed to parse select parameter (${select})"`, `invalid cast "${cast}"`);
    }
    return { kind: "field", field: parseFieldRef(rest), alias, cast };
  });
}

export function parseFieldRef(text: string): FieldRef {
  const parts = text.split(/(->>|->)/);
  const column = unquote(parts[0] ?? "");
  const jsonPath: FieldRef["jsonPath"] = [];
  for (let i = 1; i < parts.length; i += 2) {
    jsonPath.push({ arrow: parts[i] as "->" | "->>", key: unquote(parts[i + 1] ?? "") });
  }
  return { column, jsonPath };
}

function parseOrderTerm(term: string): OrderTerm {
  const segments = term.split(".");
  const modifiers: string[] = [];
  while (segments.length > 1 && ["asc", "desc", "nullsfirst", "nullslast"].includes(segments.at(-1)!)) {
    modifiers.unshift(segments.pop()!);
  }
  const field = parseFieldRef(segments.join("."));
  let dir: OrderTerm["dir"] = null;
  let nulls: OrderTerm["nulls"] = null;
  for (const m of modifiers) {
    if (m === "asc" || m === "desc") dir = m;
    else nulls = m === "nullsfirst" ? "first" : "last";
  }
  return { field, dir, nulls };
}

/** `[not.]op.value` for one field. */
export function parseFilter(field: FieldRef, expression: string, insideLogic: boolean): Filter {
  let negate = false;
  let rest = expression;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = dot === -1 ? rest : rest.slice(0, dot);
  let value = dot === -1 ? "" : rest.slice(dot + 1);
  if (!FILTER_OPERATORS.has(op)) {
    throw restErrors.parse(`"failed to parse filter (${expression})"`, `unknown or unsupported operator "${op}"`);
  }
  if (insideLogic && op !== "in" && value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    value = unquote(value);
  }
  return { kind: "op", field, negate, op, value };
}

function parseLogicList(text: string): Filter[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith("(") || !trimmed.endsWith(")")) {
    throw restErrors.parse(`"failed to parse logic tree (${text})"`, 'expecting "("');
  }
  return splitTopLevel(trimmed.slice(1, -1)).map(parseLogicItem);
}

function parseLogicItem(item: string): Filter {
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (logic)
    return {
      kind: "logic",
      op: logic[2] as "and" | "or",
      negate: Boolean(logic[1]),
      children: parseLogicList(logic[3]!),
    };
  // field.[not.]op.value — the field ends at the first dot that precedes an operator.
  const segments = item.split(".");
  for (let i = 1; i < segments.length; i++) {
    const candidate = segments[i]!;
    if (FILTER_OPERATORS.has(candidate) || (candidate === "not" && FILTER_OPERATORS.has(segments[i + 1] ?? ""))) {
      return parseFilter(parseFieldRef(segments.slice(0, i).join(".")), segments.slice(i).join("."), true);
    }
  }
  throw restErrors.parse(
    `"failed to parse logic tree (${item})"`,
    "expecting a filter of the form column.operator.value",
  );
}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\" && quoted && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "(") depth++;
    else if (!quoted && ch === ")") depth--;
    if (ch === "," && depth === 0 && !quoted) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  if (current !== "" || out.length > 0) out.push(current);
  return out;
}

/** `"a \"b\""` → `a "b"`; bare text unchanged. */
export function unquote(text: string): string {
  const t = text.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    return t.slice(1, -1).replace(/\\(.)/g, "$1").replaceAll('""', '"');
  }
  return t;
}

/** The list inside `in.(a,"b,c")`. */
export function parseInList(value: string): string[] {
  const t = value.trim();
  if (!t.startsWith("(") || !t.endsWith(")")) {
    throw restErrors.parse(`"failed to parse filter (in.${value})"`, 'expecting "("');
  }
  const inner = t.slice(1, -1);
  if (inner === "") return [];
  return splitTopLevel(inner).map(unquote);
}
