// Logout on the server: bumping the token version revokes every token of the user (all devices).
import { AUTH_SUCCESS, type MessageAnswer } from "../../../shared/auth.js";
import type { Db } from "../../db/client.js";

export async function logOut(db: Db, userId: number): Promise<MessageAnswer> {
  await db.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
  return { message: AUTH_SUCCESS.loggedOut };
}
