// Signs a user in for a role. A wrong pair gets one answer, in about the same time, whether or
// not the address has an account; the role is checked only after the password matched.
import { AUTH_ERRORS, notAuthorizedForRole, type LoginAnswer, type LoginInput } from "../../../shared/auth.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../errors.js";
import { hashPassword, verifyPassword } from "../users/password.js";
import { signToken } from "./tokens.js";

let dummyHash: Promise<string> | undefined;

/** A real argon2id hash to verify against when the address is unknown, so both paths cost the same. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword("timing-equaliser-not-a-real-password");
  return dummyHash;
}

export async function logIn(deps: Deps, input: LoginInput): Promise<LoginAnswer> {
  const user = await deps.db.user.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, email: true, role: true, passwordHash: true, tokenVersion: true },
  });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!user || !passwordOk) throw new AppError("UNAUTHORIZED", AUTH_ERRORS.invalidCredentials);
  if (user.role !== input.role) throw new AppError("FORBIDDEN", notAuthorizedForRole(input.role));

  const token = await signToken(deps.env.JWT_SECRET, user);
  return { token, user: { id: user.id, name: user.name, email: user.email, role: user.role } };
}
