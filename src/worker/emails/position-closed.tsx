// Sent to each candidate whose open application's job HR deleted: the position has closed, so the
// application is closed without a decision on them; other openings are still open to them.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"position_closed">;

export const subject = MAIL_SUBJECTS.position_closed;

export default function PositionClosedEmail({ name, jobTitle }: Props) {
  return (
    // The preview is fixed text: its padding follows its length, which a job title would change.
    <MailLayout title={subject({ jobTitle })} preview={`A position you applied for at ${COMPANY.name} has closed`}>
      <MailHeading>This position has closed</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        Thank you for applying for <strong>{jobTitle}</strong> at {COMPANY.name}. This position has now been closed, so we have closed your
        application for it. This is not a decision about you or your profile.
      </Paragraph>
      <Paragraph>You are welcome to apply for our other openings on the job board at any time.</Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

PositionClosedEmail.PreviewProps = { name: "Asha Rao", jobTitle: "Frontend Developer" } satisfies Props;
