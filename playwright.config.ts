import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/support/chromium";
import { E2E_BASE_URL, E2E_BUILD_DIR, E2E_STACK_PORT, E2E_WEB_PORT } from "./e2e/support/env";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The build (npm run test:e2e) points the app at this run's own in-memory stack.
    command: `tsx scripts/preview.ts --memory --dir ${E2E_BUILD_DIR} --port ${E2E_WEB_PORT} --stack-port ${E2E_STACK_PORT}`,
    url: E2E_BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
