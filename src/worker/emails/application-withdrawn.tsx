// Tracking Application: confirms to the candidate that they withdrew an application.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"application_withdrawn">;

export const subject = MAIL_SUBJECTS.application_withdrawn;

export default function ApplicationWithdrawnEmail({ name, jobTitle }: Props) {
  return (
    <MailLayout title={subject()} preview={subject()}>
      <MailHeading>Your application has been withdrawn</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        As you asked, your application for <strong>{jobTitle}</strong> at {COMPANY.name} has been withdrawn. Our HR team will not consider
        it any further.
      </Paragraph>
      <Paragraph>You are welcome to apply again to our other openings at any time.</Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

ApplicationWithdrawnEmail.PreviewProps = { name: "Asha Rao", jobTitle: "Frontend Developer" } satisfies Props;
