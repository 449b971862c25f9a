// Candidate management "Send Mail": HR's own message with an optional link, as an acceptance or a rejection.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { ForJob, LinkButton, MailHeading, Paragraph, QuotedMessage, TrackingLink } from "./_components/mail-parts.js";

type Props = MailPayload<"hr_message">;

export const subject = MAIL_SUBJECTS.hr_message;

export default function HrMessageEmail({ message, link, status, jobTitle, trackingUrl }: Props) {
  return (
    <MailLayout title={subject({ status })} preview={subject({ status })}>
      <MailHeading>{status === "accept" ? "Good news about your application" : "An update on your application"}</MailHeading>
      <Paragraph>
        A message from the {COMPANY.name} HR team about your application
        <ForJob jobTitle={jobTitle} />:
      </Paragraph>
      <QuotedMessage>{message}</QuotedMessage>
      {link ? <LinkButton href={link} label="Open the link" /> : null}
      <TrackingLink href={trackingUrl} />
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

HrMessageEmail.PreviewProps = {
  message: "We are happy to invite you to the HR round on Monday at 10:00.\nPlease join with your camera on.",
  link: "https://meet.example.com/rft-hr-round",
  status: "accept",
  jobTitle: "Frontend Developer",
  trackingUrl: "https://careers.example.com/applications",
} satisfies Props;
