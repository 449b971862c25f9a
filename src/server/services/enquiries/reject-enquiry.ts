// Rejects an enquiry once: marks the enquiry rejected (round_status, with its history row)
// and mails them HR's reason (or the default one). The mark is guarded on the enquiry still being
// open, so a second reject (another tab, a retry, a second HR user) is a 409 and sends no mail; if
// the mail cannot be queued the mark is undone, so a rejection never stands without its mail. An
// enquiry whose personal data were erased has no address left: 409. The audit row is written once the
// mail is queued, never before: an audit row cannot be deleted along with an undone mark.
import type { Db } from "../../../infra/db/client.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { enqueueMail, type MailDeps } from "../../mail/enqueue-mail.js";

type RejectInput = { id: number; reason: string; changedById: number | null };

export async function rejectEnquiry(deps: MailDeps & { db: Db }, input: RejectInput): Promise<{ mailId: string }> {
  const { db } = deps;
  const enquiry = await db.application.findFirst({
    where: { id: input.id, source: "enquiry" },
    select: { fullName: true, email: true, round: true, erasedAt: true },
  });
  if (!enquiry) throw new AppError("NOT_FOUND", HR_MESSAGES.enquiryNotFound, { reason: "CANDIDATE_NOT_FOUND" });
  if (enquiry.erasedAt) throw new AppError("CONFLICT", HR_MESSAGES.enquiryErased);

  const historyId = await db.$transaction(async (tx) => {
    const marked = await tx.application.updateMany({
      where: { id: input.id, source: "enquiry", roundStatus: "in_progress" },
      data: { roundStatus: "rejected" },
    });
    if (marked.count !== 1) throw new AppError("CONFLICT", HR_MESSAGES.enquiryAlreadyRejected, { reason: "CANDIDATE_ALREADY_REJECTED" });
    const history = await tx.roundChange.create({
      data: {
        applicationId: input.id,
        changedById: input.changedById,
        fromRound: enquiry.round,
        toRound: enquiry.round,
        status: "rejected",
      },
      select: { id: true },
    });
    return history.id;
  });

  let queued: { mailId: string };
  try {
    queued = await enqueueMail(deps, {
      kind: "candidate_rejected",
      to: enquiry.email,
      applicationId: input.id,
      data: { name: enquiry.fullName, reason: input.reason },
    });
  } catch (error) {
    await db.$transaction([
      db.application.updateMany({ where: { id: input.id, roundStatus: "rejected" }, data: { roundStatus: "in_progress" } }),
      db.roundChange.deleteMany({ where: { id: historyId } }),
    ]);
    throw error;
  }
  await recordAudit(db, {
    actorId: input.changedById,
    action: "enquiry_rejected",
    targetType: "application",
    targetId: input.id,
    applicationId: input.id,
    before: { round: enquiry.round, round_status: "in_progress" },
    after: { round: enquiry.round, round_status: "rejected" },
  });
  return queued;
}
