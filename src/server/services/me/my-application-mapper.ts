// A candidate's application row (with its round changes and mail log rows) as the MyApplication the
// Tracking Application page shows: the status in words, the job link while it is open, and each
// mail's subject rebuilt from the shared subject lines (the mail log keeps no payload in clear).
import { GENERAL_APPLICATION_TITLE } from "../../../shared/application/general-application.js";
import { toDateOnly } from "../../../shared/date-only.js";
import { ROUND_LABELS } from "../../../shared/hr/rounds.js";
import { isJobExpired } from "../../../shared/job.js";
import { jobPath } from "../../../shared/job-url.js";
import { MAIL_SUBJECTS } from "../../../shared/mail-subjects.js";
import type { ExpectedDecision, MyApplication, MyApplicationStatus } from "../../../shared/me/applications.js";
import type { Prisma } from "../../../infra/db/generated/client.js";

/** The kinds of mail the enqueue path records against an application. */
export const APPLICATION_MAIL_KINDS = [
  "application_received",
  "applicant_accepted",
  "applicant_rejected",
  "hr_message",
  "candidate_rejected",
  "application_withdrawn",
  "position_closed",
  "applicant_selected",
  "interview_invite",
  "interview_canceled",
  "interview_reminder",
] as const satisfies readonly (keyof typeof MAIL_SUBJECTS)[];

export const MY_APPLICATION_SELECT = {
  id: true,
  jobId: true,
  jobTitle: true,
  department: true,
  createdAt: true,
  round: true,
  roundStatus: true,
  withdrawnAt: true,
  positionClosedAt: true,
  job: { select: { id: true, jobTitle: true, applicationDeadline: true } },
  roundChanges: {
    select: { fromRound: true, toRound: true, status: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
  mails: {
    where: { kind: { in: [...APPLICATION_MAIL_KINDS] } },
    select: { id: true, kind: true, status: true, createdAt: true, sentAt: true, hrMessage: true, hrLink: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  },
} as const satisfies Prisma.ApplicationSelect;

type Row = Prisma.ApplicationGetPayload<{ select: typeof MY_APPLICATION_SELECT }>;
type Change = Row["roundChanges"][number];
type Mail = Row["mails"][number];

function statusOf(row: Row): { status: MyApplicationStatus; statusText: string } {
  if (row.withdrawnAt) return { status: "withdrawn", statusText: "Withdrawn" };
  if (row.positionClosedAt) return { status: "position_closed", statusText: "Position closed" };
  if (row.roundStatus === "rejected") return { status: "not_selected", statusText: "Not selected" };
  if (row.roundStatus === "cleared") return { status: "selected", statusText: "Selected" };
  if (row.round === "resume_screening") return { status: "under_review", statusText: "Under review" };
  return { status: "moved", statusText: `Moved to ${ROUND_LABELS[row.round]}` };
}

/** The round change a move's mail was queued for: the last one made before the mail (mails follow their commit). */
function changeBefore(changes: Change[], at: Date): Change | undefined {
  return changes.findLast((change) => change.createdAt <= at);
}

function subjectOf(mail: Mail, row: Row, jobTitle: string): string {
  const change = changeBefore(row.roundChanges, mail.createdAt);
  switch (mail.kind) {
    case "applicant_accepted":
      return MAIL_SUBJECTS.applicant_accepted({ round: ROUND_LABELS[change?.toRound ?? row.round] });
    case "hr_message":
      return MAIL_SUBJECTS.hr_message({ status: change?.status === "rejected" ? "reject" : "accept" });
    case "application_received":
      return MAIL_SUBJECTS.application_received({ jobTitle });
    case "position_closed":
      return MAIL_SUBJECTS.position_closed({ jobTitle });
    case "applicant_selected":
      return MAIL_SUBJECTS.applicant_selected({ jobTitle });
    case "interview_invite":
    case "interview_canceled":
    case "interview_reminder":
      return MAIL_SUBJECTS[mail.kind]({ jobTitle });
    case "applicant_rejected":
    case "candidate_rejected":
    case "application_withdrawn":
      return MAIL_SUBJECTS[mail.kind]();
    default:
      // Not selected by MY_APPLICATION_SELECT.
      return "";
  }
}

function deliveryOf(status: Mail["status"]): MyApplication["mails"][number]["delivery"] {
  if (status === "sent") return "delivered";
  if (status === "failed") return "failed";
  return "pending";
}

/** The title the candidate applied under: as stored on the application, else its job's, else a general application. */
export function jobTitleOf(row: { jobTitle: string | null; job: { jobTitle: string } | null }): string {
  return row.jobTitle ?? row.job?.jobTitle ?? GENERAL_APPLICATION_TITLE;
}

/** Open: still in progress at its round and not withdrawn (a closed position is rejected, so not open). */
export function isOpenApplication(row: Pick<Row, "withdrawnAt" | "positionClosedAt" | "roundStatus">): boolean {
  return !row.withdrawnAt && !row.positionClosedAt && row.roundStatus === "in_progress";
}

/** `expectedDecision` is the reply-by estimate of its department and round, given only for an open application. */
export function toMyApplication(row: Row, now = new Date(), expectedDecision: ExpectedDecision | null = null): MyApplication {
  const jobTitle = jobTitleOf(row);
  const jobOpen = row.job !== null && !isJobExpired(toDateOnly(row.job.applicationDeadline), now);
  const { status, statusText } = statusOf(row);
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle,
    department: row.department,
    jobOpen,
    jobPath: jobOpen && row.job ? jobPath({ id: row.job.id, job_title: row.job.jobTitle }) : null,
    appliedAt: row.createdAt.toISOString(),
    round: row.round,
    roundLabel: ROUND_LABELS[row.round],
    status,
    statusText,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    canWithdraw: !row.withdrawnAt && row.roundStatus === "in_progress",
    expectedDecision: isOpenApplication(row) ? expectedDecision : null,
    timeline: row.roundChanges.map((change) => ({
      at: change.createdAt.toISOString(),
      fromRound: change.fromRound,
      toRound: change.toRound,
      toRoundLabel: ROUND_LABELS[change.toRound],
      status: change.status,
    })),
    mails: row.mails.map((mail) => ({
      id: mail.id,
      subject: subjectOf(mail, row, jobTitle),
      message: mail.hrMessage,
      link: mail.hrLink,
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
      delivery: deliveryOf(mail.status),
    })),
  };
}
