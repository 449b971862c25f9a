// HR offered interview times instead of a fixed one: the times (in the company's time zone), where
// the interview takes place, and the Tracking Application link where the candidate books one.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { Text } from "@react-email/components";
import { MailLayout } from "./_components/mail-layout.js";
import { Field, LinkButton, MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"interview_slots_offered">;

export const subject = MAIL_SUBJECTS.interview_slots_offered;

export default function InterviewSlotsOfferedEmail({ name, jobTitle, round, times, location, meetingUrl, bookUrl }: Props) {
  return (
    <MailLayout title={subject({ jobTitle })} preview={`Pick a time for your interview at ${COMPANY.name}`}>
      <MailHeading>Pick a time for your interview</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        For your application for the <strong>{jobTitle}</strong> position, we would like to meet you for <strong>{round}</strong>. Please
        pick one of these times ({COMPANY.timeZoneAbbreviation}, India time); Tracking Application shows them in your own time zone:
      </Paragraph>
      <Text
        style={{
          fontSize: "15px",
          lineHeight: "26px",
          margin: "12px 0",
          padding: "8px 16px",
          backgroundColor: "#fafafa",
          whiteSpace: "pre-line",
        }}
      >
        {times}
      </Text>
      {location ? <Field label="Place">{location}</Field> : null}
      {meetingUrl ? <Field label="Meeting link">{meetingUrl}</Field> : null}
      <Paragraph>Times go to whoever books first, so please book soon. Once you book, we will e-mail you a calendar invitation.</Paragraph>
      <LinkButton href={bookUrl} label="Book a time" />
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

InterviewSlotsOfferedEmail.PreviewProps = {
  name: "Asha Rao",
  jobTitle: "Frontend Developer",
  round: "Round 1",
  times: "Monday, 7 December 2026, 10:00 am – 10:45 am IST\nMonday, 7 December 2026, 11:00 am – 11:45 am IST",
  location: "2nd Floor, Tech Park Road, Manipal",
  meetingUrl: "https://meet.example.com/rft-round-1",
  bookUrl: "https://careers.example.com/applications?book=12",
} satisfies Props;
