import { DataDirLockedError } from "./data-dir-lock.ts";

/** A data dir this stack cannot continue: made by an older stack, or by migrations the repository no longer has. */
export class StaleDataDirError extends Error {
  constructor(dataDir: string, reason: string) {
    super(`${dataDir} holds a database ${reason}: delete the folder (rm -rf ${dataDir}) and start again`);
  }
}

/**
 * One line for a start failure the person at the terminal can fix (a busy port, a data
 * dir another stack holds), naming the option that moves the port; null for anything else.
 */
export function startFailureMessage(error: unknown, portOption: string): string | null {
  if (error instanceof DataDirLockedError || error instanceof StaleDataDirError) return error.message;
  const failure = error as NodeJS.ErrnoException & { port?: number; address?: string };
  if (failure?.code === "EADDRINUSE") {
    const where = failure.port ? `${failure.address ?? "127.0.0.1"}:${failure.port}` : "the port";
    return `${where} is in use (another stack or server?): stop it, or choose another port with ${portOption}`;
  }
  return null;
}

/** For the scripts' top level: prints that line and exits 1, or rethrows what it does not know. */
export function exitOnStartFailure(portOption: string) {
  return (error: unknown): never => {
    const message = startFailureMessage(error, portOption);
    if (message === null) throw error;
    console.error(message);
    process.exit(1);
  };
}
