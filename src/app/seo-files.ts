/**
 * robots.txt and sitemap.xml, written into the build by scripts/finish-build.ts
 * from the site config's origin and the prerendered routes, so the host is
 * named in one place only.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Every public page (the 404 page is none) with its absolute URL. */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths
    .filter((path) => path !== "/404")
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
