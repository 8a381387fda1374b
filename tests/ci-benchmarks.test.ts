import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";

// A benchmark that nothing runs breaks unseen (a renamed heading it waits for, say): CI runs
// each one in its quick mode.
it("CI runs every bench:* script of package.json once, in its quick mode", async () => {
  const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
  const ci = await readFile(".ci/run", "utf8");
  const benches = Object.keys(scripts).filter((name) => name.startsWith("bench:"));
  expect(benches.length).toBeGreaterThan(0);
  for (const name of benches) expect(ci, name).toMatch(new RegExp(`^npm run ${name} -- --quick\\b`, "m"));
});
