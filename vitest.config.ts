import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("./src", import.meta.url));

// Two projects: fast jsdom tests beside the code, and integration tests that
// talk to the local Supabase-compatible stack over HTTP (started once in globalSetup).
// Both run side by side: each integration file works on its own sessions, and a file
// that acts on the whole database (the draft-file purge) starts a private stack.
export default defineConfig({
  resolve: { alias: { "~": src } },
  test: {
    // Vitest's default leaves one core free; on a two-core CI machine that halves the
    // speed (the unit project took 130 s with one worker, 85 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { "~": src } },
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        resolve: { alias: { "~": src } },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/**/*.test.ts", "supabase/local/**/*.test.ts"],
          globalSetup: ["./tests/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
