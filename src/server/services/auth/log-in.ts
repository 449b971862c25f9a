// Signs a user in through a door: the candidate login ("user") or the employer logins ("hr"), where
// HR and interviewers sign in. A wrong pair gets one answer, in about the same time, whether or
// not the address has an account; the door and a deactivation are checked only after the password
// matched. Failed tries are limited per (address, IP), per IP and per address (attempt-guard.ts).
import { AUTH_ERRORS, notAuthorizedForRole, type LoginAnswer, type LoginInput } from "../../../shared/auth.js";
import { opensDoor } from "../../../shared/user.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../../infra/errors.js";
import { verifyPasswordOrDummy } from "../users/password.js";
import { guardAttempt } from "./attempt-guard.js";
import { signToken } from "./tokens.js";

export async function logIn(deps: Deps, input: LoginInput, ip: string | null = null): Promise<LoginAnswer> {
  const user = await guardAttempt(deps, "login", { ip, account: input.email }, async () => {
    const found = await deps.db.user.findUnique({
      where: { email: input.email },
      select: { id: true, name: true, email: true, role: true, passwordHash: true, tokenVersion: true, deactivatedAt: true },
    });
    if (!(await verifyPasswordOrDummy(found?.passwordHash, input.password)) || !found) {
      throw new AppError("UNAUTHORIZED", AUTH_ERRORS.invalidCredentials, { reason: "INVALID_CREDENTIALS" });
    }
    return found;
  });
  if (!opensDoor(input.role, user.role)) throw new AppError("FORBIDDEN", notAuthorizedForRole(input.role), { reason: "WRONG_ROLE" });
  if (user.deactivatedAt) throw new AppError("FORBIDDEN", AUTH_ERRORS.accountDeactivated, { reason: "ACCOUNT_DEACTIVATED" });

  const token = await signToken(deps.env.JWT_SECRET, user);
  return { token, user: { id: user.id, name: user.name, email: user.email, role: user.role } };
}
