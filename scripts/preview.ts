/**
 * `npm run preview`: the local stack plus the production build, served as a
 * static host would serve it. Flags: --memory (throw-away database),
 * --dir <build dir>, --port <web port> (or PORT), --stack-port <stack port> (or SUPABASE_LOCAL_PORT);
 * the mail catcher's ports follow the stack's (+3 inbox, +4 SMTP) unless SUPABASE_LOCAL_INBOX_PORT/_SMTP_PORT say.
 * The build has its stack's URL baked in (VITE_SUPABASE_URL, and the CSP in <dir>/_headers):
 * a build made for another stack is refused, as its pages would talk to that one.
 */
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { mailPortsFor, smtpSecretsFor, startMailCatcher } from "../supabase/local/mail/catcher";
import { startLocalStack } from "../supabase/local/server";
import { exitOnStartFailure, startFailureMessage } from "../supabase/local/start-errors";
import { flag, isMainScript, onShutdown, option } from "./cli-args";
import { serveStatic } from "./static-server";

/** The Supabase URL a build was made for: the first source after 'self' in its CSP's connect-src. */
export function builtStackUrl(headersFile: string): string | null {
  return /connect-src 'self' (\S+)/.exec(headersFile)?.[1]?.replace(/;$/, "") ?? null;
}

/** Why `dir` can't be served for the stack at `stackUrl` (one line with the fix), or null. */
export async function buildProblem(dir: string, stackUrl: string): Promise<string | null> {
  const buildCommand = (url: string) =>
    `${dir === "dist" ? "" : `BUILD_DIR=${dir} `}VITE_SUPABASE_URL=${url} npm run build`;
  const index = await readFile(join(dir, "index.html"), "utf8").catch(() => null);
  const headers = await readFile(join(dir, "_headers"), "utf8").catch(() => null);
  if (index === null || headers === null) {
    return `no build in ${dir}/: run \`${buildCommand(stackUrl)}\` first`;
  }
  const builtFor = builtStackUrl(headers);
  if (builtFor === stackUrl) return null;
  const builtPort = builtFor && /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(builtFor)?.[1];
  return (
    `${dir}/ was built for the stack at ${builtFor ?? "an unknown URL"}, not ${stackUrl}: ` +
    `rebuild with \`${buildCommand(stackUrl)}\`` +
    (builtPort ? ` or preview with --stack-port ${builtPort}` : "")
  );
}

function portInUse(port: number, host: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

if (isMainScript(import.meta.url)) {
  const dir = option("dir", "dist");
  const stackPort = Number(option("stack-port", process.env.SUPABASE_LOCAL_PORT ?? "54321"));
  const webPort = Number(option("port", process.env.PORT ?? "4173"));

  const problem = await buildProblem(dir, `http://127.0.0.1:${stackPort}`);
  if (problem) {
    console.error(`preview: ${problem}`);
    process.exit(1);
  }
  const busy = webPort === 0 ? null : await portInUse(webPort, "127.0.0.1");
  if (busy) {
    console.error(
      `preview: ${startFailureMessage(busy, "--port <port> or PORT (npm run test:e2e: E2E_WEB_PORT)") ?? busy.message}`,
    );
    process.exit(1);
  }
  const mail = await startMailCatcher(mailPortsFor(stackPort)).catch(
    exitOnStartFailure("SUPABASE_LOCAL_INBOX_PORT=<port> SUPABASE_LOCAL_SMTP_PORT=<port>"),
  );
  const stack = await startLocalStack({
    functionsEnv: smtpSecretsFor(mail),
    port: stackPort,
    dataDir: flag("memory") ? null : ".supabase-local",
    quiet: true,
  }).catch(exitOnStartFailure("--stack-port <port> or SUPABASE_LOCAL_PORT (npm run test:e2e: E2E_STACK_PORT)"));
  const web = await serveStatic({ dir, port: webPort });
  console.log(`Local Supabase stack: ${stack.url}`);
  console.log(`Production build:     ${web.url} (${dir}/)`);
  console.log(`Local inbox:          ${mail.webUrl} (SMTP on 127.0.0.1:${mail.smtpPort})`);
  onShutdown(async () => {
    await web.stop();
    await Promise.all([stack.stop(), mail.stop()]);
  });
}
