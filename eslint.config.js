import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));

const features = ["faq", "landing", "legal", "wizard"];
const shared = ["components", "lib", "content", "schemas"];
/** Tests, and what only tests use: they may import across layers and from `testing/`. */
const testFiles = ["**/*.test.{ts,tsx}", "**/testing/**", "src/test/**"];

/**
 * The wizard's layers, lowest first: a module imports only from its own layer and those below.
 * Entries are today's folders and, where a folder still mixes layers, single files.
 */
const wizardLayers = [
  // pure rules: wizard data, navigation, packages, colours, fonts, summary text, file rules, ids
  [
    "model",
    "session/session-id.ts",
    "session/messages.ts",
    "summary/display.ts",
    "summary/labels.ts",
    "summary/summary-text.ts",
    "submit/messages.ts",
    "uploads/file-rules.ts",
    "uploads/sanitize-file-name.ts",
  ],
  // store
  ["state"],
  // api and the browser's storage: requests, the session record, the tab's writer id
  [
    "submit/submit-briefing.ts",
    "submit/missing-file.ts",
    "session/remote-session.ts",
    "session/session-request.ts",
    "session/session-record.ts",
    "session/early-link-load.ts",
    "session/session-link.ts",
    "session/tab-writer.ts",
  ],
  // ui primitives: fields, buttons, dialog frame, step frame, hooks of a step form
  [
    "components/form",
    "components/buttons.ts",
    "components/icons.tsx",
    "components/wizard-dialog.tsx",
    "components/step-header.tsx",
    "components/step-card.tsx",
    "components/step-actions.tsx",
    "components/open-step.ts",
    "hooks",
  ],
  // uploads: tracker, transport and their widgets (which use the ui primitives)
  ["uploads"],
  // session: boot, sync, merge, and its dialogs (which hold the upload trackers)
  ["session"],
  // steps, the summary and sending
  [
    "steps",
    "summary/summary-card.tsx",
    "summary/summary-step.tsx",
    "submit/thank-you.tsx",
    "submit/use-submit-briefing.ts",
  ],
  // shell: wizard, step content, navigation, toolbar, dialogs
  ["components"],
];

const wizardPath = (entry) => `./src/features/wizard/${entry}`;

/**
 * One zone per pair of a layer's entry and an entry above it. A higher folder may hold lower
 * entries (`components/form` inside the shell's `components`): those stay importable.
 */
const wizardLayerZones = wizardLayers.flatMap((layer, index) => {
  const atOrBelow = wizardLayers.slice(0, index + 1).flat();
  const above = wizardLayers.slice(index + 1).flat();
  return layer.flatMap((entry) =>
    above.map((higher) => ({
      target: wizardPath(entry),
      from: wizardPath(higher),
      except: atOrBelow
        .filter((lower) => lower.startsWith(`${higher}/`))
        .map((lower) => `./${lower.slice(higher.length + 1)}`),
      message: `The wizard's layers import only downwards: ${higher} sits above ${entry}.`,
    })),
  );
});

// Paths, not import strings, so `../../wizard/…` is caught like `~/features/wizard/…`.
const fenceZones = [
  // Imports flow one way: app → routes → features → shared; features are fenced.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    message: "Features do not import each other.",
  })),
  ...shared.map((folder) => ({
    target: `./src/${folder}`,
    from: ["./src/features", "./src/app", "./src/routes"],
    message: "Shared code never imports features, routes or the app.",
  })),
];

/** `testing/` folders hold what only tests need; product code never reaches them. */
const testingZone = {
  target: "./src",
  from: "./src/**/testing/**",
  message: "Only tests import a testing/ folder.",
};

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
    // Type-aware: a promise nobody awaits or catches loses its error silently.
    files: ["**/*.{ts,tsx}"],
    // Deno's files are outside tsconfig.json (`deno check` types them).
    ignores: ["supabase/functions/**", "supabase/local/functions/host.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
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
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: fenceZones }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...fenceZones, testingZone] }],
    },
  },
  {
    files: ["src/features/wizard/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...fenceZones, testingZone, ...wizardLayerZones] }],
    },
  },
  {
    // Owned by the tus transport's rewrite; its fire-and-forget calls are settled there.
    files: ["src/features/wizard/uploads/**"],
    rules: { "@typescript-eslint/no-floating-promises": "off" },
  },
);
