// Hiring rounds: an applicant was rejected at a step of the hiring process.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"applicant_rejected">;

export const subject = (_data: Props) => `An update on your application to ${COMPANY.name}`;

export default function ApplicantRejectedEmail({ name, step }: Props) {
  return (
    <MailLayout preview={`An update on your application to ${COMPANY.name}`}>
      <MailHeading>An update on your application</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        Thank you for the time and effort you put into the <strong>{step}</strong> step of our hiring process. After careful review, we
        are unable to move forward with your application at this time.
      </Paragraph>
      <Paragraph>We will keep your profile and may contact you about future openings. We wish you every success.</Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

ApplicantRejectedEmail.PreviewProps = { name: "Priya Nair", step: "Round 1" } satisfies Props;
