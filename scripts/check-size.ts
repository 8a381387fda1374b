/**
 * `npm run check:size` (after a build): gzip size of the JavaScript that the
 * landing page loads before any interaction, i.e. every script and
 * modulepreload referenced by <build>/index.html. Exits 1 over budget.
 * kB = 1000 bytes. Lazy chunks (supabase-js, confetti, the carousel engine, the form, the
 * wizard) are fetched later and do not count.
 * Then the same for /konfigurator (issue 4's goal, measured in the browser by
 * `npm run bench:wizard`): its page's scripts plus what it loads without any
 * interaction – the wizard chunk and the design step (step 2, preloaded while
 * the visitor is on step 1) – each with its static imports.
 *   npx tsx scripts/check-size.ts [--dir dist] [--budget 140] [--wizard-budget 220]
 * --dir defaults to BUILD_DIR, else dist/.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isMainScript, option } from "./cli-args";

export const LANDING_JS_BUDGET_KB = 140;
export const WIZARD_JS_BUDGET_KB = 220;

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

const STATIC_IMPORT = /\bimport\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/**
 * The JS files /konfigurator loads before any interaction: the page's scripts,
 * then the lazy chunks named by `lazyChain` (each found as a dynamic import of
 * the one before, e.g. wizard → design-step), every file with its static imports.
 */
export async function wizardScriptSizes(dir: string, lazyChain = ["konfigurator", "wizard", "design-step"]) {
  const assets = join(dir, "assets");
  const html = await readFile(join(dir, "konfigurator", "index.html"), "utf8");
  const found = new Map<string, Buffer>();
  const read = async (file: string) => {
    if (!found.has(file)) found.set(file, await readFile(join(assets, file)));
    return found.get(file)!.toString("utf8");
  };
  const withStaticImports = async (file: string) => {
    const pending = [file];
    while (pending.length > 0) {
      const code = await read(pending.pop()!);
      for (const [, imported] of code.matchAll(STATIC_IMPORT)) if (!found.has(imported!)) pending.push(imported!);
    }
  };
  for (const url of referencedScripts(html)) {
    if (url.startsWith("/assets/")) await withStaticImports(url.slice("/assets/".length));
  }
  let parent: string | undefined;
  for (const name of lazyChain) {
    const pattern = new RegExp(`^${name}-[\\w-]+\\.js$`);
    const candidates = parent
      ? [...(await read(parent)).matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!)
      : [...found.keys()];
    const file = candidates.find((candidate) => pattern.test(candidate));
    if (!file) throw new Error(`check-size: no ${name} chunk${parent ? ` imported by ${parent}` : ""} in ${assets}`);
    await withStaticImports(file);
    parent = file;
  }
  const files = [...found].map(([file, body]) => ({
    url: `/assets/${file}`,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function report(label: string, files: { url: string; bytes: number; gzip: number }[], budgetKb: number) {
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${(f.gzip / 1000).toFixed(1).padStart(7)} kB gzip  ${(f.bytes / 1000).toFixed(1).padStart(7)} kB  ${f.url}`,
    );
  }
  const total = files.reduce((sum, f) => sum + f.gzip, 0) / 1000;
  console.log(`${total.toFixed(1).padStart(7)} kB gzip in total (budget ${budgetKb} kB) for ${label}`);
  if (files.length === 0) {
    console.error("check-size: no scripts found – is the build there?");
    process.exit(1);
  }
  if (total > budgetKb) {
    console.error(`check-size: ${total.toFixed(1)} kB is over the budget of ${budgetKb} kB (${label})`);
    process.exit(1);
  }
}

if (isMainScript(import.meta.url)) {
  const dir = option("dir", process.env.BUILD_DIR ?? "dist");
  if (!existsSync(join(dir, "index.html"))) {
    console.error(`check-size: no build in ${dir}/: run \`npm run build\` first (or pass --dir <build folder>)`);
    process.exit(1);
  }
  const budgetKb = Number(option("budget", String(LANDING_JS_BUDGET_KB)));
  const landing = await landingScriptSizes(dir);
  report(`${dir}/index.html`, landing.files, budgetKb);
  const wizardBudgetKb = Number(option("wizard-budget", String(WIZARD_JS_BUDGET_KB)));
  const wizard = await wizardScriptSizes(dir);
  console.log("");
  report(`${dir}/konfigurator (wizard and step 2 included)`, wizard.files, wizardBudgetKb);
}
