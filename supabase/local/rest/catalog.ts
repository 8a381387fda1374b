import type { Transaction } from "../db.ts";

export type TableInfo = {
  schema: string;
  name: string;
  /** Column names in table order. */
  columns: string[];
  primaryKey: string[];
};

/**
 * PostgREST's schema cache, reduced to what we need: which relations and columns
 * exist in the exposed schema. Names coming from clients are only ever used after
 * a lookup here, and then quoted.
 */
export class SchemaCache {
  private tables: Map<string, TableInfo> | null = null;

  constructor(readonly schema = "public") {}

  /** Like `NOTIFY pgrst, 'reload schema'`; also done automatically on a miss. */
  invalidate(): void {
    this.tables = null;
  }

  // Lookups take the caller's transaction (still as postgres): PGlite is one
  // connection, so a query outside it could land inside another request's role.
  async table(tx: Transaction, name: string): Promise<TableInfo | undefined> {
    let found = (await this.load(tx)).get(name);
    if (!found) {
      this.invalidate();
      found = (await this.load(tx)).get(name);
    }
    return found;
  }

  /** Looks a column up, reloading once in case a migration added it since the cache was built. */
  async hasColumn(tx: Transaction, table: TableInfo, column: string): Promise<boolean> {
    if (table.columns.includes(column)) return true;
    this.invalidate();
    const fresh = (await this.load(tx)).get(table.name);
    if (fresh && fresh !== table) {
      table.columns = fresh.columns;
      table.primaryKey = fresh.primaryKey;
    }
    return table.columns.includes(column);
  }

  async tableNames(tx: Transaction): Promise<string[]> {
    return [...(await this.load(tx)).keys()];
  }

  private async load(tx: Transaction): Promise<Map<string, TableInfo>> {
    if (this.tables) return this.tables;
    const { rows } = await tx.query<{ table: string; columns: string[] | null; pk: string[] | null }>(
      `select c.relname as table,
              (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
              (select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
                 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                where i.indrelid = c.oid and i.indisprimary) as pk
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
      [this.schema],
    );
    this.tables = new Map(
      rows.map((r) => [
        r.table,
        { schema: this.schema, name: r.table, columns: r.columns ?? [], primaryKey: r.pk ?? [] },
      ]),
    );
    return this.tables;
  }
}
