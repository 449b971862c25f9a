// Hiring rounds: an applicant was rejected at a step of the hiring process.
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { ForJob, Paragraph, TrackingLink } from "./_components/mail-parts.js";
import { RejectionMail } from "./_components/rejection-mail.js";

type Props = MailPayload<"applicant_rejected">;

export const subject = MAIL_SUBJECTS.applicant_rejected;

export default function ApplicantRejectedEmail({ name, step, jobTitle, trackingUrl }: Props) {
  return (
    <RejectionMail title={subject()} heading="An update on your application" preview={subject()} name={name}>
      <Paragraph>
        Thank you for the time and effort you put into the <strong>{step}</strong> step of our hiring process
        <ForJob jobTitle={jobTitle} />. After careful review, we are unable to move forward with your application at this time.
      </Paragraph>
      <Paragraph>We will keep your profile and may contact you about future openings. We wish you every success.</Paragraph>
      <TrackingLink href={trackingUrl} />
    </RejectionMail>
  );
}

ApplicantRejectedEmail.PreviewProps = {
  name: "Priya Nair",
  step: "Round 1",
  jobTitle: "Frontend Developer",
  trackingUrl: "https://careers.example.com/applications",
} satisfies Props;
