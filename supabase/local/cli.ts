// `npm run stack`: the local Supabase-compatible stack on http://127.0.0.1:54321.
//   --port <n>          (or SUPABASE_LOCAL_PORT) port to listen on, 0 = any free port
//   --memory            throw-away in-memory database and storage instead of .supabase-local/
//   --data-dir <dir>    another folder than .supabase-local/ (one stack per folder at a time)
// `npm run stack -- sql "<query>" [--json]`: one SQL statement as postgres (no superuser, like
// hosted's SQL editor) on the data dir, through the stack that holds it, or on the folder itself
// when none runs.
import { parseArgs } from "node:util";
import { lockOwner } from "./data-dir-lock.ts";
import { RequestRunner, sqlAnswer, type SqlAnswer } from "./db.ts";
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack } from "./server.ts";
import { exitOnStartFailure } from "./start-errors.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: "string" },
    memory: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    json: { type: "boolean", default: false },
  },
});
const dataDir = values["data-dir"] ?? ".supabase-local";

if (positionals[0] === "sql") {
  await runSql(positionals.slice(1).join(" "));
} else if (positionals.length > 0) {
  console.error(`unknown command: ${positionals.join(" ")} (try: npm run stack -- sql "select 1")`);
  process.exit(2);
} else {
  await serve();
}

async function serve() {
  const port = Number(values.port ?? process.env.SUPABASE_LOCAL_PORT ?? 54321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`invalid port: ${values.port ?? process.env.SUPABASE_LOCAL_PORT}`);
    process.exit(2);
  }

  const stack = await startLocalStack({ port, dataDir: values.memory ? null : dataDir }).catch(
    exitOnStartFailure("SUPABASE_LOCAL_PORT=<port> or -- --port <port>"),
  );

  console.log(`
Local Supabase stack is running.

        API URL: ${stack.url}
       REST URL: ${stack.url}/rest/v1
    Storage URL: ${stack.url}/storage/v1
     JWT secret: ${LOCAL_JWT_SECRET}
       anon key: ${LOCAL_ANON_KEY}
service_role key: ${LOCAL_SERVICE_ROLE_KEY}

For the app: VITE_SUPABASE_URL=${stack.url} VITE_SUPABASE_ANON_KEY=<anon key above>
SQL:         npm run stack -- sql "select * from public.wizard_sessions"
Stop with Ctrl+C.`);

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping local stack...`);
      stack.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

async function runSql(query: string) {
  if (!query.trim() || values.memory) {
    console.error(`usage: npm run stack -- sql "<one SQL statement>" [--json] [--data-dir <dir>] (not with --memory)`);
    process.exit(2);
  }
  let answer: SqlAnswer;
  const owner = await lockOwner(dataDir);
  if (owner?.url) {
    const response = await fetch(`${owner.url}/pg/query`, {
      method: "POST",
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as SqlAnswer & { message?: string };
    if (!response.ok) fail(body.message ?? `HTTP ${response.status}`);
    answer = body;
  } else {
    // No stack has the folder: open it here (migrations applied as on a start), on a free port.
    const stack = await startLocalStack({ port: 0, dataDir, quiet: true }).catch(exitOnStartFailure("--port"));
    try {
      answer = sqlAnswer(await new RequestRunner(stack.db).asPostgres<Record<string, unknown>>(query));
    } catch (error) {
      await stack.stop();
      fail((error as Error).message);
    }
    await stack.stop();
  }
  if (values.json) console.log(JSON.stringify(answer.rows, null, 2));
  else if (answer.rows.length > 0) console.table(answer.rows.map(flatten));
  else if (answer.columns.length > 0) console.log(`(0 rows; columns: ${answer.columns.join(", ")})`);
  else console.log(`${answer.affectedRows} row(s) affected`);
}

function fail(message: string): never {
  console.error(`sql: ${message}`);
  process.exit(1);
}

/** console.table prints objects (jsonb, arrays) as [Object]; show them as JSON. */
function flatten(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value,
    ]),
  );
}
