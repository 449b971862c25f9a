// HR answered a candidate's data request: the reply, with the request it answers (reference, type
// and the start of the candidate's message) so it can be recognised.
import { COMPANY } from "../../shared/company.js";
import { DATA_REQUEST_TYPE_LABELS } from "../../shared/data-request-terms.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { Field, MailHeading, Paragraph, QuotedMessage } from "./_components/mail-parts.js";

type Props = MailPayload<"data_request_answered">;

export const subject = MAIL_SUBJECTS.data_request_answered;

export default function DataRequestAnsweredEmail({ name, reference, type, message, reply }: Props) {
  return (
    <MailLayout title={subject()} preview={subject()}>
      <MailHeading>Our reply to your request</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>This is our answer to your request about your personal data.</Paragraph>
      <Field label="Reference">{reference}</Field>
      <Field label="Request">{DATA_REQUEST_TYPE_LABELS[type]}</Field>
      {message ? (
        <>
          <Paragraph>You wrote:</Paragraph>
          <QuotedMessage>{message}</QuotedMessage>
        </>
      ) : null}
      <Paragraph>Our reply:</Paragraph>
      <QuotedMessage>{reply}</QuotedMessage>
      <Paragraph>
        You can read it again on your profile. If you are not satisfied with this answer, you can raise a grievance from your profile,
        quoting the reference above.
      </Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

DataRequestAnsweredEmail.PreviewProps = {
  name: "Asha Rao",
  reference: "#42",
  type: "correction",
  message: "My year of passing is wrong on my application: it should be 2024, not 2023.",
  reply: "Thank you for telling us. We have corrected your year of passing to 2024 on your application.",
} satisfies Props;
