// Step 3 of sign-up: creates the account for an address verified in the last 30 minutes.
import { AUTH_ERRORS, AUTH_SUCCESS, VERIFIED_EMAIL_MINUTES, type MessageAnswer, type RegisterInput } from "../../../shared/auth.js";
import { isUniqueViolation } from "../../../infra/db/sql.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { hashPassword } from "../users/password.js";
import { assertStrongPassword } from "../users/password-strength.js";

const alreadyRegistered = () => new AppError("CONFLICT", AUTH_ERRORS.alreadyRegistered, { reason: "EMAIL_TAKEN" });

export async function registerUser(deps: Deps, input: RegisterInput): Promise<MessageAnswer> {
  const { db } = deps;
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw alreadyRegistered();

  const verifiedSince = new Date(Date.now() - VERIFIED_EMAIL_MINUTES * 60_000);
  const verification = await db.emailCode.findFirst({
    where: { email: input.email, purpose: "signup", usedAt: { gte: verifiedSince } },
    select: { id: true },
  });
  if (!verification) {
    // A registration running beside this one may have just spent the verification with its account
    // (both in one transaction): then the address is taken, not unverified.
    if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw alreadyRegistered();
    throw new AppError("BAD_REQUEST", AUTH_ERRORS.emailNotVerified, { reason: "EMAIL_NOT_VERIFIED" });
  }

  await assertStrongPassword(input.password, { email: input.email, name: input.name });
  const passwordHash = await hashPassword(input.password);
  try {
    await db.$transaction([
      db.user.create({ data: { name: input.name, email: input.email, passwordHash, role: "user", verified: true } }),
      // The verification is spent: the address now has an account.
      db.emailCode.deleteMany({ where: { email: input.email, purpose: "signup" } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
  return { message: AUTH_SUCCESS.accountCreated };
}
