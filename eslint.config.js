// Lint rules, including the import boundaries of docs/architecture.md:
// the client imports server code only as types, src/shared imports nothing from the app,
// the worker never imports the web server, and src/infra (what both use) imports neither.
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
);
