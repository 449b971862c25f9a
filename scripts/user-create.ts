// npm run user:create -- --email E --password P --name N [--role hr|user]
import { parseArgs } from "node:util";
import { z } from "zod";
import { createDb } from "../src/infra/db/client.js";
import { getEnv } from "../src/infra/env.js";
import { assertStrongPassword } from "../src/server/services/users/password-strength.js";
import { upsertUser } from "../src/server/services/users/upsert-user.js";
import { emailSchema } from "../src/shared/email.js";
import type { Role } from "../src/shared/user.js";

/** The roles an operator creates here; interviewers join through HR's invitation (/hr/team), which is audited. */
const SCRIPT_ROLES = ["user", "hr"] as const satisfies readonly Role[];

const argsSchema = z.object({
  email: emailSchema,
  password: z.string("--password is required").min(8, "--password must be at least 8 characters"),
  name: z.string("--name is required").trim().min(1, "--name is required"),
  role: z.enum(SCRIPT_ROLES).default("user"),
});

const USAGE = "usage: npm run user:create -- --email E --password P --name N [--role hr|user]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    // An unknown option or a missing value: say which, without a stack trace.
    return fail((error as Error).message);
  }
}

const { help, ...values } = readArgs();
if (help) {
  console.log(`Creates an account, or updates the one with that e-mail (a new password signs it out everywhere).\n${USAGE}`);
  process.exit(0);
}
const parsed = argsSchema.safeParse(values);
if (!parsed.success) fail(parsed.error.issues.map((i) => `${i.path.join(".") || "args"}: ${i.message}`).join("\n"));
try {
  await assertStrongPassword(parsed.data.password, parsed.data);
} catch (error) {
  fail(`password: ${(error as Error).message}`);
}

const db = createDb(getEnv().DATABASE_URL);
try {
  const user = await upsertUser(db, parsed.data);
  console.log(`account ready: ${user.email} (${user.role}, id ${user.id})`);
} finally {
  await db.$disconnect();
}
