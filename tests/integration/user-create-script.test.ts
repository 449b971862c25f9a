// The operator's account script (npm run user:create): usage on --help, a clear one-line error and
// exit code 2 for bad arguments or a predictable password, and a verified HR account with that password.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { createDb } from "../../src/infra/db/client.js";
import { verifyPassword } from "../../src/server/services/users/password.js";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_PERSONAL } from "../../src/server/services/users/password-strength.js";
import { TEST_PASSWORD, uniqueSuffix } from "../helpers/factories.js";
import { nodeArgs } from "../helpers/node-build.js";

const USAGE = "usage: npm run user:create -- --email E --password P --name N [--role hr|user]";

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, nodeArgs(inject("nodeDist"), "user-create", ...args), {
      env: { ...process.env, DATABASE_URL: inject("databaseUrl") },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run user:create", () => {
  it("prints its usage on --help", async () => {
    const result = await run(["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(USAGE);
  });

  it("answers an unknown option or a missing field with the reason and the usage, exit code 2, no stack trace", async () => {
    const unknown = await run(["--bogus"]);
    expect(unknown).toMatchObject({ code: 2, stderr: `Unknown option '--bogus'\n${USAGE}\n` });
    const missing = await run(["--email", "ops@example.com"]);
    expect(missing).toMatchObject({ code: 2, stderr: `password: --password is required\nname: --name is required\n${USAGE}\n` });
  });

  it("refuses a common password or one with the account's name, exit code 2, writing nothing", async () => {
    const email = `ops.${uniqueSuffix()}@example.com`;
    const common = await run(["--email", email, "--password", "password", "--name", "Hema HR"]);
    expect(common).toMatchObject({ code: 2, stderr: `password: ${PASSWORD_TOO_COMMON}\n${USAGE}\n` });
    const personal = await run(["--email", email, "--password", "hema-sunrise-41", "--name", "Hema HR"]);
    expect(personal).toMatchObject({ code: 2, stderr: `password: ${PASSWORD_TOO_PERSONAL}\n${USAGE}\n` });
    const db = createDb(inject("databaseUrl"));
    try {
      expect(await db.user.count({ where: { email } })).toBe(0);
    } finally {
      await db.$disconnect();
    }
  });

  it("creates a verified HR account with that password", async () => {
    const email = `hr.${uniqueSuffix()}@example.com`;
    const result = await run(["--email", email, "--password", TEST_PASSWORD, "--name", "Hema HR", "--role", "hr"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^account ready: ${email.replace(/\./g, "\\.")} \\(hr, id \\d+\\)`));
    const db = createDb(inject("databaseUrl"));
    try {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect(user).toMatchObject({ role: "hr", name: "Hema HR", verified: true });
      expect(await verifyPassword(user.passwordHash, TEST_PASSWORD)).toBe(true);
    } finally {
      await db.$disconnect();
    }
  });
});
