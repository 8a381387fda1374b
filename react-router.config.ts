import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/content/paths";

// Client-only SPA (no server of our own): every public page is prerendered to
// static HTML at build time and hydrates in the browser. See docs/decisions/002.
export default {
  appDirectory: "src/app",
  // BUILD_DIR lets the end-to-end run build beside a developer's dist/.
  buildDirectory: process.env.BUILD_DIR ?? "dist",
  ssr: false,
  prerender: prerenderedPaths,
  // React Router 8's defaults that change nothing here (no loaders, actions or middleware, no
  // server), taken so the dev server stops warning about them. v8_splitRouteModules and
  // v8_viteEnvironmentApi change the build: with them a landing-page e2e test failed 2 runs in 3.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
