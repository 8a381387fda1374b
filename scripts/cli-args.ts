import { pathToFileURL } from "node:url";

/** Whether the module at `moduleUrl` (its import.meta.url) is the script Node was started with. */
export const isMainScript = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;

/** Tiny flag reader for our scripts: `--name value` or `--flag`. */
export function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

/** Runs `stop` once on Ctrl-C / SIGTERM, then exits. */
export function onShutdown(stop: () => Promise<void>) {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().finally(() => process.exit(0));
    });
  }
}
