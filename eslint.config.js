import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = ["landing", "wizard"];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-e2e*",
      "build",
      ".react-router",
      ".supabase-local",
      "node_modules",
      "test-results",
      "playwright-report",
      "src/lib/database.types.ts",
      ".scratch",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/index", "**/index.ts"], message: "No barrel files (STYLE.md)." }] },
      ],
    },
  },
  // Imports flow one way: app → features → shared; one feature never imports another.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: features
            .filter((other) => other !== feature)
            .map((other) => ({ group: [`~/features/${other}/**`], message: "Features do not import each other." })),
        },
      ],
    },
  })),
);
