/**
 * `npm start`: the local Supabase-compatible stack and the Vite dev server,
 * both stopped together on Ctrl-C.
 */
import { spawn } from "node:child_process";
import { startLocalStack } from "../supabase/local/server";
import { onShutdown } from "./cli-args";

const stack = await startLocalStack({ port: Number(process.env.SUPABASE_LOCAL_PORT ?? "54321"), quiet: true });
console.log(`Local Supabase stack: ${stack.url}`);

const dev = spawn("npx", ["react-router", "dev"], {
  stdio: ["inherit", "pipe", "inherit"],
  env: { ...process.env, VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? stack.url },
});
dev.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (chunk.toString().includes("Local:")) console.log("Dev server:           http://localhost:5173");
});
dev.on("exit", (code) => {
  void stack.stop().then(() => process.exit(code ?? 0));
});
onShutdown(async () => {
  dev.kill("SIGTERM");
  await stack.stop();
});
