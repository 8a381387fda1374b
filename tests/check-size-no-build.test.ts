import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** A fresh clone has no build: `npm run check:size` says what to run, without a stack trace. */
describe("npm run check:size without a build", () => {
  it("names the folder and the build command, and exits 1", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-size.ts", "--dir", "build/no-such"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "check-size: no build in build/no-such/: run `npm run build` first (or pass --dir <build folder>)",
    );
  });
});
