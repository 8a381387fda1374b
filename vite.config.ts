import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Packages that only lazily loaded code imports (the wizard, the application form, the
 * date picker, toasts). Vite's first crawl misses them, so on the first dev visit it found
 * them one chunk at a time and reloaded the page each time, once mid-wizard (newcomer audit
 * F7). tests/optimize-deps.test.ts checks that every package src/ imports is here.
 */
export const lazyClientDeps = [
  "@hookform/resolvers/zod",
  "@radix-ui/react-accordion",
  "@radix-ui/react-dialog",
  "@supabase/supabase-js",
  "canvas-confetti",
  "date-fns",
  "embla-carousel-react",
  "react-day-picker",
  "react-day-picker/locale/de",
  "react-hook-form",
  "sonner",
  "tus-js-client",
  "uqr",
  "zod/mini",
  "zod/v4/core",
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    host: "localhost",
    // PORT moves the dev server (npm start, npm run dev); strictPort: a busy port is an error, not a silent move.
    port: Number(process.env.PORT || 5173),
    strictPort: true,
    // A build beside the dev server (npm run test:e2e, a benchmark) rewrote these folders' HTML,
    // and each file reloaded the open page.
    watch: { ignored: ["**/dist*/**", "**/build/**", "**/.supabase-local/**", "**/test-results/**"] },
  },
  optimizeDeps: { include: lazyClientDeps },
  build: { assetsInlineLimit: 0 },
});
