/**
 * Writes src/lib/database.types.ts from the migrations, in the shape
 * `supabase gen types typescript` produces, without Docker or a hosted project:
 * the migrations are applied to an in-memory local stack and its catalog is read.
 *
 *   npm run gen:types             regenerate the file
 *   npm run gen:types -- --check  exit 1 when the file is stale (CI)
 */
import { readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import type { Database } from "../supabase/local/db.ts";
import { isMainScript } from "./cli-args";

const OUT_FILE = fileURLToPath(new URL("../src/lib/database.types.ts", import.meta.url));
const SCHEMAS = ["public"];
// Reported to supabase-js through Database.__InternalSupabase, like the CLI does.
const POSTGREST_VERSION = "12";

type Column = {
  table_oid: number;
  name: string;
  type_name: string;
  type_schema: string;
  type_kind: string;
  elem_name: string | null;
  elem_schema: string | null;
  elem_kind: string | null;
  nullable: boolean;
  has_default: boolean;
  is_identity: boolean;
  identity_always: boolean;
  is_generated: boolean;
};

type Relation = { oid: number; schema: string; name: string; kind: string; insertable: boolean; updatable: boolean };

type ForeignKey = {
  table_oid: number;
  name: string;
  columns: string[];
  referenced_schema: string;
  referenced_table: string;
  referenced_columns: string[];
  one_to_one: boolean;
};

type FunctionArg = { name: string; type: TypeRef; has_default: boolean };
type TypeRef = { name: string; schema: string; kind: string; elem: TypeRef | null };
type DbFunction = {
  schema: string;
  name: string;
  args: FunctionArg[];
  returns: TypeRef;
  returns_set: boolean;
  table_columns: { name: string; type: TypeRef }[] | null;
};

type Catalog = {
  relations: Relation[];
  columns: Column[];
  foreignKeys: ForeignKey[];
  enums: { schema: string; name: string; values: string[] }[];
  composites: { schema: string; name: string; attributes: { name: string; type: TypeRef }[] }[];
  functions: DbFunction[];
};

export async function readCatalog(db: Pick<Database, "query">, schemas = SCHEMAS): Promise<Catalog> {
  const relations = (
    await db.query<Relation>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind,
              (pg_relation_is_updatable(c.oid, false) & 8) = 8 as insertable,
              (pg_relation_is_updatable(c.oid, false) & 4) = 4 as updatable
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by n.nspname, c.relname`,
      [schemas],
    )
  ).rows;

  const columns = (
    await db.query<Column>(
      `select a.attrelid::int as table_oid, a.attname as name,
              t.typname as type_name, tn.nspname as type_schema, t.typtype as type_kind,
              et.typname as elem_name, en.nspname as elem_schema, et.typtype as elem_kind,
              not a.attnotnull as nullable, a.atthasdef as has_default,
              a.attidentity <> '' as is_identity, a.attidentity = 'a' as identity_always,
              a.attgenerated <> '' as is_generated
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_type t on t.oid = a.atttypid
         join pg_namespace tn on tn.oid = t.typnamespace
         left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
         left join pg_namespace en on en.oid = et.typnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and a.attnum > 0 and not a.attisdropped
        order by a.attrelid, a.attname`,
      [schemas],
    )
  ).rows;

  const foreignKeys = (
    await db.query<ForeignKey>(
      `select con.conrelid::int as table_oid, con.conname as name,
              array(select attname from unnest(con.conkey) with ordinality k(num, ord)
                      join pg_attribute on attrelid = con.conrelid and attnum = k.num order by k.ord) as columns,
              rn.nspname as referenced_schema, rc.relname as referenced_table,
              array(select attname from unnest(con.confkey) with ordinality k(num, ord)
                      join pg_attribute on attrelid = con.confrelid and attnum = k.num order by k.ord) as referenced_columns,
              exists (
                select 1 from pg_index i
                 where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                   and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                     = (select array_agg(x order by x) from unnest(con.conkey) x)
              ) as one_to_one
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and n.nspname = any($1)
        order by con.conname`,
      [schemas],
    )
  ).rows;

  const enums = (
    await db.query<{ schema: string; name: string; values: string[] }>(
      `select n.nspname as schema, t.typname as name,
              array(select enumlabel from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where t.typtype = 'e' and n.nspname = any($1)
        order by t.typname`,
      [schemas],
    )
  ).rows;

  const typeRefSql = (oidExpr: string) => `(
    select json_build_object(
      'name', t.typname, 'schema', tn.nspname, 'kind', t.typtype,
      'elem', case when t.typcategory = 'A' then (
        select json_build_object('name', et.typname, 'schema', en.nspname, 'kind', et.typtype, 'elem', null)
          from pg_type et join pg_namespace en on en.oid = et.typnamespace where et.oid = t.typelem) end)
      from pg_type t join pg_namespace tn on tn.oid = t.typnamespace where t.oid = ${oidExpr})`;

  const composites = (
    await db.query<Catalog["composites"][number]>(
      `select n.nspname as schema, t.typname as name,
              coalesce((select json_agg(json_build_object('name', a.attname, 'type', ${typeRefSql("a.atttypid")})
                                 order by a.attnum)
                          from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped),
                       '[]'::json) as attributes
         from pg_type t
         join pg_namespace n on n.oid = t.typnamespace
         join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
        where t.typtype = 'c' and n.nspname = any($1)
        order by t.typname`,
      [schemas],
    )
  ).rows;

  // Like postgres-meta: trigger and other internal functions can't be called over the API.
  const functions = (
    await db.query<DbFunction>(
      `select n.nspname as schema, p.proname as name,
              coalesce((
                select json_agg(json_build_object(
                         'name', coalesce(p.proargnames[arg.ord], ''),
                         'type', ${typeRefSql("arg.type_oid")},
                         'has_default', arg.ord > p.pronargs - p.pronargdefaults) order by arg.ord)
                  from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                              coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
                       with ordinality as arg(type_oid, mode, ord)
                 where arg.mode in ('i', 'b', 'v')
              ), '[]'::json) as args,
              ${typeRefSql("p.prorettype")} as returns,
              p.proretset as returns_set,
              (
                select json_agg(json_build_object('name', p.proargnames[arg.ord], 'type', ${typeRefSql("arg.type_oid")})
                                order by arg.ord)
                  from unnest(p.proallargtypes, p.proargmodes) with ordinality as arg(type_oid, mode, ord)
                 where arg.mode = 't'
              ) as table_columns
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = any($1) and p.prokind = 'f'
          and rt.typname not in ('trigger', 'event_trigger', 'internal', 'language_handler', 'fdw_handler')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by p.proname, p.oid`,
      [schemas],
    )
  ).rows;

  return { relations, columns, foreignKeys, enums, composites, functions };
}

const NUMBER_TYPES = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"]);
const STRING_TYPES = new Set([
  "bytea",
  "bpchar",
  "varchar",
  "text",
  "citext",
  "uuid",
  "date",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "interval",
  "inet",
  "cidr",
  "macaddr",
  "macaddr8",
  "money",
  "tsvector",
  "tsquery",
  "vector",
  "name",
  "char",
  "xml",
]);

function tsType(type: TypeRef, schemaNames: Set<string>): string {
  if (type.elem) return `${wrapArray(tsType(type.elem, schemaNames))}[]`;
  if (type.kind === "e" && schemaNames.has(type.schema)) return `Database[${q(type.schema)}]["Enums"][${q(type.name)}]`;
  if (type.kind === "c" && schemaNames.has(type.schema)) {
    return `Database[${q(type.schema)}]["CompositeTypes"][${q(type.name)}]`;
  }
  if (type.name === "bool") return "boolean";
  if (NUMBER_TYPES.has(type.name)) return "number";
  if (STRING_TYPES.has(type.name)) return "string";
  if (type.name === "json" || type.name === "jsonb") return "Json";
  if (type.name === "void") return "undefined";
  if (type.name === "record") return "Record<string, unknown>";
  return "unknown";
}

const wrapArray = (t: string) => (/[|&]/.test(t) ? `(${t})` : t);
const q = (s: string) => JSON.stringify(s);
const key = (s: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s) ? s : q(s));
const NEVER_MAP = "{ [_ in never]: never }";

function columnRef(c: Column): TypeRef {
  return {
    name: c.type_name,
    schema: c.type_schema,
    kind: c.type_kind,
    elem: c.elem_name ? { name: c.elem_name, schema: c.elem_schema ?? "", kind: c.elem_kind ?? "b", elem: null } : null,
  };
}

export function renderTypes(catalog: Catalog, schemas = SCHEMAS): string {
  const schemaNames = new Set(schemas);
  const columnsOf = (oid: number) => catalog.columns.filter((c) => c.table_oid === oid);
  const type = (c: Column) => tsType(columnRef(c), schemaNames) + (c.nullable ? " | null" : "");

  const relationships = (r: Relation) => {
    const fks = catalog.foreignKeys.filter((fk) => fk.table_oid === r.oid);
    if (fks.length === 0) return "[]";
    return `[${fks
      .map(
        (fk) => `{
          foreignKeyName: ${q(fk.name)}
          columns: [${fk.columns.map(q).join(", ")}]
          isOneToOne: ${fk.one_to_one}
          referencedRelation: ${q(fk.referenced_table)}
          referencedColumns: [${fk.referenced_columns.map(q).join(", ")}]
        },`,
      )
      .join("\n")}]`;
  };

  const insertField = (c: Column) => {
    if (c.is_generated || c.identity_always) return `${key(c.name)}?: never`;
    const optional = c.nullable || c.has_default || c.is_identity;
    return `${key(c.name)}${optional ? "?" : ""}: ${type(c)}`;
  };
  const updateField = (c: Column) =>
    c.is_generated || c.identity_always ? `${key(c.name)}?: never` : `${key(c.name)}?: ${type(c)}`;

  const renderTable = (r: Relation) => {
    const cols = columnsOf(r.oid);
    return `${key(r.name)}: {
      Row: { ${cols.map((c) => `${key(c.name)}: ${type(c)}`).join("\n")} }
      Insert: { ${cols.map(insertField).join("\n")} }
      Update: { ${cols.map(updateField).join("\n")} }
      Relationships: ${relationships(r)}
    }`;
  };

  const renderView = (r: Relation) => {
    const cols = columnsOf(r.oid);
    // Views carry no NOT NULL information; postgres-meta types every view column as nullable.
    const viewCols = cols.map((c) => ({ ...c, nullable: true }));
    const parts = [`Row: { ${viewCols.map((c) => `${key(c.name)}: ${type(c)}`).join("\n")} }`];
    if (r.insertable) parts.push(`Insert: { ${viewCols.map(insertField).join("\n")} }`);
    if (r.updatable) parts.push(`Update: { ${viewCols.map(updateField).join("\n")} }`);
    parts.push(`Relationships: ${relationships(r)}`);
    return `${key(r.name)}: { ${parts.join("\n")} }`;
  };

  const renderFunctionGroup = (name: string, overloads: DbFunction[]) => {
    const signatures = overloads.map((f) => {
      const args = f.args.filter((a) => a.name !== "");
      const argsType =
        f.args.length === 0
          ? "never"
          : `{ ${args.map((a) => `${key(a.name)}${a.has_default ? "?" : ""}: ${tsType(a.type, schemaNames)}`).join("; ")} }`;
      let returns: string;
      if (f.table_columns && f.table_columns.length > 0) {
        returns = `{ ${f.table_columns.map((c) => `${key(c.name)}: ${tsType(c.type, schemaNames)}`).join("; ")} }[]`;
      } else {
        const table = catalog.relations.find((r) => r.schema === f.returns.schema && r.name === f.returns.name);
        const base = table
          ? `Database[${q(table.schema)}]["Tables"][${q(table.name)}]["Row"]`
          : tsType(f.returns, schemaNames);
        returns = f.returns_set ? `${wrapArray(base)}[]` : base;
      }
      return `{ Args: ${argsType}; Returns: ${returns} }`;
    });
    return `${key(name)}: ${signatures.join(" | ")}`;
  };

  const renderSchema = (schema: string) => {
    const rels = catalog.relations.filter((r) => r.schema === schema);
    const tables = rels.filter((r) => ["r", "p", "f"].includes(r.kind));
    const views = rels.filter((r) => ["v", "m"].includes(r.kind));
    const functions = catalog.functions.filter((f) => f.schema === schema);
    const functionNames = [...new Set(functions.map((f) => f.name))].sort();
    const enums = catalog.enums.filter((e) => e.schema === schema);
    const composites = catalog.composites.filter((c) => c.schema === schema);
    const block = (items: string[]) => (items.length === 0 ? NEVER_MAP : `{ ${items.join("\n")} }`);
    return `${key(schema)}: {
      Tables: ${block(tables.map(renderTable))}
      Views: ${block(views.map(renderView))}
      Functions: ${block(
        functionNames.map((n) =>
          renderFunctionGroup(
            n,
            functions.filter((f) => f.name === n),
          ),
        ),
      )}
      Enums: ${block(enums.map((e) => `${key(e.name)}: ${e.values.map(q).join(" | ")}`))}
      CompositeTypes: ${block(
        composites.map(
          (c) =>
            `${key(c.name)}: { ${c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type, schemaNames)} | null`).join("\n")} }`,
        ),
      )}
    }`;
  };

  const constants = `export const Constants = {
    ${schemas
      .map((schema) => {
        const enums = catalog.enums.filter((e) => e.schema === schema);
        return `${key(schema)}: { Enums: { ${enums.map((e) => `${key(e.name)}: [${e.values.map(q).join(", ")}],`).join("\n")} } },`;
      })
      .join("\n")}
  } as const`;

  return `// Generated by scripts/gen-types.ts from supabase/migrations (npm run gen:types). Do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(POSTGREST_VERSION)}
  }
  ${schemas.map(renderSchema).join("\n")}
}

${HELPER_TYPES}

${constants}
`;
}

// Verbatim from `supabase gen types typescript`, so code written against the CLI output keeps compiling.
const HELPER_TYPES = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

/** Formats like the rest of the repo, so `npm run format` leaves the file alone. */
async function format(source: string): Promise<string> {
  const config = (await prettier.resolveConfig(OUT_FILE)) ?? {};
  return prettier.format(source, { ...config, parser: "typescript", filepath: OUT_FILE });
}

export async function generateTypes(db: Pick<Database, "query">): Promise<string> {
  return format(renderTypes(await readCatalog(db)));
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const { startLocalStack } = await import("../supabase/local/server.ts");
  const stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  let generated: string;
  try {
    generated = await generateTypes(stack.db);
  } finally {
    await stack.stop();
  }

  const current = existsSync(OUT_FILE) ? await readFile(OUT_FILE, "utf8") : null;
  if (check) {
    if (current !== generated) {
      console.error(
        "src/lib/database.types.ts does not match supabase/migrations.\n" +
          "Run `npm run gen:types` and commit the result.",
      );
      process.exit(1);
    }
    console.log("src/lib/database.types.ts is up to date.");
    return;
  }
  if (current === generated) {
    console.log("src/lib/database.types.ts is already up to date.");
    return;
  }
  await writeFile(OUT_FILE, generated);
  console.log("Wrote src/lib/database.types.ts.");
}

if (isMainScript(import.meta.url)) {
  await main();
}
