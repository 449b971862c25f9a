// npm run user:create -- --email E --password P --name N [--role hr|user]
import { parseArgs } from "node:util";
import { z } from "zod";
import { createDb } from "../src/server/db/client.js";
import { getEnv } from "../src/server/env.js";
import { upsertUser } from "../src/server/services/users/upsert-user.js";
import { emailSchema } from "../src/shared/email.js";
import { ROLES } from "../src/shared/user.js";

const argsSchema = z.object({
  email: emailSchema,
  password: z.string().min(8, "--password must be at least 8 characters"),
  name: z.string().trim().min(1, "--name is required"),
  role: z.enum(ROLES).default("user"),
});

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `${i.path.join(".") || "args"}: ${i.message}`).join("\n"));
  console.error("usage: npm run user:create -- --email E --password P --name N [--role hr|user]");
  process.exit(2);
}

const db = createDb(getEnv().DATABASE_URL);
try {
  const user = await upsertUser(db, parsed.data);
  console.log(`account ready: ${user.email} (${user.role}, id ${user.id})`);
} finally {
  await db.$disconnect();
}
