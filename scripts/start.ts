/**
 * `npm start`: the local Supabase-compatible stack and the Vite dev server,
 * both stopped together on Ctrl-C.
 *   SUPABASE_LOCAL_PORT   the stack's port (default 54321; data in .supabase-local/)
 *   PORT or -- --port <n> the dev server's port (default 5173); other flags go to `react-router dev`
 *   -- --memory           a throw-away in-memory database and storage instead
 *   SUPABASE_LOCAL_INBOX_PORT / SUPABASE_LOCAL_SMTP_PORT  the mail catcher (default: stack port + 3 / + 4)
 */
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { mailPortsFor, smtpSecretsFor, startMailCatcher } from "../supabase/local/mail/catcher";
import { startLocalStack } from "../supabase/local/server";
import { exitOnStartFailure } from "../supabase/local/start-errors";
import { onShutdown } from "./cli-args";

const memory = process.argv.includes("--memory");
const stackPort = Number(process.env.SUPABASE_LOCAL_PORT ?? "54321");
const mail = await startMailCatcher(mailPortsFor(stackPort)).catch(
  exitOnStartFailure("SUPABASE_LOCAL_INBOX_PORT=<port> SUPABASE_LOCAL_SMTP_PORT=<port> npm start"),
);
const stack = await startLocalStack({
  functionsEnv: smtpSecretsFor(mail),
  port: stackPort,
  dataDir: memory ? null : ".supabase-local",
  quiet: true,
}).catch(exitOnStartFailure("SUPABASE_LOCAL_PORT=<port> npm start"));
console.log(`Local Supabase stack: ${stack.url} (service_role key: ${LOCAL_SERVICE_ROLE_KEY})`);
if (!memory) console.log(`Its data:             npm run stack -- sql "select * from public.webseitenkonzeption"`);
console.log(`Local inbox:          ${mail.webUrl} (SMTP on 127.0.0.1:${mail.smtpPort})`);

const devArgs = process.argv.slice(2).filter((arg) => arg !== "--memory");
const dev = spawn("npx", ["react-router", "dev", ...devArgs], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...process.env, VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? stack.url },
});
let busyPort: string | null = null;
dev.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  // Vite colours its lines: match on the text without the escapes.
  const local = /Local:\s+(http\S+)/.exec(stripVTControlCharacters(chunk.toString()));
  if (local) console.log(`Dev server:           ${local[1]}`);
});
dev.stderr.on("data", (chunk: Buffer) => {
  const text = stripVTControlCharacters(chunk.toString());
  busyPort ??= /Port (\d+) is already in use/.exec(text)?.[1] ?? null;
  // Vite's busy-port error comes with its stack trace: the hint on exit says what to do instead.
  if (busyPort === null) process.stderr.write(chunk);
});
dev.on("exit", (code) => {
  if (busyPort !== null) {
    console.error(
      `Port ${busyPort} is in use: choose another with PORT=<port> npm start or npm start -- --port <port>`,
    );
  }
  void Promise.all([stack.stop(), mail.stop()]).then(() => process.exit(code ?? 0));
});
onShutdown(async () => {
  dev.kill("SIGTERM");
  await Promise.all([stack.stop(), mail.stop()]);
});
