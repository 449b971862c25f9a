// Sends an enquiry candidate the rejection mail with HR's reason (or the default one).
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../errors.js";
import { enqueueMail, type MailDeps } from "../../mail/enqueue-mail.js";

export async function rejectCandidate(deps: MailDeps & { db: Db }, id: number, reason: string): Promise<{ mailId: string }> {
  const candidate = await deps.db.application.findFirst({
    where: { id, source: "enquiry" },
    select: { fullName: true, email: true },
  });
  if (!candidate) throw new AppError("NOT_FOUND", HR_MESSAGES.candidateNotFound);
  return enqueueMail(deps, { kind: "candidate_rejected", to: candidate.email, data: { name: candidate.fullName, reason } });
}
