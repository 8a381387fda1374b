import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * `npm run test:e2e` builds the app for the stack that playwright.config.ts starts
 * (e2e/support/env.ts): the build must follow E2E_STACK_PORT and E2E_BUILD_DIR, or a
 * moved run's browser talks to whatever listens on 54331 (newcomer audit F1).
 * The script runs as npm runs it (sh), with its commands replaced by echoes.
 */
const script = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts[
  "test:e2e"
]!;
const stubs = [
  'npm() { echo "build $BUILD_DIR $VITE_SUPABASE_URL"; }',
  'tsx() { echo "size $*"; }',
  'playwright() { echo "playwright $*"; }',
].join("\n");

function run(env: Record<string, string>) {
  const { E2E_STACK_PORT: _port, E2E_BUILD_DIR: _dir, ...rest } = process.env;
  return execFileSync("sh", ["-c", `${stubs}\n${script}`], { env: { ...rest, ...env }, encoding: "utf8" })
    .trim()
    .split("\n");
}

describe("npm run test:e2e", () => {
  it("builds for the default e2e stack", () => {
    expect(run({})).toEqual([
      "build dist-e2e http://127.0.0.1:54331",
      "size scripts/check-size.ts --dir dist-e2e",
      "playwright test",
    ]);
  });

  it("builds for E2E_STACK_PORT into E2E_BUILD_DIR", () => {
    expect(run({ E2E_STACK_PORT: "54921", E2E_BUILD_DIR: "dist-e2e-2" })).toEqual([
      "build dist-e2e-2 http://127.0.0.1:54921",
      "size scripts/check-size.ts --dir dist-e2e-2",
      "playwright test",
    ]);
  });
});
