import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of eslint.config.js hold: files that break one, written into the real
 * folders for a moment, fail `npm run lint` with the rule that guards it.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const fixture = `lint-fixture-${process.pid}`;
const written: string[] = [];

function write(relativePath: string, text: string): string {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(path.join(root, relativePath.split(fixture)[0]!, fixture));
  return file;
}

// The import rules need no types; without the type-aware ones a run takes seconds, not a minute.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
      "@typescript-eslint/await-thenable": "off",
    },
  },
});

async function rulesBroken(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const files = {
  stepImportingShell: `src/features/wizard/steps/${fixture}/step.ts`,
  stepImportingRules: `src/features/wizard/steps/${fixture}/fine.ts`,
  cycleA: `src/features/wizard/model/${fixture}/a.ts`,
  cycleB: `src/features/wizard/model/${fixture}/b.ts`,
  featureReachingAcross: `src/features/faq/${fixture}/across.ts`,
  sharedImportingFeature: `src/lib/${fixture}/shared.ts`,
  testingHelper: `src/features/wizard/${fixture}/testing/helper.ts`,
  productUsingTesting: `src/features/wizard/${fixture}/product.ts`,
  testUsingTesting: `src/features/wizard/${fixture}/product.test.ts`,
};

beforeAll(() => {
  write(files.stepImportingShell, `import * as shell from "../../components/wizard";\nexport const x = shell;\n`);
  write(files.stepImportingRules, `import * as rules from "../../model/wizard-data";\nexport const x = rules;\n`);
  write(files.cycleA, `import { b } from "./b";\nexport const a = (): unknown => b;\n`);
  write(files.cycleB, `import { a } from "./a";\nexport const b = (): unknown => a;\n`);
  write(
    files.featureReachingAcross,
    `import * as wizard from "../../wizard/model/wizard-data";\nexport const x = wizard;\n`,
  );
  write(
    files.sharedImportingFeature,
    `import * as wizard from "~/features/wizard/model/wizard-data";\nexport const x = wizard;\n`,
  );
  write(files.testingHelper, `export const helper = 1;\n`);
  write(files.productUsingTesting, `import { helper } from "./testing/helper";\nexport const x = helper;\n`);
  write(files.testUsingTesting, `import { helper } from "./testing/helper";\nexport const x = helper;\n`);
});

afterAll(() => {
  for (const folder of new Set(written)) rmSync(folder, { recursive: true, force: true });
});

describe("eslint.config.js import rules", () => {
  it("refuses a wizard step importing the shell above it", async () => {
    expect(await rulesBroken(files.stepImportingShell)).toContain("import-x/no-restricted-paths");
  });

  it("lets a step import the pure rules below it", async () => {
    expect(await rulesBroken(files.stepImportingRules)).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    expect(await rulesBroken(files.cycleA)).toContain("import-x/no-cycle");
  });

  it("refuses a feature reaching into another by a relative path", async () => {
    expect(await rulesBroken(files.featureReachingAcross)).toContain("import-x/no-restricted-paths");
  });

  it("refuses shared code importing a feature", async () => {
    expect(await rulesBroken(files.sharedImportingFeature)).toContain("import-x/no-restricted-paths");
  });

  it("lets only tests import a testing/ folder", async () => {
    expect(await rulesBroken(files.productUsingTesting)).toContain("import-x/no-restricted-paths");
    expect(await rulesBroken(files.testUsingTesting)).toEqual([]);
  });
});
