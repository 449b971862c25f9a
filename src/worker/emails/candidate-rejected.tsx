// Enquiry list: HR rejected a candidate; the mail carries HR's reason (or the default one).
import { COMPANY } from "../../shared/company.js";
import { DEFAULT_REJECTION_REASON, type MailPayload } from "../../shared/mail.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph, QuotedMessage } from "./_components/mail-parts.js";

type Props = MailPayload<"candidate_rejected">;

export const subject = (_data: Props) => `An update on your enquiry with ${COMPANY.name}`;

export default function CandidateRejectedEmail({ name, reason }: Props) {
  return (
    <MailLayout preview={`An update on your enquiry with ${COMPANY.name}`}>
      <MailHeading>An update on your enquiry</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>Thank you for your interest in {COMPANY.name} and for the time you took to send us your details.</Paragraph>
      <QuotedMessage>{reason}</QuotedMessage>
      <Paragraph>We wish you every success in your career.</Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

CandidateRejectedEmail.PreviewProps = { name: "Asha Rao", reason: DEFAULT_REJECTION_REASON } satisfies Props;
