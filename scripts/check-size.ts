/**
 * `npm run check:size` (after a build): gzip size of the JavaScript that the
 * landing page loads before any interaction, i.e. every script and
 * modulepreload referenced by <build>/index.html. Exits 1 over budget.
 * kB = 1000 bytes. Lazy chunks (supabase-js, confetti, the carousel engine, the form, the
 * wizard) are fetched later and do not count.
 *   npx tsx scripts/check-size.ts [--dir dist] [--budget 140]
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { option } from "./cli-args";

export const LANDING_JS_BUDGET_KB = 140;

/** The same-origin JS files an HTML page references through script src or modulepreload. */
export function referencedScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(match[1]!);
  // The inline boot module imports (and, after scripts/defer-boot.ts, preloads) the rest.
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const url of match[1]!.matchAll(/["'](\/[^"']+\.js)["']/g)) urls.add(url[1]!);
  }
  return [...urls].filter((url) => url.startsWith("/"));
}

export async function landingScriptSizes(dir: string) {
  const html = await readFile(join(dir, "index.html"), "utf8");
  const files = await Promise.all(
    referencedScripts(html).map(async (url) => {
      const body = await readFile(join(dir, url));
      return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = option("dir", process.env.BUILD_DIR ?? "dist");
  const budgetKb = Number(option("budget", String(LANDING_JS_BUDGET_KB)));
  const { files, gzip } = await landingScriptSizes(dir);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${(f.gzip / 1000).toFixed(1).padStart(7)} kB gzip  ${(f.bytes / 1000).toFixed(1).padStart(7)} kB  ${f.url}`,
    );
  }
  const total = gzip / 1000;
  console.log(`${total.toFixed(1).padStart(7)} kB gzip in total (budget ${budgetKb} kB) for ${dir}/index.html`);
  if (files.length === 0) {
    console.error("check-size: no scripts found – is the build there?");
    process.exit(1);
  }
  if (total > budgetKb) {
    console.error(`check-size: ${total.toFixed(1)} kB is over the budget of ${budgetKb} kB`);
    process.exit(1);
  }
}
