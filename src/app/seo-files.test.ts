import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { paths, prerenderedPaths } from "./paths";

// public/robots.txt and public/sitemap.xml are static files; this keeps them
// in step with the routes and site.origin (edit them when this fails).
const read = (file: string) => readFileSync(resolve(process.cwd(), "public", file), "utf8");

describe("robots.txt and sitemap.xml", () => {
  it("list every public page with absolute URLs from site.origin", () => {
    const pages = prerenderedPaths.filter((path) => path !== "/404");
    const locs = [...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pages.map((path) => `${site.origin}${path}`));
    expect(pages).toContain(paths.terms);
  });

  it("allow crawling and point at the sitemap", () => {
    const robots = read("robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
