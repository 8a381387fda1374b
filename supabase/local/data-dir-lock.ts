import { link, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * One stack per data dir. PGlite keeps the database in memory and writes it back to the
 * folder, so two stacks on one folder each saw only their own rows and the second one to
 * stop overwrote the first one's (newcomer audit F2). The lock file names its owner; a
 * lock whose process is gone (a stack killed with SIGKILL) is taken over.
 */
export const LOCK_FILE = "stack.lock";

export type LockOwner = { pid: number; url?: string };

export class DataDirLockedError extends Error {
  readonly code = "DATA_DIR_LOCKED";
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `another local stack (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ""}) uses ${dataDir}/: ` +
        `stop it, or start this one with --memory (a throw-away database) ` +
        `(if no such process is a stack, delete ${path.join(dataDir, LOCK_FILE)})`,
    );
  }
}

export type DataDirLock = {
  /** Records where the stack listens, for `npm run stack -- sql` to find it. */
  setUrl(url: string): Promise<void>;
  release(): Promise<void>;
};

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live owner of `dataDir`'s lock, or null when nobody (alive) holds it. */
export async function lockOwner(dataDir: string): Promise<LockOwner | null> {
  const owner = await readOwner(path.join(dataDir, LOCK_FILE));
  return owner && isAlive(owner.pid) ? owner : null;
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Partial<LockOwner>;
    return Number.isInteger(parsed.pid) ? { pid: parsed.pid!, url: parsed.url } : null;
  } catch {
    return null;
  }
}

/** Takes `dataDir` (which must exist) for this process, or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const write = async (owner: LockOwner) => {
    // Written beside it and then linked/renamed into place, so nobody reads a half-written lock.
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temp, JSON.stringify(owner));
    return temp;
  };

  for (let attempt = 0; ; attempt++) {
    const temp = await write({ pid: process.pid });
    try {
      await link(temp, file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
    } finally {
      await rm(temp, { force: true });
    }
    const owner = await readOwner(file);
    if (owner && isAlive(owner.pid)) throw new DataDirLockedError(dataDir, owner);
    // Stale (or unreadable): take it over.
    await rm(file, { force: true });
  }

  const ours = async () => (await readOwner(file))?.pid === process.pid;
  return {
    async setUrl(url) {
      if (await ours()) await rename(await write({ pid: process.pid, url }), file);
    },
    async release() {
      if (await ours()) await rm(file, { force: true });
    },
  };
}
