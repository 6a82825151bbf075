import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const WITHOUT_EXTENSION = String.raw`/^\.{1,2}\/(?!.*\.(ts|tsx|css|json|svg|png|webp|woff2|md|txt)(\?[a-z]+)?$)/`;
const message = "Name the imported file with its extension (./module.ts, ./component.tsx).";
const RELATIVE_IMPORT_WITHOUT_EXTENSION = ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "ImportExpression"].map((node) => ({
  selector: `${node}[source.value=${WITHOUT_EXTENSION}]`,
  message,
}));

/** Each layer of app/ and the folders it must not import from. */
const LAYER_RULES = [
  { folder: "lib", forbidden: ["content", "components", "routes", ".server"] },
  { folder: "content", forbidden: ["components", "routes", ".server"] },
  { folder: "components", forbidden: ["routes", ".server"] },
];
const LAYER_MESSAGE = "Layers point one way: lib < content < components < routes, and .server only from routes. Move what both need down, or pass it in.";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "!build-tools/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".tmp/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // One rule for relative imports: name the file with its extension. Node runs server.ts,
      // server/, bin/ and scripts/ without a bundler, and it needs the extension; one form
      // everywhere means a module can move between the two worlds unchanged.
      "no-restricted-syntax": ["error", ...RELATIVE_IMPORT_WITHOUT_EXTENSION],
    },
  },
  // Layers that point one way (docs/decisions/040-layers-and-one-lead-shape.md): app/lib <
  // app/content < app/components < app/routes; app/.server is reached from the routes (and the
  // server), never from the three layers below them. Tests may read any layer. The import-graph
  // test (build-tools/import-graph.test.ts) checks the same on resolved paths, and finds loops.
  ...LAYER_RULES.map(({ folder, forbidden }) => ({
    files: [`app/${folder}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`^(\.\.?/)+(${forbidden.join("|").replaceAll(".", String.raw`\.`)})/`,
              message: `app/${folder}: ${LAYER_MESSAGE}`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // A named region that scrolls sideways (a wide table on a phone) must take keyboard focus.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
);
