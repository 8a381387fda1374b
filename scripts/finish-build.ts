/**
 * After `react-router build`: flatten dist/client into dist/ (the folder a
 * static host serves), give the 404 page its conventional name, write
 * robots.txt and sitemap.xml from the site config, and write the security
 * headers with hashes of the inline scripts React Router emits.
 */
import { createHash } from "node:crypto";
import { cp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { loadEnv } from "vite";
import { prerenderedPaths } from "../src/content/paths";
import { robotsTxt, sitemapXml } from "../src/app/seo-files";
import { site } from "../src/content/site";
import { deferBoot } from "./defer-boot";
import { contentSecurityPolicy, headersFile, securityHeaders } from "./security-headers";

const dist = process.env.BUILD_DIR ?? "dist";
const client = join(dist, "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.push(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return hashes;
}

await cp(client, dist, { recursive: true });
await rm(client, { recursive: true, force: true });
await cp(join(dist, "404", "index.html"), join(dist, "404.html"));
await rm(join(dist, "404"), { recursive: true, force: true });
await writeFile(join(dist, "robots.txt"), robotsTxt(site.origin));
await writeFile(join(dist, "sitemap.xml"), sitemapXml(site.origin, prerenderedPaths));

const hashes = new Set<string>();
for (const file of await htmlFiles(dist)) {
  // Paint first, then boot (scripts/defer-boot.ts); hashed after the rewrite.
  const html = deferBoot(await readFile(file, "utf8"));
  await writeFile(file, html);
  for (const hash of inlineScriptHashes(html)) hashes.add(hash);
}
const supabaseUrl = loadEnv("production", process.cwd(), "VITE_").VITE_SUPABASE_URL || "http://127.0.0.1:54321";
const csp = contentSecurityPolicy(supabaseUrl, [...hashes].sort());
await writeFile(join(dist, "_headers"), headersFile(securityHeaders(csp)));
console.log(`finish-build: ${dist}/ ready for ${supabaseUrl}, ${hashes.size} inline script hashes in the CSP`);
