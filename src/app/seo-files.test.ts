import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { paths, prerenderedPaths } from "~/content/paths";
import { robotsTxt, sitemapXml } from "./seo-files";

describe("robots.txt and sitemap.xml (written into the build by scripts/finish-build.ts)", () => {
  it("list every public page with absolute URLs from site.origin", () => {
    const xml = sitemapXml(site.origin, prerenderedPaths);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = prerenderedPaths.filter((path) => path !== "/404");
    expect(locs).toEqual(pages.map((path) => `${site.origin}${path}`));
    expect(locs).toContain(`${site.origin}${paths.terms}`);
    expect(locs).not.toContain(`${site.origin}/404`);
  });

  it("allow crawling and point at the sitemap", () => {
    const robots = robotsTxt(site.origin);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  it("take the origin from the host in the site config", () => {
    expect(site.origin).toBe(`https://${site.host}`);
    expect(site.priceLists.standard.startsWith(`${site.origin}/`)).toBe(true);
  });
});
