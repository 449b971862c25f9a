// "Sign out everywhere": bumping the token version revokes every token of the user, this one too.
import type { Db } from "../../../infra/db/client.js";
import { ACCOUNT_TEXTS } from "../../../shared/account.js";
import type { MessageAnswer } from "../../../shared/auth.js";

export async function logOutEverywhere(db: Db, userId: number): Promise<MessageAnswer> {
  await db.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
  return { message: ACCOUNT_TEXTS.signedOutEverywhere };
}
