// The import boundaries in eslint.config.js fire: each case lints a small module, placed where a rule
// applies, with the project's own configuration (ESLint's Node API) and expects that rule's report,
// so removing or loosening the rule fails here. The allowed ways in are linted too, so a rule that
// refused everything would fail as well.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
// `ignore: false`: the cycle's fixture is in a folder that `eslint .` skips.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

const ruleIds = (result: ESLint.LintResult | undefined) => result?.messages.map((message) => message.ruleId);

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return ruleIds(result);
}

const PATH_RULE = "import-x/no-restricted-paths";

/** A module at `filePath` that imports `name` from `specifier` and uses it. */
const importing = (filePath: string, name: string, specifier: string) =>
  lint(filePath, `import { ${name} } from "${specifier}";\nexport const probe = ${name};\n`);

describe("client boundaries", () => {
  it.each([
    ["a feature importing another feature's internals", "src/client/features/jobs/probe.ts", "useAuth", "../auth/auth-provider"],
    ["lib/ importing a feature", "src/client/lib/probe.ts", "useAuth", "../features/auth/public"],
    ["shared UI importing a feature", "src/client/components/probe.tsx", "AccountNav", "../features/auth/components/account-nav"],
    ["a feature importing the composition layer", "src/client/features/jobs/probe.ts", "SiteChrome", "../../app/site-chrome"],
  ])("refuses %s", async (_case, filePath, name, specifier) => {
    expect(await importing(filePath, name, specifier)).toEqual([PATH_RULE]);
  });

  it.each([
    ["a feature importing another feature's public.ts", "src/client/features/jobs/probe.ts", "useAuth", "../auth/public"],
    ["a feature importing its own modules", "src/client/features/auth/probe.ts", "useAuth", "./auth-provider"],
    [
      "the composition layer importing a feature's internals",
      "src/client/app/probe.tsx",
      "AccountNav",
      "../features/auth/components/account-nav",
    ],
  ])("allows %s", async (_case, filePath, name, specifier) => {
    expect(await importing(filePath, name, specifier)).toEqual([]);
  });
});

describe("server boundaries", () => {
  it("refuses the web server importing the client, even as types (the SSR contract is in src/shared)", async () => {
    const code = 'import type { RenderRequest } from "../../client/entry-server.js";\nexport type Probe = RenderRequest;\n';
    expect(await lint("src/server/pages/probe.ts", code)).toEqual(["no-restricted-imports"]);
  });
});

describe("import cycles", () => {
  it("refuses a module that imports its own importer", async () => {
    const results = await eslint.lintFiles(["tests/fixtures/lint-cycle/*.ts"]);
    expect(results.map((result) => [path.basename(result.filePath), ruleIds(result)])).toEqual([
      ["first.ts", ["import-x/no-cycle"]],
      ["second.ts", ["import-x/no-cycle"]],
    ]);
  });
});
