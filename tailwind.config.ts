import type { Config } from "tailwindcss";

// Loaded from src/app/app.css via `@config`; the design tokens live here so
// that both CSS and TS (e.g. the colour swatches) can see them.
export default {
  content: ["./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      // The device's own UI font (Roboto, San Francisco, Segoe UI): nothing to
      // download, nothing to swap, and the hero text paints with the first
      // frame. See docs/decisions/013.
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          "sans-serif",
        ],
      },
      colors: {
        brand: {
          50: "#eff6ff",
          100: "#dbeafe",
          600: "#1d4ed8",
          700: "#1e40af",
          800: "#1e3a8a",
          900: "#172554",
        },
        gold: { 400: "#f5c542", 500: "#e5ad1a", 600: "#b7860b" },
      },
    },
  },
} satisfies Config;
