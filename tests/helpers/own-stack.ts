import type { Transaction } from "../../supabase/local/db.ts";
import { startLocalStack, type LocalStack } from "../../supabase/local/server.ts";

/**
 * A stack of the test file's own, with the real migrations, for what the shared
 * stack can't show over HTTP: SQL as the stack's superuser (as Storage's admin role
 * writes) inside one transaction (which locks a trigger takes), or a private setting
 * a deployment makes.
 * Starting one costs seconds (every migration runs), so only a few files do.
 */
export type OwnStack = LocalStack & {
  /** Runs `work` in one transaction as the superuser and rolls it back. */
  inRolledBackTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
};

const ROLLBACK = Symbol("rollback");

export async function startOwnStack(): Promise<OwnStack> {
  const stack = await startLocalStack({ port: 0, dataDir: null, quiet: true });
  return {
    ...stack,
    async inRolledBackTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      let result: T | undefined;
      await stack.db
        .transaction(async (tx) => {
          result = await work(tx);
          throw ROLLBACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
      return result as T;
    },
  };
}
