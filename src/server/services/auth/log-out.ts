// Logout on the server: ends this device's session only (its `sid` goes on the revoked list until
// its token would have expired anyway). Old entries are swept here, so the list stays short.
import type { Db } from "../../../infra/db/client.js";
import { AUTH_SUCCESS, type MessageAnswer } from "../../../shared/auth.js";
import { SIGN_IN_REQUIRED } from "../../../shared/session.js";
import { AppError } from "../../../infra/errors.js";
import { TOKEN_TTL_MS, type AuthUser } from "./tokens.js";

export async function logOut(db: Db, user: AuthUser): Promise<MessageAnswer> {
  if (!user.sessionId) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED, { reason: "SIGN_IN_REQUIRED" });
  const now = new Date();
  await db.$transaction([
    db.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.revokedSession.upsert({
      where: { id: user.sessionId },
      create: { id: user.sessionId, userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) },
      update: {},
    }),
  ]);
  return { message: AUTH_SUCCESS.loggedOut };
}
