import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { within } from "../scripts/bench-wait";

describe("benchmark waits", () => {
  it("pass on what came in time", async () => {
    await expect(within("a quick answer", 1000, Promise.resolve(42))).resolves.toBe(42);
  });

  it("stop after their bound and name what they waited for", async () => {
    await expect(within('the heading "Schritt 4 von 6: Kontakt"', 50, new Promise(() => {}))).rejects.toThrow(
      'gave up after 0 s waiting for the heading "Schritt 4 von 6: Kontakt"',
    );
  });

  it("end a run at its deadline, naming the wait in progress", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bench-wait-"));
    const script = join(dir, "hung.mts");
    const waits = fileURLToPath(new URL("../scripts/bench-wait.ts", import.meta.url));
    await writeFile(
      script,
      `import { benchDeadline, within } from ${JSON.stringify(waits)};
      benchDeadline("bench:test", 0.001);
      await within("a heading that never comes", 60_000, new Promise(() => setInterval(() => {}, 1000)));`,
    );
    try {
      await expect(promisify(execFile)("npx", ["tsx", script], { timeout: 30_000 })).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          "bench:test: gave up after 0.001 minutes, waiting for a heading that never comes",
        ),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
