/**
 * `npm run preview`: the local stack plus the production build, served as a
 * static host would serve it. Flags: --memory (throw-away database),
 * --dir <build dir>, --port <web port>, --stack-port <stack port>.
 */
import { startLocalStack } from "../supabase/local/server";
import { flag, onShutdown, option } from "./cli-args";
import { serveStatic } from "./static-server";

const stack = await startLocalStack({
  port: Number(option("stack-port", process.env.SUPABASE_LOCAL_PORT ?? "54321")),
  dataDir: flag("memory") ? null : ".supabase-local",
  quiet: true,
});
const web = await serveStatic({ dir: option("dir", "dist"), port: Number(option("port", "4173")) });
console.log(`Local Supabase stack: ${stack.url}`);
console.log(`Production build:     ${web.url}`);
onShutdown(async () => {
  await web.stop();
  await stack.stop();
});
