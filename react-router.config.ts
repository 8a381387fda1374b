import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/app/paths";

// Client-only SPA (no server of our own): every public page is prerendered to
// static HTML at build time and hydrates in the browser. See docs/decisions/002.
export default {
  appDirectory: "src/app",
  // BUILD_DIR lets the end-to-end run build beside a developer's dist/.
  buildDirectory: process.env.BUILD_DIR ?? "dist",
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
