// A reminder 24 hours or 1 hour before an interview, to the candidate and each interviewer.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { INTERVIEW_PREVIEW, InterviewDetails } from "./_components/interview-details.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph, TrackingLink } from "./_components/mail-parts.js";

type Props = MailPayload<"interview_reminder">;

export const subject = MAIL_SUBJECTS.interview_reminder;

export default function InterviewReminderEmail(props: Props) {
  const { audience, lead, name, candidateName, jobTitle, trackingUrl } = props;
  const soon = lead === "1h" ? "in about an hour" : "tomorrow";
  return (
    <MailLayout title={subject({ jobTitle })} preview={`Your interview is ${soon}`}>
      <MailHeading>{lead === "1h" ? "Your interview starts in an hour" : "Your interview is tomorrow"}</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      {audience === "candidate" ? (
        <Paragraph>
          A reminder of your interview for the <strong>{jobTitle}</strong> position, {soon}:
        </Paragraph>
      ) : (
        <Paragraph>
          A reminder of your interview with <strong>{candidateName}</strong> for the <strong>{jobTitle}</strong> position, {soon}:
        </Paragraph>
      )}
      <InterviewDetails {...props} />
      {audience === "candidate" ? <TrackingLink href={trackingUrl} /> : null}
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

InterviewReminderEmail.PreviewProps = { ...INTERVIEW_PREVIEW, audience: "candidate", lead: "24h" } satisfies Props;
