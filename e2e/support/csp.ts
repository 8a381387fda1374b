import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the page reports (the
 * preview server sends the production CSP). A violation means a feature is
 * broken in production or, like a refused eval probe, shows up as a browser
 * issue. Call before the first navigation.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}
