// A candidate withdraws one of their own applications: one guarded UPDATE (so of two concurrent
// withdraws exactly one passes), then the confirmation mail to the candidate through the queue; HR
// gets no mail. If the mail cannot be queued the withdrawal is undone, as HR's moves are.
import type { Db } from "../../../infra/db/client.js";
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { MY_APPLICATION_MESSAGES, type MyApplication } from "../../../shared/me/applications.js";
import { AppError } from "../../../infra/errors.js";
import { enqueueMail, type MailDeps } from "../../mail/enqueue-mail.js";
import type { AuthUser } from "../auth/tokens.js";
import { assertCandidate } from "./candidate-only.js";
import { readMyApplications } from "./list-my-applications.js";

type Own = { withdrawnAt: Date | null; roundStatus: string; fullName: string; jobTitle: string | null };

async function findOwn(db: Db, user: AuthUser, id: number): Promise<Own> {
  const row = await db.application.findFirst({
    where: { id, userId: user.id, source: "job_application" },
    select: { withdrawnAt: true, roundStatus: true, fullName: true, jobTitle: true },
  });
  // Someone else's application is "not found" too, so its existence is not revealed.
  if (!row) throw new AppError("NOT_FOUND", MY_APPLICATION_MESSAGES.notFound, { reason: "APPLICATION_NOT_FOUND" });
  if (row.withdrawnAt) throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.alreadyWithdrawn, { reason: "ALREADY_WITHDRAWN" });
  if (row.roundStatus !== "in_progress") throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.closed, { reason: "APPLICATION_CLOSED" });
  return row;
}

export async function withdrawApplication(
  deps: MailDeps & { db: Db },
  user: AuthUser,
  applicationId: number,
): Promise<{ application: MyApplication }> {
  assertCandidate(user);
  const { db } = deps;
  const own = await findOwn(db, user, applicationId);
  const withdrawnAt = new Date();
  const marked = await db.application.updateMany({
    where: { id: applicationId, userId: user.id, withdrawnAt: null, roundStatus: "in_progress" },
    data: { withdrawnAt },
  });
  // Another request withdrew it, or HR decided, since it was read: answer as that state deserves.
  if (marked.count !== 1) {
    await findOwn(db, user, applicationId);
    throw new AppError("CONFLICT", MY_APPLICATION_MESSAGES.alreadyWithdrawn, { reason: "ALREADY_WITHDRAWN" });
  }

  try {
    await enqueueMail(deps, {
      kind: "application_withdrawn",
      to: user.email,
      applicationId,
      data: { name: own.fullName, jobTitle: own.jobTitle ?? GENERAL_APPLICATION_TITLE },
      idempotencyKey: `application-withdrawn-${applicationId}`,
    });
  } catch (error) {
    await db.application.updateMany({ where: { id: applicationId, withdrawnAt }, data: { withdrawnAt: null } });
    throw error;
  }
  const [application] = await readMyApplications(db, user.id, applicationId);
  if (!application) throw new AppError("NOT_FOUND", MY_APPLICATION_MESSAGES.notFound, { reason: "APPLICATION_NOT_FOUND" });
  return { application };
}
