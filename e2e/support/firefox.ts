import { existsSync } from "node:fs";
import puppeteer, { type Browser } from "puppeteer-core";

/**
 * Debian's Firefox ESR (or FIREFOX_PATH), driven by puppeteer-core over WebDriver BiDi:
 * Playwright's Firefox is a patched build that cannot be downloaded here.
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const firefoxMissing = existsSync(firefoxPath)
  ? null
  : `No Firefox at ${firefoxPath}. Install one with "sudo apt-get install -y firefox-esr", ` +
    "or point FIREFOX_PATH at a Firefox binary.";

/** BiDi cannot emulate media features; Firefox takes prefers-reduced-motion from a pref. */
export function launchFirefox({ reducedMotion = false } = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: { "ui.prefersReducedMotion": reducedMotion ? 1 : 0 },
  });
}
