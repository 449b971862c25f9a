// Enquiry list: HR rejected a candidate; the mail carries HR's reason (or the default one).
import { COMPANY } from "../../shared/company.js";
import { DEFAULT_REJECTION_REASON, type MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { Paragraph, QuotedMessage } from "./_components/mail-parts.js";
import { RejectionMail } from "./_components/rejection-mail.js";

type Props = MailPayload<"candidate_rejected">;

export const subject = MAIL_SUBJECTS.candidate_rejected;

export default function CandidateRejectedEmail({ name, reason }: Props) {
  return (
    <RejectionMail title={subject()} heading="An update on your enquiry" preview={subject()} name={name}>
      <Paragraph>Thank you for your interest in {COMPANY.name} and for the time you took to send us your details.</Paragraph>
      <QuotedMessage>{reason}</QuotedMessage>
      <Paragraph>We wish you every success in your career.</Paragraph>
    </RejectionMail>
  );
}

CandidateRejectedEmail.PreviewProps = { name: "Asha Rao", reason: DEFAULT_REJECTION_REASON } satisfies Props;
