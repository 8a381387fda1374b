import { describe, expect, it } from "vitest";
import { deferBoot } from "../scripts/defer-boot.ts";

const boot = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterRouteModules = {"root":route0,"../routes/home":route1};
import("/assets/entry.client-4.js");</script>`;

describe("deferBoot (scripts/finish-build.ts)", () => {
  it("imports the same modules, with the same names, after the first contentful paint", () => {
    const html = deferBoot(`<body><p>Hallo</p>${boot}<script>window.x=1</script></body>`);
    expect(html).toContain('<script type="module" async="">await new Promise(function __afterFirstPaint(done)');
    expect(html).toContain('"first-contentful-paint"');
    expect(html).toContain(
      'const [,route0,route1]=await Promise.all([import("/assets/manifest-1.js"),import("/assets/root-2.js"),import("/assets/home-3.js")]);',
    );
    expect(html).toContain('window.__reactRouterRouteModules = {"root":route0,"../routes/home":route1};');
    expect(html).toContain('import("/assets/entry.client-4.js");</script>');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain("<script>window.x=1</script>");
  });

  it("is idempotent and leaves pages without a boot module alone", () => {
    const once = deferBoot(boot);
    expect(deferBoot(once)).toBe(once);
    expect(deferBoot("<p>ohne Skript</p>")).toBe("<p>ohne Skript</p>");
  });

  it("produces a module the browser can parse", async () => {
    const body = /<script type="module"[^>]*>([\s\S]*)<\/script>/.exec(deferBoot(boot))![1]!;
    // Top-level await and dynamic import are valid in an async function body.
    expect(() => new Function(`return (async () => {${body.replaceAll("import(", "(")}})`)).not.toThrow();
  });
});
