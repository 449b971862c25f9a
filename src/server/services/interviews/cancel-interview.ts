// HR cancels an interview (tRPC hr.interviews.cancel, DELETE /api/interviews/{id}): one guarded
// update marks it canceled (when, sequence + 1) and its participant rows canceled, which frees the
// interviewers' time; its audit row goes in the same transaction. After the commit everyone is
// mailed METHOD:CANCEL (same UID, the raised SEQUENCE) and the reminders are removed.
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { assertQueueReachable } from "../../../infra/mail/outbox.js";
import { INTERVIEW_TEXTS } from "../../../shared/interview-terms.js";
import { announceInterview, type InterviewDeps } from "./announce-interview.js";

export async function cancelInterview(
  deps: InterviewDeps,
  input: { id: number; actorId: number },
): Promise<{ id: number; mailIds: string[] }> {
  await assertQueueReachable(deps.mailQueue);
  const canceledAt = new Date();
  await deps.db.$transaction(async (tx) => {
    const row = await tx.interview.findUnique({ where: { id: input.id }, select: { applicationId: true, sequence: true, status: true } });
    if (!row) throw new AppError("NOT_FOUND", INTERVIEW_TEXTS.notFound, { reason: "INTERVIEW_NOT_FOUND" });
    const changed = await tx.interview.updateMany({
      where: { id: input.id, status: "scheduled" },
      data: { status: "canceled", canceledAt, sequence: { increment: 1 } },
    });
    if (changed.count !== 1) throw new AppError("CONFLICT", INTERVIEW_TEXTS.alreadyCanceled);
    await tx.interviewParticipant.updateMany({ where: { interviewId: input.id }, data: { canceled: true } });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "interview_canceled",
      targetType: "interview",
      targetId: input.id,
      applicationId: row.applicationId,
      before: { status: "scheduled", sequence: row.sequence },
      after: { status: "canceled", sequence: row.sequence + 1 },
    });
  });
  const mailIds = await announceInterview(deps, input.id, { kind: "canceled" });
  return { id: input.id, mailIds };
}
