// The signed-in user's own account, as the profile page shows it.
import type { Profile } from "../../../shared/account.js";
import type { Db } from "../../../infra/db/client.js";
import { AppError } from "../../../infra/errors.js";
import { SIGN_IN_REQUIRED } from "../../../shared/session.js";

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, role: true, createdAt: true },
  });
  // Deleted while signed in: the same answer as any session the server no longer accepts.
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED, { reason: "SIGN_IN_REQUIRED" });
  return { id: user.id, name: user.name, email: user.email, role: user.role, joinedAt: user.createdAt.toISOString() };
}
