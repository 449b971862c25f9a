// Who may open the queue dashboard: the operator (user "operator" + OPERATOR_PASSWORD) or an HR
// account, by e-mail + password over HTTP Basic auth or by its session token as a Bearer header.
import { OPERATOR_USERNAME, sameSecret } from "../../infra/operator-credentials.js";
import type { Deps } from "../deps.js";
import { bearerToken, resolveTokenUser } from "../services/auth/tokens.js";
import { verifyPasswordOrDummy } from "../services/users/password.js";

export type DashboardAccess = "granted" | "unauthenticated" | "forbidden";

/**
 * Basic auth credentials: the operator password, or the e-mail and password of an HR account.
 * Every user name costs the same lookup, argon2 verification and operator comparison, so the time
 * tells nothing about which names exist.
 */
export async function areDashboardCredentials(deps: Pick<Deps, "db" | "env">, username: string, password: string): Promise<boolean> {
  const user = await deps.db.user.findUnique({
    where: { email: username.trim().toLowerCase() },
    select: { role: true, passwordHash: true },
  });
  const passwordOk = await verifyPasswordOrDummy(user?.passwordHash, password);
  const operatorOk = deps.env.OPERATOR_PASSWORD !== undefined && sameSecret(password, deps.env.OPERATOR_PASSWORD);
  return username === OPERATOR_USERNAME ? operatorOk : user?.role === "hr" && passwordOk;
}

/** A Bearer session token: granted for HR, forbidden for other accounts; undefined when there is none. */
export async function bearerAccess(
  deps: Pick<Deps, "db" | "env">,
  authorization: string | undefined,
): Promise<DashboardAccess | undefined> {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const user = await resolveTokenUser(deps.db, deps.env.JWT_SECRET, token);
  if (!user) return "unauthenticated";
  return user.role === "hr" ? "granted" : "forbidden";
}
