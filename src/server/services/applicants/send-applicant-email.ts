// HR's own message to an applicant (POST /application/api/send-email). Only addresses that belong
// to a job application can be written to, so the endpoint cannot mail arbitrary people. The spec
// addresses it by e-mail, which may match several applications: when it matches exactly one, the
// mail names that job and is listed on that application (Tracking Application); else it names none.
// Once the mail is queued an audit row names it (the mail id; the address and text stay in the mail log).
import type { z } from "zod";
import { escapeLike } from "../../../shared/escape-like.js";
import type { sendEmailSchema } from "../../../shared/hr/applicants.js";
import { HR_MESSAGES } from "../../../shared/hr/messages.js";
import { recordAudit } from "../../../infra/audit/record-audit.js";
import { AppError } from "../../../infra/errors.js";
import { DECISION_MAIL_SELECT, decisionMailContext, type DecisionMailDeps } from "./decision-mail.js";
import { enqueueMail } from "../../mail/enqueue-mail.js";

export async function sendApplicantEmail(
  deps: DecisionMailDeps,
  input: z.output<typeof sendEmailSchema>,
  actorId: number | null,
): Promise<{ mailId: string }> {
  const applicants = await deps.db.application.findMany({
    where: { email: { equals: escapeLike(input.email), mode: "insensitive" }, source: "job_application" },
    select: { id: true, ...DECISION_MAIL_SELECT },
    take: 2,
  });
  const [first] = applicants;
  if (!first) throw new AppError("NOT_FOUND", HR_MESSAGES.applicantNotFound, { reason: "APPLICANT_NOT_FOUND" });
  const only = applicants.length === 1 ? first : undefined;
  const { jobTitle, trackingUrl } = decisionMailContext(deps.env, first);
  const queued = await enqueueMail(deps, {
    kind: "hr_message",
    to: input.email,
    data: { message: input.message, link: input.link, status: input.status, trackingUrl, ...(only ? { jobTitle } : {}) },
    applicationId: only?.id,
    hrText: { message: input.message, link: input.link },
  });
  await recordAudit(deps.db, {
    actorId,
    action: "mail_sent",
    targetType: "mail",
    targetId: queued.mailId,
    applicationId: first.id,
    after: { kind: "hr_message", status: input.status },
  });
  return queued;
}
