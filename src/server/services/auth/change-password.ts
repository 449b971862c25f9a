// "Change password" on the profile: the current password proves it is the owner, the new one meets
// the one rule. Cheap refusals come first: the account's attempt budget, then the current password
// (wrong guesses count against the login limits of the account, so a stolen session cannot guess
// faster than a login), and only then the costly strength check, whose refusals count the same way.
// Every other session ends; this device gets a new token.
import { ACCOUNT_TEXTS, type ChangePasswordAnswer, type ChangePasswordInput } from "../../../shared/account.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { hashPassword, verifyPassword } from "../users/password.js";
import { assertStrongPassword } from "../users/password-strength.js";
import { guardAttempt } from "./attempt-guard.js";
import { enforceAuthRateLimit } from "./auth-rate-limit.js";
import { signToken, type AuthUser } from "./tokens.js";

export async function changePassword(
  deps: Deps,
  user: AuthUser,
  input: ChangePasswordInput,
  ip: string | null = null,
): Promise<ChangePasswordAnswer> {
  if (input.newPassword === input.currentPassword)
    throw new AppError("BAD_REQUEST", ACCOUNT_TEXTS.samePassword, { reason: "PASSWORD_UNCHANGED", field: "newPassword" });
  await enforceAuthRateLimit(deps, "changePassword", { ip, email: user.email });
  await guardAttempt(deps, "login", { ip, account: user.email }, async () => {
    const row = await deps.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new AppError("BAD_REQUEST", ACCOUNT_TEXTS.currentPasswordWrong, { reason: "WRONG_CURRENT_PASSWORD", field: "currentPassword" });
    }
    await assertStrongPassword(input.newPassword, { email: user.email, name: user.name });
  });
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await deps.db.user.update({
    where: { id: user.id },
    data: { passwordHash, tokenVersion: { increment: 1 } },
    select: { id: true, role: true, tokenVersion: true },
  });
  // The same session id: this device stays the same session, now under the new version.
  const token = await signToken(deps.env.JWT_SECRET, updated, user.sessionId);
  return { message: ACCOUNT_TEXTS.passwordChanged, token };
}
