/**
 * Renders public/social-preview.png (1200×630, the og:image of every page)
 * from the site config, and public/apple-touch-icon.png (180×180) from the
 * favicon's mark, with headless Chromium. Run after changing the offer:
 *   npx tsx scripts/social-preview.ts
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SiteLogo } from "../src/components/layout/site-logo";
import {
  offerTitle,
  places,
  previewHeadline,
  price,
  regularPrice,
  savingPercent,
  vatNote,
} from "../src/content/campaign";
import { site } from "../src/content/site";

const font = pathToFileURL(resolve("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).href;
// The header's own word mark, so the preview can't drift from it.
const logo = renderToStaticMarkup(createElement(SiteLogo, { tone: "light", label: site.company.name }));
const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url("${font}") format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
  background: radial-gradient(circle at 12% 8%, #2563eb 0, transparent 45%), radial-gradient(circle at 95% 90%, #1e40af 0, transparent 50%), #172554; }
.wrap { padding: 64px 72px; height: 100%; display: flex; flex-direction: column; }
.logo svg { width: 270px; height: 60px; }
.eyebrow { margin-top: 44px; display: inline-block; align-self: flex-start; padding: 8px 20px; border-radius: 999px;
  background: rgba(255,255,255,.1); border: 1px solid rgba(255,255,255,.25); color: #f5c542; font-weight: 700; font-size: 24px; }
h1 { margin-top: 24px; font-size: 74px; line-height: 1.05; font-weight: 800; letter-spacing: -1.5px; }
h1 span { color: #f5c542; }
.facts { margin-top: auto; display: flex; gap: 16px; font-size: 26px; font-weight: 600; color: #dbeafe; }
.facts b { color: #fff; }
.pill { background: #f5c542; color: #0f172a; padding: 6px 18px; border-radius: 999px; font-weight: 800; }
</style></head><body><div class="wrap">
<div class="logo">${logo}</div>
<div class="eyebrow">${offerTitle}</div>
<h1>${previewHeadline.lead}<br>für <span>${price}</span> statt ${regularPrice}</h1>
<div class="facts"><span class="pill">${savingPercent} % sparen</span><span><b>${site.offer.trainees}</b> Azubis · <b>${places}</b> Referenzprojekte · ${vatNote}</span></div>
</div></body></html>`;

const dir = mkdtempSync(join(tmpdir(), "social-preview-"));

/** Screenshots `html` at `width`×`height` into public/`name`. */
function render(name: string, html: string, width: number, height: number) {
  const page = join(dir, `${name}.html`);
  writeFileSync(page, html);
  const out = resolve("public", name);
  execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
    `--screenshot=${out}`,
    `--window-size=${width},${height}`,
    pathToFileURL(page).href,
  ]);
  console.log(`wrote ${out}`);
}

render("social-preview.png", html, 1200, 630);

// The home-screen icon of phones (apple-touch-icon, also read by Android): the favicon's mark on
// a full square, which the phone rounds itself. A PNG, since iOS takes no SVG there.
const mark = pathToFileURL(resolve("public/favicon.svg")).href;
render(
  "apple-touch-icon.png",
  `<!doctype html><html><body style="margin:0;background:linear-gradient(135deg,#2563eb,#1e3a8a)"><img src="${mark}" width="180" height="180" style="display:block"></body></html>`,
  180,
  180,
);
