import { existsSync } from "node:fs";

/** Debian's Chromium (or PLAYWRIGHT_CHROMIUM_PATH); Playwright's own download is not available here. */
export function chromiumPath(): string {
  const path = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install one with "sudo apt-get update && sudo apt-get install -y chromium", ` +
        "or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.",
    );
  }
  return path;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
