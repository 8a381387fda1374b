/**
 * A migration file as its statements, split at top-level semicolons the way the
 * Supabase CLI does before `db push` sends them (and records them in
 * supabase_migrations.schema_migrations.statements): semicolons inside quotes,
 * quoted identifiers, dollar-quoted bodies and comments do not end a statement.
 * Each statement keeps its leading comments; blank remainders are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === "-" && next === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === "/" && next === "*") {
      i = skipBlockComment(sql, i);
    } else if (c === "'") {
      i = skipQuoted(sql, i, "'", isEscapeString(sql, i));
    } else if (c === '"') {
      i = skipQuoted(sql, i, '"', false);
    } else if (c === "$") {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? "")) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else {
        i++;
      }
    } else if (c === ";") {
      push(statements, sql.slice(start, i + 1));
      start = ++i;
    } else {
      i++;
    }
  }
  push(statements, sql.slice(start));
  return statements;
}

function push(statements: string[], text: string): void {
  if (statementBody(text).replace(/;$/, "").trim() !== "") statements.push(text.trim());
}

/** The statement without its leading whitespace and comments (for recognising its kind). */
export function statementBody(statement: string): string {
  let rest = statement.trimStart();
  for (;;) {
    if (rest.startsWith("--")) {
      const end = rest.indexOf("\n");
      rest = end === -1 ? "" : rest.slice(end + 1).trimStart();
    } else if (rest.startsWith("/*")) {
      rest = rest.slice(skipBlockComment(rest, 0)).trimStart();
    } else {
      return rest;
    }
  }
}

/** E'…' strings take backslash escapes; standard strings do not. */
function isEscapeString(sql: string, quote: number): boolean {
  return /[eE]/.test(sql[quote - 1] ?? "") && !/[A-Za-z0-9_]/.test(sql[quote - 2] ?? "");
}

function skipQuoted(sql: string, open: number, quote: string, backslashEscapes: boolean): number {
  let i = open + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === "\\") i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i++;
  }
  return i;
}

function skipBlockComment(sql: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < sql.length) {
    if (sql[i] === "/" && sql[i + 1] === "*") {
      depth++;
      i += 2;
    } else if (sql[i] === "*" && sql[i + 1] === "/") {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  return i;
}
