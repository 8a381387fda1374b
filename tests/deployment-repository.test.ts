import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { functionNames, scheduledJobs, schemaVersion } from "../scripts/deployment/repository.ts";

/** What check:deployment and deploy read from the repository. */
describe("the repository's deployment facts", () => {
  it("schema version, jobs and functions from a folder of migrations and functions", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "repo-"));
    const migrations = path.join(root, "migrations");
    await mkdir(migrations);
    await writeFile(path.join(migrations, "20260101000100_a.sql"), "select cron.schedule('old', '* * * * *', 'x');");
    await writeFile(
      path.join(migrations, "20260102000100_b.sql"),
      "perform cron.unschedule('old');\nperform cron.schedule(\n  job_name => 'tick', schedule => '* * * * *', command => 'y');",
    );
    await writeFile(path.join(migrations, "README.md"), "cron.schedule('not-sql', …)");
    const functions = path.join(root, "functions");
    for (const dir of ["notify", "_shared", "draft"]) await mkdir(path.join(functions, dir), { recursive: true });
    await writeFile(path.join(functions, "notify", "index.ts"), "");
    await writeFile(path.join(functions, "_shared", "index.ts"), "");

    expect(await schemaVersion(migrations)).toBe("20260102000100");
    expect(await scheduledJobs(migrations)).toEqual(["tick"]);
    expect(await functionNames(functions)).toEqual(["notify"]);
    expect(await functionNames(path.join(root, "none"))).toEqual([]);
  });

  it("of this repository: the purge of stale drafts is scheduled", async () => {
    expect(await scheduledJobs()).toContain("purge-stale-wizard-sessions");
    expect(await schemaVersion()).toMatch(/^\d{14}$/);
  });
});
