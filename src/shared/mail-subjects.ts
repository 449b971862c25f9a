// The subject lines of the mails about an application, in one place: the worker's templates use
// them to send, and the candidate's own view of their applications rebuilds them from the mail log
// (whose payload is sealed), so both always say the same thing. Each takes only the fields it needs.
import { COMPANY } from "./company.js";

export const MAIL_SUBJECTS = {
  applicant_accepted: ({ round }: { round: string }) => `You have moved to ${round} at ${COMPANY.name}`,
  applicant_rejected: () => `An update on your application to ${COMPANY.name}`,
  applicant_selected: ({ jobTitle }: { jobTitle?: string }) =>
    jobTitle ? `You have been selected for ${jobTitle} at ${COMPANY.name}` : `You have been selected at ${COMPANY.name}`,
  hr_message: ({ status }: { status: "accept" | "reject" }) =>
    status === "accept" ? `Good news about your application to ${COMPANY.name}` : `An update on your application to ${COMPANY.name}`,
  application_received: ({ jobTitle }: { jobTitle: string }) => `We received your application for ${jobTitle}`,
  candidate_rejected: () => `An update on your enquiry with ${COMPANY.name}`,
  application_withdrawn: () => "Your application has been withdrawn",
  position_closed: ({ jobTitle }: { jobTitle: string }) => `The ${jobTitle} position at ${COMPANY.name} has closed`,
  account_erased: () => `Your ${COMPANY.name} account has been deleted`,
  data_request_received: () => `We received your data request to ${COMPANY.name}`,
  data_request_answered: () => `Our reply to your data request to ${COMPANY.name}`,
  interviewer_invited: () => `You have been invited to interview at ${COMPANY.name}`,
  interview_invite: ({ jobTitle }: { jobTitle: string }) => `Interview for ${jobTitle} at ${COMPANY.name}`,
  interview_canceled: ({ jobTitle }: { jobTitle: string }) => `Interview canceled: ${jobTitle} at ${COMPANY.name}`,
  interview_reminder: ({ jobTitle }: { jobTitle: string }) => `Reminder: interview for ${jobTitle} at ${COMPANY.name}`,
  interview_slots_offered: ({ jobTitle }: { jobTitle: string }) => `Pick a time for your interview: ${jobTitle} at ${COMPANY.name}`,
} as const;
