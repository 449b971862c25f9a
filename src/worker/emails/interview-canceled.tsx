// An interview was canceled: to the candidate and each interviewer, with METHOD:CANCEL calendar data.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { INTERVIEW_PREVIEW } from "./_components/interview-details.js";
import { MailLayout } from "./_components/mail-layout.js";
import { Field, MailHeading, Paragraph, TrackingLink } from "./_components/mail-parts.js";

type Props = MailPayload<"interview_canceled">;

export const subject = MAIL_SUBJECTS.interview_canceled;

export default function InterviewCanceledEmail({ audience, name, candidateName, jobTitle, round, when, whenUtc, trackingUrl }: Props) {
  return (
    <MailLayout title={subject({ jobTitle })} preview="An interview has been canceled">
      <MailHeading>Interview canceled</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      {audience === "candidate" ? (
        <Paragraph>
          Your interview for the <strong>{jobTitle}</strong> position has been canceled. We will be in touch about the next steps.
        </Paragraph>
      ) : (
        <Paragraph>
          The interview with <strong>{candidateName}</strong> for the <strong>{jobTitle}</strong> position has been canceled.
        </Paragraph>
      )}
      <Field label="Round">{round}</Field>
      <Field label="Was at">{when}</Field>
      <Field label="In UTC">{whenUtc}</Field>
      <Paragraph>The attached calendar update removes it from your calendar.</Paragraph>
      {audience === "candidate" ? <TrackingLink href={trackingUrl} /> : null}
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

InterviewCanceledEmail.PreviewProps = {
  ...INTERVIEW_PREVIEW,
  audience: "candidate",
  ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
} satisfies Props;
