import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lazyClientDeps } from "../vite.config";

/**
 * Every package the browser code imports is pre-bundled when the dev server starts, so the
 * first visit does not reload the page as lazy chunks reveal them (vite.config.ts).
 */
// Found by Vite's first crawl (the root route imports them) or never in the browser.
const CRAWLED = new Set(["react", "react-dom", "react-router"]);
const TEST_ONLY_DIRS = new Set(["test", "testing"]);
const SERVER_ONLY = new Set(["src/app/entry.server.tsx", "src/app/routes.ts"]);

async function browserSources(): Promise<string[]> {
  const entries = await readdir("src", { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      // Test-only code (src/test, a feature's testing/) never reaches the browser; lint fences testing/.
      .filter((file) => !file.split(path.sep).some((part) => TEST_ONLY_DIRS.has(part)) && !SERVER_ONLY.has(file))
  );
}

describe("optimizeDeps.include", () => {
  it("lists every package that src/ imports in the browser", async () => {
    const imported = new Set<string>();
    for (const file of await browserSources()) {
      const code = await readFile(file, "utf8");
      for (const [, specifier] of code.matchAll(
        /(?:\bfrom|\bimport\(?)\s*["']((?:@[\w.-]+\/)?[\w-][\w.-]*(?:\/[\w.-]+)*)["']/g,
      )) {
        if (!specifier!.endsWith(".css") && !CRAWLED.has(specifier!)) imported.add(specifier!);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !lazyClientDeps.includes(name)).sort()).toEqual([]);
  });
});
