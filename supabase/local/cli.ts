// `npm run stack`: the local Supabase-compatible stack on http://127.0.0.1:54321.
//   --port <n>   (or SUPABASE_LOCAL_PORT) port to listen on, 0 = any free port
//   --memory     throw-away in-memory database and storage instead of .supabase-local/
import { parseArgs } from "node:util";
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack } from "./server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    memory: { type: "boolean", default: false },
    "data-dir": { type: "string" },
  },
});

const port = Number(values.port ?? process.env.SUPABASE_LOCAL_PORT ?? 54321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid port: ${values.port ?? process.env.SUPABASE_LOCAL_PORT}`);
  process.exit(2);
}

const stack = await startLocalStack({
  port,
  dataDir: values.memory ? null : (values["data-dir"] ?? ".supabase-local"),
});

console.log(`
Local Supabase stack is running.

        API URL: ${stack.url}
       REST URL: ${stack.url}/rest/v1
    Storage URL: ${stack.url}/storage/v1
     JWT secret: ${LOCAL_JWT_SECRET}
       anon key: ${LOCAL_ANON_KEY}
service_role key: ${LOCAL_SERVICE_ROLE_KEY}

For the app: VITE_SUPABASE_URL=${stack.url} VITE_SUPABASE_ANON_KEY=<anon key above>
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
