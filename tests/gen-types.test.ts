import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateTypes, includedSchemas, TYPES_FILE, writeOrCheck } from "../scripts/gen-types";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "gen-types-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run gen:types", () => {
  // One generation (local stack + postgres-meta) takes a while on a busy machine.
  it("types a column that a new migration adds, and --check calls the committed file stale", async () => {
    const migrations = path.join(dir, "migrations");
    await cp("supabase/migrations", migrations, { recursive: true });
    await writeFile(
      path.join(migrations, "29991231000000_probe_column.sql"),
      "alter table public.wizard_sessions add column probe_note text;\n",
    );
    const committed = await readFile(TYPES_FILE, "utf8");

    const generated = await generateTypes({ migrationsDir: migrations });

    expect(generated).toMatch(/wizard_sessions: \{\s*Row: \{[^}]*\bprobe_note: string \| null\n/);
    expect(generated).toMatch(
      /Insert: \{[^}]*\bprobe_note\?: string \| null\n[^}]*\}\s*Update: \{[^}]*\bprobe_note\?:/,
    );
    // Apart from the new column, the output is the committed file.
    expect(generated.replace(/^ *probe_note\??: string \| null\n/gm, "")).toBe(committed);

    const file = path.join(dir, "database.types.ts");
    await writeFile(file, committed);
    expect(await writeOrCheck(generated, { file, check: true })).toEqual({
      exitCode: 1,
      message: expect.stringContaining("does not match supabase/migrations"),
    });
    expect(await readFile(file, "utf8")).toBe(committed);

    expect((await writeOrCheck(generated, { file })).exitCode).toBe(0);
    expect(await readFile(file, "utf8")).toBe(generated);
    expect(await writeOrCheck(generated, { file, check: true })).toEqual({
      exitCode: 0,
      message: "src/lib/database.types.ts is up to date.",
    });
  }, 300_000);

  it("includes public and the Data API's schemas from config.toml, as the CLI does", async () => {
    const config = path.join(dir, "config.toml");
    await writeFile(
      config,
      '[api]\nenabled = true\nschemas = ["public", \'graphql_public\']\n\n[db]\nschemas = ["x"]\n',
    );
    expect(await includedSchemas(config)).toEqual(["public", "graphql_public"]);
    await writeFile(config, '[api]\nenabled = true\n\n[db]\nschemas = ["x"]\n');
    expect(await includedSchemas(config)).toEqual(["public"]);
    expect(await includedSchemas()).toEqual(["public"]);
  });
});
