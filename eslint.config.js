// Lint rules, including the import boundaries of docs/architecture.md:
// the client imports server code only as types, src/shared imports nothing from the app,
// the worker never imports the web server, and src/infra (what both use) imports neither.
// Two ways to the database (docs/architecture.md, "The database"): Prisma's model API and the SQL
// layer in src/infra/db/sql.ts; no SQL whose meaning depends on the session's TimeZone.
// The client renders buttons only through the primitives of src/client/components/ui.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  { ignores: ["dist/", "var/", "test-results/", "node_modules/", "src/server/db/generated/", "src/client/route-tree.gen.ts"] },
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
    files: ["src/client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
          // Prisma's generated client stays where prisma/schema.prisma writes it.
          regex: String.raw`^\.\.?/(.*/)?(server/(?!db/generated/)|client/)`,
          message: "The worker never imports the web server: what both use lives in src/infra (or src/shared).",
        },
      ]),
    },
  },
  {
    files: ["src/infra/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          regex: String.raw`^\.\.?/(.*/)?(server/(?!db/generated/)|worker/|client/)`,
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
