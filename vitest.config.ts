import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("./src", import.meta.url));

// Three projects: unit tests (Node) and component tests (jsdom) beside the code, and
// integration tests that talk to the local Supabase-compatible stack over HTTP (started
// once in globalSetup). All run side by side: each integration file works on its own sessions, and a file
// that acts on the whole database (the draft-file purge) starts a private stack.
export default defineConfig({
  resolve: { alias: { "~": src } },
  test: {
    // Vitest's default leaves one core free; on a two-core CI machine that halves the
    // speed (the unit project took 130 s with one worker, 85 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Rules and logic without a page run in Node: jsdom's start-up was about a third
        // of the unit tests' worker time. A file that needs a window says so in its first
        // line (// @vitest-environment jsdom).
        resolve: { alias: { "~": src } },
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "supabase/functions/**/*.test.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { "~": src } },
        test: {
          name: "component",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./src/test/setup.ts"],
          // Vitest's 5 s default is a wall-clock budget: with another process holding a core,
          // interaction-heavy wizard tests took 6–9 s and failed without any fault of theirs.
          testTimeout: 20_000,
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
