import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/support/chromium";
import { E2E_BASE_URL, E2E_BUILD_DIR, E2E_STACK_PORT, E2E_STACK_URL, E2E_WEB_PORT } from "./e2e/support/env";

// The specs that read rows back take E2E_STACK_URL over the port's URL; with only one of the
// two set, the app and those specs would use two different stacks.
if (process.env.E2E_STACK_URL && process.env.E2E_STACK_URL !== E2E_STACK_URL) {
  throw new Error(
    `E2E_STACK_URL=${process.env.E2E_STACK_URL} is not the stack this run starts (${E2E_STACK_URL}): ` +
      "unset it and move the stack with E2E_STACK_PORT alone",
  );
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Two workers share two cores in CI, and every wizard test loads the wizard's
  // chunks at least once: a test that opens it in three tabs took 31 s there
  // (Playwright's default limit is 30 s). Specs that upload or walk all steps
  // set more for themselves.
  timeout: 60_000,
  // A cold page load under two busy workers has taken over 5 s in CI (expect's default).
  expect: { timeout: 10_000 },
  // CI keeps only what is printed: the page at each failure instead of a trace file.
  reporter: process.env.CI
    ? [["list"], ["./e2e/support/failure-context-reporter.ts"]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // Recording a trace cost 40 % of the run's time (8 session specs: 70 s with, 41 s
    // without), and CI can't keep the file: there the failure reporter prints the page instead.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The build (npm run test:e2e) points the app at this run's own in-memory stack; preview.ts
    // refuses a build in E2E_BUILD_DIR that was made for another stack port.
    command: `tsx scripts/preview.ts --memory --dir ${E2E_BUILD_DIR} --port ${E2E_WEB_PORT} --stack-port ${E2E_STACK_PORT}`,
    url: E2E_BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
  },
});
