import type { Transaction } from "../../supabase/local/db.ts";
import { startLocalStack, type LocalStack } from "../../supabase/local/server.ts";

/**
 * A stack of the test file's own, with the real migrations, for what the shared
 * stack can't show over HTTP: SQL as the postgres role inside one transaction
 * (which locks a trigger takes), or a private setting a deployment makes.
 * Starting one costs seconds (every migration runs), so only a few files do.
 */
export type OwnStack = LocalStack & {
  /** Runs `work` in one transaction as postgres and rolls it back. */
  inRolledBackTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
};

class RolledBack<T> {
  constructor(readonly result: T) {}
}

export async function startOwnStack(): Promise<OwnStack> {
  const stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  return {
    ...stack,
    async inRolledBackTransaction(work) {
      try {
        await stack.db.transaction(async (tx) => {
          throw new RolledBack(await work(tx));
        });
      } catch (outcome) {
        if (outcome instanceof RolledBack) return outcome.result;
        throw outcome;
      }
      throw new Error("unreachable");
    },
  };
}
