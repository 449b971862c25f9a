// "Edit name" on the profile: the new name, and the user as the browser stores it.
import type { Db } from "../../../infra/db/client.js";
import type { UpdateNameInput } from "../../../shared/account.js";
import type { PublicUser } from "../../../shared/user.js";

export function renameUser(db: Db, userId: number, input: UpdateNameInput): Promise<PublicUser> {
  return db.user.update({ where: { id: userId }, data: { name: input.name }, select: { id: true, name: true, email: true, role: true } });
}
