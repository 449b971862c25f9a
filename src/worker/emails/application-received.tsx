// Job application: confirms to the candidate that the application arrived.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"application_received">;

export const subject = MAIL_SUBJECTS.application_received;

export default function ApplicationReceivedEmail({ name, jobTitle }: Props) {
  return (
    <MailLayout title={subject({ jobTitle })} preview={`Thank you for applying to ${COMPANY.name}`}>
      <MailHeading>Thank you for applying</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        We received your application for <strong>{jobTitle}</strong> at {COMPANY.name}. Our HR team reviews every application and will
        e-mail you about the next steps.
      </Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

ApplicationReceivedEmail.PreviewProps = { name: "Asha Rao", jobTitle: "Frontend Developer" } satisfies Props;
