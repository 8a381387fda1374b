import { quoteIdent, type Transaction } from "../db.ts";
import { RestError } from "./errors.ts";

type Routine = {
  argNames: string[];
  argTypes: string[];
  returnsSet: boolean;
  returnsVoid: boolean;
};

/**
 * `POST /rpc/<fn>` (JSON object of named arguments) and `GET /rpc/<fn>?arg=value`,
 * like PostgREST: arguments are decoded with json_to_record against the argument
 * types from pg_proc, so every value stays a bound parameter.
 */
export async function buildRpc(
  tx: Transaction,
  schema: string,
  name: string,
  args: Record<string, unknown>,
): Promise<{ sql: string; params: unknown[]; returnsVoid: boolean }> {
  const routine = await findRoutine(tx, schema, name, Object.keys(args));
  const fn = `${quoteIdent(schema)}.${quoteIdent(name)}`;
  const given = routine.argNames.filter((a) => a in args);
  // Types come from the catalog (format_type), never from the client.
  const recordDef = given.map((a) => `${quoteIdent(a)} ${routine.argTypes[routine.argNames.indexOf(a)]}`).join(", ");
  const call = `${fn}(${given.map((a) => `${quoteIdent(a)} := pgrst_args.${quoteIdent(a)}`).join(", ")})`;
  const from = given.length > 0 ? ` FROM json_to_record($1::json) AS pgrst_args(${recordDef})` : "";
  const params = given.length > 0 ? [JSON.stringify(args)] : [];
  if (routine.returnsSet) {
    const source =
      given.length > 0 ? `json_to_record($1::json) AS pgrst_args(${recordDef}), LATERAL ${call} _` : `${call} _`;
    return {
      sql: `SELECT NULL::bigint AS total, count(*) AS page_count, coalesce(json_agg(_), '[]')::text AS body FROM ${source}`,
      params,
      returnsVoid: false,
    };
  }
  return {
    sql: `SELECT NULL::bigint AS total, 1 AS page_count, coalesce(to_json(${call})::text, 'null') AS body${from}`,
    params,
    returnsVoid: routine.returnsVoid,
  };
}

async function findRoutine(tx: Transaction, schema: string, name: string, keys: string[]): Promise<Routine> {
  const { rows } = await tx.query<{
    arg_names: string[] | null;
    arg_types: string[] | null;
    nargs: number;
    ndefaults: number;
    retset: boolean;
    rettype: string;
  }>(
    `select coalesce(p.proargnames[1:p.pronargs], '{}') as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
            p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as retset, format_type(p.prorettype, null) as rettype
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  for (const row of rows) {
    const argNames = row.arg_names ?? [];
    const required = argNames.slice(0, row.nargs - row.ndefaults);
    if (keys.every((k) => argNames.includes(k)) && required.every((r) => keys.includes(r))) {
      return {
        argNames,
        argTypes: row.arg_types ?? [],
        returnsSet: row.retset,
        returnsVoid: row.rettype === "void",
      };
    }
  }
  const listed = keys.join(", ");
  throw new RestError(
    404,
    "PGRST202",
    `Could not find the function ${schema}.${name}${keys.length ? `(${listed})` : " without parameters"} in the schema cache`,
    `Searched for the function ${schema}.${name}${keys.length ? ` with parameter${keys.length > 1 ? "s" : ""} ${listed}` : " without parameters"} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}
