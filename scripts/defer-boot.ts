/**
 * Lets the browser paint the prerendered page before the app loads.
 *
 * React Router puts a modulepreload link for every module into <head> and
 * boots with static imports, so ~130 kB of JavaScript are fetched at high
 * priority alongside the stylesheet and evaluated before the first frame:
 * the prerendered content is there but waits for them. This rewrite moves the
 * modulepreload links into the boot module, which waits for the first
 * contentful paint, then adds them (all modules are still fetched in
 * parallel) and imports the same modules dynamically. First paint and LCP
 * then depend on HTML and CSS only; hydration follows. React re-adds the
 * links as hoisted resources when it hydrates, without a mismatch. A timeout
 * covers pages that never paint (e.g. opened in a background tab).
 * See docs/decisions/012.
 */
const BOOT = /<script type="module"([^>]*)>([\s\S]*?)<\/script>/g;
const BOOT_PRESENT = /<script type="module"[^>]*>\s*import /;
const STATIC_IMPORT = /^import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";\s*$/gm;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;

export function deferBoot(html: string): string {
  if (!BOOT_PRESENT.test(html) || html.includes("__afterFirstPaint")) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const withoutPreloads = html.replace(MODULEPRELOAD, "");
  return withoutPreloads.replace(BOOT, (whole, attributes: string, body: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    if (imports.length === 0) return whole;
    const names = imports.map((m) => m[1] ?? "");
    const urls = imports.map((m) => JSON.stringify(m[2]));
    const rest = body.replace(STATIC_IMPORT, "").trim();
    const boot =
      `await new Promise(function __afterFirstPaint(done){` +
      `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)done()}).observe({type:"paint",buffered:true})}catch(e){done()}` +
      `setTimeout(done,1000)});` +
      `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});` +
      `const [${names.join(",")}]=await Promise.all([${urls.map((u) => `import(${u})`).join(",")}]);` +
      rest;
    return `<script type="module"${attributes}>${boot}</script>`;
  });
}
