// An interview invitation, new or changed, to the candidate or one interviewer; the worker adds the
// calendar (text/calendar; method=REQUEST and an .ics attachment) from the payload's `ics`.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { INTERVIEW_PREVIEW, InterviewDetails } from "./_components/interview-details.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph, TrackingLink } from "./_components/mail-parts.js";

type Props = MailPayload<"interview_invite">;

export const subject = MAIL_SUBJECTS.interview_invite;

export default function InterviewInviteEmail(props: Props) {
  const { audience, change, name, candidateName, jobTitle, trackingUrl } = props;
  const changed = change === "rescheduled";
  return (
    <MailLayout title={subject({ jobTitle })} preview={changed ? "Your interview has changed" : "You are invited to an interview"}>
      <MailHeading>{changed ? "Your interview has changed" : "Interview invitation"}</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      {audience === "candidate" ? (
        <Paragraph>
          {changed ? "The details of your interview" : "You are invited to an interview"} for the <strong>{jobTitle}</strong> position
          {changed ? " have changed. The new details:" : ":"}
        </Paragraph>
      ) : (
        <Paragraph>
          {changed ? "An interview you are on has changed" : "You are on an interview"}: <strong>{candidateName}</strong> for the{" "}
          <strong>{jobTitle}</strong> position.
        </Paragraph>
      )}
      <InterviewDetails {...props} />
      <Paragraph>The attached calendar invitation adds it to your calendar{changed ? " and replaces the earlier one" : ""}.</Paragraph>
      {audience === "candidate" ? <TrackingLink href={trackingUrl} /> : null}
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

InterviewInviteEmail.PreviewProps = {
  ...INTERVIEW_PREVIEW,
  audience: "candidate",
  change: "scheduled",
  ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
} satisfies Props;
