// HR's view of the mails sent to a candidate (issue #16 item 5): the row shape, the kind labels,
// the subject lines rebuilt without the sealed payload, and the texts of the list and the retry.
// Zod-free (the schemas are in mails-schemas.ts), so an HR page may import it without zod.
import { COMPANY } from "../company.js";
import type { MailKind } from "../mail.js";
import { MAIL_SUBJECTS } from "../mail-subjects.js";
import { ROUND_LABELS, type HiringRound } from "./rounds.js";

export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The newest mails listed per address or application: enough for any one candidate. */
export const MAIL_LIST_LIMIT = 100;

/** How often the panel asks again while a mail is still queued. */
export const MAIL_QUEUED_REFETCH_MS = 3000;

/** Sign-up and reset codes expire within minutes: a failed one is never sent again. */
export const CODE_MAIL_KINDS: readonly MailKind[] = ["signup_code", "reset_code"];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  signup_code: "Sign-up code",
  reset_code: "Password reset code",
  candidate_rejected: "Enquiry rejected",
  applicant_accepted: "Moved to a round",
  applicant_rejected: "Application rejected",
  applicant_selected: "Selected",
  hr_message: "Message from HR",
  application_received: "Application received",
  application_withdrawn: "Application withdrawn",
  position_closed: "Position closed",
  account_erased: "Account deleted",
  data_request_received: "Data request received",
  data_request_answered: "Data request answered",
  interviewer_invited: "Interviewer invitation",
  interview_invite: "Interview invitation",
  interview_canceled: "Interview canceled",
  interview_reminder: "Interview reminder",
  interview_slots_offered: "Interview times offered",
  contact_message: "Contact message",
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

export const MAIL_MESSAGES = {
  invalidMailId: "Invalid mail ID",
  invalidApplicationId: "Invalid application ID",
  emailOrApplication: "Give an e-mail address or an application ID",
  mailNotFound: "Mail not found",
  onlyFailed: "Only a failed mail can be retried.",
  erased: "This mail cannot be retried: the recipient's personal data was erased.",
  codeExpired: "A sign-up or reset code cannot be sent again: it has expired. The person can ask for a new code.",
  fetchFailed: "Failed to load the mails.",
  noMails: "No mails sent to this address yet.",
  retryFailed: "Failed to retry the mail.",
  retried: "Mail queued again.",
} as const;

/** One mail as HR sees it. `lastError` may quote the recipient's address: HR sees that anyway. */
export type HrMail = {
  id: string;
  kind: MailKind;
  kindLabel: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  updatedAt: string;
  applicationId: number | null;
  /** Failed, still holding its sealed payload, and not a code: HR may queue it again. */
  retryable: boolean;
};

export type HrMailList = { data: HrMail[] };

/** What the subject line needs besides the kind, read from the application the mail is about. */
export type MailSubjectContext = {
  /** The job applied for (the general application's title when there is no job). */
  jobTitle: string;
  /** The application's round now, and the round and status of its last move before the mail. */
  round: HiringRound | null;
  movedTo: HiringRound | null;
  movedStatus: string | null;
};

/**
 * The mail's subject as sent, rebuilt like the candidate's own view (my-application-mapper.ts):
 * payloads are sealed (and gone once sent), so data-dependent parts come from the application.
 */
export function mailSubject(kind: MailKind, context: MailSubjectContext): string {
  switch (kind) {
    case "applicant_accepted": {
      const round = context.movedTo ?? context.round;
      return round
        ? MAIL_SUBJECTS.applicant_accepted({ round: ROUND_LABELS[round] })
        : `You have moved to the next round at ${COMPANY.name}`;
    }
    case "hr_message":
      return MAIL_SUBJECTS.hr_message({ status: context.movedStatus === "rejected" ? "reject" : "accept" });
    case "application_received":
      return MAIL_SUBJECTS.application_received({ jobTitle: context.jobTitle });
    case "position_closed":
      return MAIL_SUBJECTS.position_closed({ jobTitle: context.jobTitle });
    case "applicant_selected":
      return MAIL_SUBJECTS.applicant_selected({ jobTitle: context.jobTitle });
    case "interview_invite":
    case "interview_canceled":
    case "interview_reminder":
    case "interview_slots_offered":
      return MAIL_SUBJECTS[kind]({ jobTitle: context.jobTitle });
    case "applicant_rejected":
    case "candidate_rejected":
    case "application_withdrawn":
    case "account_erased":
    case "data_request_received":
    case "data_request_answered":
    case "interviewer_invited":
      return MAIL_SUBJECTS[kind]();
    case "signup_code":
      return `Your ${COMPANY.name} verification code`;
    case "reset_code":
      return `Your ${COMPANY.name} password reset code`;
    case "contact_message":
      return "New contact message";
  }
}
