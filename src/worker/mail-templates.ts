// Which react-email component, subject line and reply-to address each kind of mail uses.
import type { ReactElement } from "react";
import type { MailKind, MailPayload } from "../shared/mail.js";
import ApplicantAcceptedEmail, { subject as applicantAcceptedSubject } from "./emails/applicant-accepted.js";
import ApplicantRejectedEmail, { subject as applicantRejectedSubject } from "./emails/applicant-rejected.js";
import ApplicantSelectedEmail, { subject as applicantSelectedSubject } from "./emails/applicant-selected.js";
import ApplicationReceivedEmail, { subject as applicationReceivedSubject } from "./emails/application-received.js";
import AccountErasedEmail, { subject as accountErasedSubject } from "./emails/account-erased.js";
import ApplicationWithdrawnEmail, { subject as applicationWithdrawnSubject } from "./emails/application-withdrawn.js";
import CandidateRejectedEmail, { subject as candidateRejectedSubject } from "./emails/candidate-rejected.js";
import ContactMessageEmail, { subject as contactMessageSubject } from "./emails/contact-message.js";
import DataRequestAnsweredEmail, { subject as dataRequestAnsweredSubject } from "./emails/data-request-answered.js";
import DataRequestReceivedEmail, { subject as dataRequestReceivedSubject } from "./emails/data-request-received.js";
import InterviewCanceledEmail, { subject as interviewCanceledSubject } from "./emails/interview-canceled.js";
import InterviewInviteEmail, { subject as interviewInviteSubject } from "./emails/interview-invite.js";
import InterviewReminderEmail, { subject as interviewReminderSubject } from "./emails/interview-reminder.js";
import InterviewSlotsOfferedEmail, { subject as interviewSlotsOfferedSubject } from "./emails/interview-slots-offered.js";
import HrMessageEmail, { subject as hrMessageSubject } from "./emails/hr-message.js";
import InterviewerInvitedEmail, { subject as interviewerInvitedSubject } from "./emails/interviewer-invited.js";
import PositionClosedEmail, { subject as positionClosedSubject } from "./emails/position-closed.js";
import ResetCodeEmail, { subject as resetCodeSubject } from "./emails/reset-code.js";
import SignupCodeEmail, { subject as signupCodeSubject } from "./emails/signup-code.js";

export type MailTemplate<K extends MailKind> = {
  component: (props: MailPayload<K>) => ReactElement;
  subject: (data: MailPayload<K>) => string;
  /** Fields with a few fixed values that change the wording; every other text field is copied in as it is. */
  variantBy?: readonly (keyof MailPayload<K> & string)[];
  replyTo?: (data: MailPayload<K>) => string;
};

export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  signup_code: { component: SignupCodeEmail, subject: signupCodeSubject },
  reset_code: { component: ResetCodeEmail, subject: resetCodeSubject, variantBy: ["audience"] },
  candidate_rejected: { component: CandidateRejectedEmail, subject: candidateRejectedSubject },
  applicant_accepted: { component: ApplicantAcceptedEmail, subject: applicantAcceptedSubject },
  applicant_rejected: { component: ApplicantRejectedEmail, subject: applicantRejectedSubject },
  applicant_selected: { component: ApplicantSelectedEmail, subject: applicantSelectedSubject },
  hr_message: { component: HrMessageEmail, subject: hrMessageSubject, variantBy: ["status"] },
  application_received: { component: ApplicationReceivedEmail, subject: applicationReceivedSubject },
  application_withdrawn: { component: ApplicationWithdrawnEmail, subject: applicationWithdrawnSubject },
  position_closed: { component: PositionClosedEmail, subject: positionClosedSubject },
  account_erased: { component: AccountErasedEmail, subject: accountErasedSubject },
  data_request_received: { component: DataRequestReceivedEmail, subject: dataRequestReceivedSubject, variantBy: ["type"] },
  data_request_answered: { component: DataRequestAnsweredEmail, subject: dataRequestAnsweredSubject, variantBy: ["type"] },
  interview_invite: { component: InterviewInviteEmail, subject: interviewInviteSubject, variantBy: ["audience", "change"] },
  interview_canceled: { component: InterviewCanceledEmail, subject: interviewCanceledSubject, variantBy: ["audience"] },
  interview_reminder: { component: InterviewReminderEmail, subject: interviewReminderSubject, variantBy: ["audience", "lead"] },
  interview_slots_offered: { component: InterviewSlotsOfferedEmail, subject: interviewSlotsOfferedSubject },
  interviewer_invited: { component: InterviewerInvitedEmail, subject: interviewerInvitedSubject },
  contact_message: { component: ContactMessageEmail, subject: contactMessageSubject, replyTo: (data) => data.email },
};
