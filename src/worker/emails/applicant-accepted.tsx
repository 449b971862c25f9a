// Hiring rounds: an applicant was accepted and moved to the next round (with an optional link).
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { ForJob, LinkButton, MailHeading, Paragraph, TrackingLink } from "./_components/mail-parts.js";

type Props = MailPayload<"applicant_accepted">;

export const subject = MAIL_SUBJECTS.applicant_accepted;

export default function ApplicantAcceptedEmail({ name, round, link, jobTitle, trackingUrl }: Props) {
  return (
    <MailLayout title={subject({ round })} preview={`Good news from ${COMPANY.name}: you are through to the next round`}>
      <MailHeading>You are through to the next round</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        Congratulations! In your application
        <ForJob jobTitle={jobTitle} />, you have cleared the previous step of our hiring process and moved to <strong>{round}</strong>.
      </Paragraph>
      {link ? (
        <>
          <Paragraph>Everything you need for this round is at this link:</Paragraph>
          <LinkButton href={link} label={`Open the ${round} details`} />
        </>
      ) : (
        <Paragraph>Our HR team will e-mail you the details of this round shortly.</Paragraph>
      )}
      <TrackingLink href={trackingUrl} />
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

ApplicantAcceptedEmail.PreviewProps = {
  name: "Rahul Mehta",
  round: "Round 2",
  link: "https://meet.example.com/rft-round-2",
  jobTitle: "Frontend Developer",
  trackingUrl: "https://careers.example.com/applications",
} satisfies Props;
