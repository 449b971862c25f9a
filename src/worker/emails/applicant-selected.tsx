// Hiring rounds: an applicant cleared the HR Round and is selected (hired), with HR's own message
// and link when HR wrote one (the step page's Send Mail), else the standard congratulation.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { ForJob, LinkButton, MailHeading, Paragraph, QuotedMessage, TrackingLink } from "./_components/mail-parts.js";

type Props = MailPayload<"applicant_selected">;

export const subject = MAIL_SUBJECTS.applicant_selected;

export default function ApplicantSelectedEmail({ name, message, link, jobTitle, trackingUrl }: Props) {
  return (
    <MailLayout title={subject({ jobTitle })} preview={`Congratulations from ${COMPANY.name}: you have been selected`}>
      <MailHeading>You have been selected</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        Congratulations! You have cleared the HR Round, the last step of our hiring process, and we are delighted to select you
        <ForJob jobTitle={jobTitle} />.
      </Paragraph>
      {message ? (
        <>
          <Paragraph>A message from our HR team:</Paragraph>
          <QuotedMessage>{message}</QuotedMessage>
        </>
      ) : (
        <Paragraph>Our HR team will e-mail you the offer and the next steps shortly.</Paragraph>
      )}
      {link ? <LinkButton href={link} label="Open the link" /> : null}
      <TrackingLink href={trackingUrl} />
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

ApplicantSelectedEmail.PreviewProps = {
  name: "Asha Rao",
  message: "Welcome aboard! Your offer letter follows this week.\nPlease confirm your joining date.",
  link: "https://meet.example.com/rft-offer",
  jobTitle: "Frontend Developer",
  trackingUrl: "https://careers.example.com/applications",
} satisfies Props;
