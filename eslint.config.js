// Lint rules, including the import boundaries of docs/architecture.md:
// the client imports server code only as types, src/shared imports nothing from the app,
// the worker never imports the web server, the web server never imports the client or the worker,
// and src/infra (what both use) imports none of them. Inside the client, a feature imports another
// only through that feature's public.ts, shared UI and lib/ import no feature, and nothing imports
// the composition layer (app/, routes/) but itself. No import cycles anywhere in src/
// (docs/decisions/0074-client-boundaries.md).
// Two ways to the database (docs/architecture.md, "The database"): Prisma's model API and the SQL
// layer in src/infra/db/sql.ts; no SQL whose meaning depends on the session's TimeZone.
// The client renders buttons only through the primitives of src/client/components/ui. A feature's
// components reach the server only through the feature's api/ hooks.
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

const client = path.join(import.meta.dirname, "src/client");
const FEATURES = fs.readdirSync(path.join(client, "features"));
const inClient = (...parts) => path.join(client, ...parts);

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "var/",
      "test-results/",
      "node_modules/",
      "src/infra/db/generated/",
      "tests/fixtures/lint-cycle/",
      "src/client/route-tree.gen.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
    },
  },
  {
    // With the fixture pair tests/unit/lint-boundaries.test.ts lints (ignored by `eslint .` above).
    files: ["src/**/*.{ts,tsx}", "tests/fixtures/lint-cycle/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      // Modules never read for cycles: packages, and Prisma's generated client (large, imports none of ours).
      "import-x/ignore": ["/node_modules/", "/src/infra/db/generated/"],
    },
    rules: {
      // Type-only imports are not followed (they are erased).
      "import-x/no-cycle": "error",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: inClient("features", feature),
              from: inClient("features/**"),
              except: [inClient("features", feature, "**"), inClient("features/*/public.ts")],
              message: "A feature imports another feature only through its public.ts (features/<name>/public.ts).",
            })),
            {
              target: ["components", "lib", "hooks", "content"].map((layer) => inClient(layer)),
              from: ["features", "app", "routes"].map((layer) => inClient(layer)),
              message: "Shared UI (components/), lib/, hooks/ and content/ import no feature and nothing of app/ or routes/.",
            },
            {
              target: inClient("features"),
              from: ["app", "routes"].map((layer) => inClient(layer)),
              message: "Features do not import the composition layer (app/, routes/): it imports them.",
            },
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": restrict([
        {
          // tRPC's own client-side helpers (e.g. @trpc/server/observable for links) are not our server.
          group: ["**/server/**", "!@trpc/server/**", "**/worker/**"],
          allowTypeImports: true,
          message: "The client may import server code as types only (import type).",
        },
      ]),
    },
  },
  {
    files: ["src/client/**/*.tsx"],
    ignores: ["src/client/components/ui/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='button']",
          message: "Render the Button or IconButton primitive from components/ui.",
        },
      ],
    },
  },
  {
    // A feature's server calls live in its api/ hooks, built from tRPC's query options; its components
    // and other hooks call those and never reach the tRPC client or React Query's data hooks themselves.
    files: ["src/client/features/**/*.{ts,tsx}"],
    ignores: ["src/client/features/*/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              importNames: ["useQuery", "useSuspenseQuery", "useInfiniteQuery", "useMutation", "useQueryClient"],
              message: "Read and write server data through the feature's api/ hooks (features/<name>/api/).",
            },
          ],
          patterns: [{ group: ["**/lib/trpc"], message: "Call the server through the feature's api/ hooks (features/<name>/api/)." }],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["**/server/**", "**/client/**", "**/worker/**", "../*/**"],
          message: "src/shared imports only zod and other shared modules.",
        },
      ]),
    },
  },
  {
    files: ["src/worker/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict([
        {
          regex: String.raw`^\.\.?/(.*/)?(server|client)/`,
          message: "The worker never imports the web server: what both use lives in src/infra (or src/shared).",
        },
      ]),
    },
  },
  {
    files: ["src/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict([
        {
          regex: String.raw`^\.\.?/(.*/)?(client|worker)/`,
          message: "The web server imports neither the client (the SSR contract is in src/shared) nor the worker.",
        },
      ]),
    },
  },
  {
    files: ["src/infra/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          regex: String.raw`^\.\.?/(.*/)?(server|worker|client)/`,
          message: "src/infra is shared by the web server and the worker: it imports neither (nor the client).",
        },
      ]),
    },
  },
  {
    files: ["src/server/**/*.{ts,tsx}", "src/worker/**/*.{ts,tsx}", "src/infra/**/*.ts", "scripts/**/*.ts", "prisma/**/*.ts"],
    ignores: ["src/infra/db/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe"].map((property) => ({
          property,
          message: "Raw SQL goes through src/infra/db/sql.ts (selectRows, selectRow, execute).",
        })),
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='pg']",
          message: "Only src/infra/db talks to pg: use Prisma's model API or src/infra/db/sql.ts.",
        },
        ...["TemplateElement[value.raw", "Literal[value"].map((node) => ({
          selector: `${node}=/(^|[^.\\w])now\\(\\)|current_timestamp|localtimestamp|at time zone|::timestamp(?!tz)|timestamp without/i]`,
          message:
            "SQL must not depend on the session's TimeZone: pass the instant from the app (${new Date()}::timestamptz), compare with ::timestamptz.",
        })),
      ],
    },
  },
);
