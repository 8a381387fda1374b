import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./keys.ts";
import { startLocalStack, type LocalStack } from "./server.ts";

/** A throw-away in-memory stack on a free port, migrated with the SQL a test brings. */
export type TestStack = LocalStack & {
  anon(headers?: Record<string, string>): SupabaseClient;
  service(): SupabaseClient;
  cleanup(): Promise<void>;
};

export async function startTestStack(migrationSql: string): Promise<TestStack> {
  const dir = await mkdtemp(path.join(tmpdir(), "local-stack-test-"));
  await writeFile(path.join(dir, "0001_test.sql"), migrationSql);
  const stack = await startLocalStack({
    port: 0,
    dataDir: null,
    migrationsDir: dir,
    seedFile: path.join(dir, "no-seed.sql"),
    quiet: true,
  });
  const client = (key: string, headers: Record<string, string> = {}) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      // supabase-js 2.1xx refuses to construct on Node 20 without an explicit WebSocket.
      realtime: { transport: WebSocket as never },
      global: { headers },
    });
  return {
    ...stack,
    anon: (headers) => client(LOCAL_ANON_KEY, headers),
    service: () => client(LOCAL_SERVICE_ROLE_KEY),
    async cleanup() {
      await stack.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
