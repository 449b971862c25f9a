// HR's own message to an applicant (POST /application/api/send-email). Only addresses that belong
// to a job application can be written to, so the endpoint cannot mail arbitrary people. Once the
// mail is queued an audit row names it (the mail id; the address and text stay in the mail log).
import type { z } from "zod";
import type { Db } from "../../../infra/db/client.js";
import { escapeLike } from "../../../shared/escape-like.js";
import type { sendEmailSchema } from "../../../shared/hr/applicants.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { enqueueMail, type MailDeps } from "../../mail/enqueue-mail.js";

export async function sendApplicantEmail(
  deps: MailDeps & { db: Db },
  input: z.output<typeof sendEmailSchema>,
  actorId: number | null,
): Promise<{ mailId: string }> {
  const applicant = await deps.db.application.findFirst({
    where: { email: { equals: escapeLike(input.email), mode: "insensitive" }, source: "job_application" },
    select: { id: true },
  });
  if (!applicant) throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  const queued = await enqueueMail(deps, {
    kind: "hr_message",
    to: input.email,
    data: { message: input.message, link: input.link, status: input.status },
  });
  await recordAudit(deps.db, {
    actorId,
    action: "mail_sent",
    targetType: "mail",
    targetId: queued.mailId,
    applicationId: applicant.id,
    after: { kind: "hr_message", status: input.status },
  });
  return queued;
}
