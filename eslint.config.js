// npm run lint (part of npm test): ESLint's and typescript-eslint's recommended rules with type
// information, the React hooks rules where components live, and eslint-config-prettier last so that
// no rule argues with Prettier about layout (.prettierrc; npm run format). A rule turned off or
// adjusted here says why on its line.
import js from "@eslint/js";
import prettier from "eslint-config-prettier/flat";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["public/build/", "dist/", "dist-startup/", "reports/", ".wrangler/", "worker-configuration.d.ts"]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The project service looks for the nearest tsconfig.json, and the root one leaves out the
          // Playwright config (e2e/tsconfig.json includes it): read it with the browser tests' options.
          allowDefaultProject: ["playwright.config.ts"],
          defaultProject: "e2e/tsconfig.json",
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // Where code runs decides its globals: the Worker has no DOM, the islands have no Node, and the
  // scripts' and tools' page.evaluate bodies run in the browser they drive.
  { files: ["src/**"], languageOptions: { globals: globals.serviceworker } },
  { files: ["src/islands/**", "src/client/**"], languageOptions: { globals: globals.browser } },
  {
    files: ["scripts/**", "tools/**", "e2e/**", "test/scripts/**", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // The hooks rules wherever components are written; the React Compiler's checks (state, effects,
  // refs, purity across re-renders) only where components re-render, in the browser: over all of
  // src/ they took about 9 of the lint's 37 CPU seconds, and a server page renders once.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["src/islands/**", "src/client/**"], extends: [reactHooks.configs.flat.recommended] },

  // One icon, one module: lucide-react's index pulls in its ~2,000 icons. The islands' bundle drops
  // them, but the worker tests load every module, and one such import made a fresh clone's test run
  // transform 2,124 icon modules (about two thirds of all it transformed).
  {
    files: ["src/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "lucide-react", message: 'Import the one icon: "lucide-react/icons/<name>".', allowTypeImports: true }] },
      ],
    },
  },

  {
    rules: {
      // A leading underscore, or a rest sibling, marks a name left out on purpose ({ photos: _photos, ...text }).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Wrong here: `(await res.json()) as T` and `.catch(() => ({}) as T)` infer the call's generic from
      // the assertion, so the rule calls needed assertions unnecessary and its fix breaks the types
      // (typescript-eslint#3502, wontfix).
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      // Every `any` they found comes from a library's declarations (Hono's onError context, a request
      // body's ReadableStream<any>, JSON.parse, ical.js, vitest's expect.any matchers, node:buffer in the
      // Worker project); tsc's strict mode already forbids writing one.
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // An async function is how a fake, a handler or a Playwright locator factory returns the Promise its caller expects.
      "@typescript-eslint/require-await": "off",
      // React ignores what an event handler returns, and the async handlers catch their own failures.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // The code removes control characters on purpose (header values, .ics lines, CSV cells, log lines).
      "no-control-regex": "off",
      // `${[200, 403]}` reads "200,403" in a failure message; the Worker's URLSearchParams is the
      // Workers types' own, not lib's, which the rule already allows.
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        {
          allow: [
            { from: "lib", name: ["Error", "URL", "URLSearchParams", "Array"] },
            { from: "package", package: "@cloudflare/workers-types", name: ["URL", "URLSearchParams"] },
          ],
        },
      ],
      // A short-circuit or ternary call as a statement is this code's habit (`text && ids.push(text)`).
      "@typescript-eslint/no-unused-expressions": ["error", { allowShortCircuit: true, allowTernary: true }],
      // An abort signal's reason is typed any; it is the DOMException fetch itself rejects with.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true }],
      // `catch {}`: a best-effort step (killing a process already gone, a port not open yet).
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` means none.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      // Islands render the server's markup first and switch to their enhanced state in a mount
      // effect (setEnhanced(true)): the hydration pattern this rule forbids.
      "react-hooks/set-state-in-effect": "off",
    },
  },

  // Plain JavaScript (the build, audit and bench scripts, the browser tools): no types to read.
  // After the rules above, so that their options do not turn type-aware rules back on here.
  { files: ["**/*.{js,mjs,cjs}"], extends: [tseslint.configs.disableTypeChecked] },
  // CommonJS config files (the dependency rule's): module.exports and require are theirs.
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.node } },

  prettier,
]);
