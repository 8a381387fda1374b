import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("./src", import.meta.url));

// Two projects: fast jsdom tests beside the code, and integration tests that
// talk to the local Supabase-compatible stack over HTTP (started once in globalSetup).
export default defineConfig({
  resolve: { alias: { "~": src } },
  test: {
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
          fileParallelism: false,
        },
      },
    ],
  },
});
