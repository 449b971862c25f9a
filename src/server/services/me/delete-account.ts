// Delete my account (tRPC me.deleteAccount, DELETE /api/me): the password proves it is the owner
// (wrong guesses count against the account's login limits, as for a password change). One
// transaction erases the personal fields of the candidate's applications, of the enquiries and
// contact messages sent from the same address, and of the mail log to that address, withdraws the
// applications still open (HR can no longer move them, nor mail an erased address), erases the texts
// of the account's data requests (the rows stay as the record that they were answered), deletes the
// e-mail codes and the user row (its revoked sessions go with it, and with no user every token is
// refused). After the commit the uploaded files are removed and a last mail confirms the erasure.
// The same transaction appends an account_erased audit row: the candidate as actor, counts only.
//
// The mail queue is checked before anything changes, so with Redis down the answer is the usual 503
// and nothing is erased. Once the erasure has committed it is never undone: should the mail still
// fail to queue (Redis lost in between), or the upload store not answer, the failure is logged, the
// answer is still that the account is erased, and files left behind stay named on their erased rows
// until the retention job removes them.
import type { Db } from "../../../infra/db/client.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { execute, sql } from "../../../infra/db/sql.js";
import { AppError } from "../../../infra/errors.js";
import { ADDRESS_PATTERN, eraseDataRequests, eraseRows, type ErasedRows } from "../../../infra/privacy/erase-rows.js";
import { removeErasedFiles } from "../../../infra/privacy/remove-erased-files.js";
import { escapeLike } from "../../../shared/escape-like.js";
import { ACCOUNT_DATA_TEXTS, type DeleteAccountAnswer, type DeleteAccountInput } from "../../../shared/me/account-data.js";
import { SIGN_IN_REQUIRED } from "../../../shared/session.js";
import type { Deps } from "../../deps.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";
import { runAfterReply } from "../auth/after-reply.js";
import { guardAttempt } from "../auth/attempt-guard.js";
import type { AuthUser } from "../auth/tokens.js";
import { verifyPassword } from "../users/password.js";
import { assertCandidate } from "./candidate-only.js";

type Account = { id: number; name: string; email: string };

async function checkPassword(deps: Deps, user: AuthUser, password: string, ip: string | null): Promise<Account> {
  return guardAttempt(deps, "login", { ip, account: user.email }, async () => {
    const row = await deps.db.user.findUnique({
      where: { id: user.id },
      select: { id: true, name: true, email: true, passwordHash: true },
    });
    if (!row) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED, { reason: "SIGN_IN_REQUIRED" });
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new AppError("BAD_REQUEST", ACCOUNT_DATA_TEXTS.wrongPassword, { reason: "WRONG_CURRENT_PASSWORD", field: "password" });
    }
    return { id: row.id, name: row.name, email: row.email };
  });
}

async function eraseAccount(db: Db, account: Account): Promise<ErasedRows> {
  const sameAddress = { equals: escapeLike(account.email), mode: "insensitive" } as const;
  return db.$transaction(async (tx) => {
    // One instant stamps the whole erasure, as the transaction time did in SQL.
    const now = new Date();
    const applications = await tx.application.findMany({
      where: { OR: [{ userId: account.id }, { source: "enquiry", email: sameAddress }] },
      select: { id: true },
    });
    const messages = await tx.contactMessage.findMany({
      where: { OR: [{ userId: account.id }, { email: sameAddress }] },
      select: { id: true },
    });
    const applicationIds = applications.map((row) => row.id);
    await tx.application.updateMany({
      where: { id: { in: applicationIds }, source: "job_application", roundStatus: "in_progress", withdrawnAt: null },
      data: { withdrawnAt: now },
    });
    const erased = await eraseRows(tx, { applicationIds, contactMessageIds: messages.map((row) => row.id) }, now);
    // Sign-up and reset codes, and the mails to the account that name no application.
    await tx.emailCode.deleteMany({ where: { email: account.email } });
    // Failed mails too: their payload (kept for HR's retry) and the address their last error may quote.
    await execute(
      tx,
      sql`UPDATE mail_log SET recipient = '', sealed_payload = NULL, hr_message = NULL, hr_link = NULL, updated_at = ${now}::timestamptz,
        last_error = regexp_replace(last_error, ${ADDRESS_PATTERN}, '<address>', 'g')
      WHERE recipient = ${account.email}`,
    );
    await eraseDataRequests(tx, account.id);
    const deleted = await tx.user.deleteMany({ where: { id: account.id } });
    // A second request of the same account got here first.
    if (deleted.count !== 1) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED, { reason: "SIGN_IN_REQUIRED" });
    await recordAudit(tx, {
      actorId: account.id,
      action: "account_erased",
      targetType: "account",
      targetId: account.id,
      after: { applications: erased.applicationIds.length, contactMessages: erased.contactMessages },
    });
    return erased;
  });
}

export async function deleteAccount(
  deps: Deps,
  user: AuthUser,
  input: DeleteAccountInput,
  ip: string | null = null,
): Promise<DeleteAccountAnswer> {
  assertCandidate(user);
  const account = await checkPassword(deps, user, input.password, ip);
  await assertQueueReachable(deps.mailQueue);
  const erased = await eraseAccount(deps.db, account);

  runAfterReply("removing an erased account's files", async () => {
    await removeErasedFiles(deps, erased.applicationIds);
  });
  runAfterReply("queueing the account-erased mail", async () => {
    await enqueueMail(deps, { kind: "account_erased", to: account.email, data: { name: account.name } });
  });
  return { message: ACCOUNT_DATA_TEXTS.deleted };
}
