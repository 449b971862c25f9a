// Creates an account, or updates the name, password and role of an existing one (operator tool).
import type { Db } from "../../../infra/db/client.js";
import type { PublicUser, Role } from "../../../shared/user.js";
import { hashPassword } from "./password.js";

export type UpsertUserInput = { email: string; password: string; name: string; role: Role };

export async function upsertUser(db: Db, input: UpsertUserInput): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const data = { name: input.name, passwordHash, role: input.role, verified: true };
  return db.user.upsert({
    where: { email: input.email },
    // A new password revokes every token issued before it (every session ends).
    update: { ...data, tokenVersion: { increment: 1 } },
    create: { ...data, email: input.email },
    select: { id: true, name: true, email: true, role: true },
  });
}
