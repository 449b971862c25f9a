// A candidate filed a data request from their profile: the acknowledgement, with its reference, what
// it asks for, the date we answer by and that the answer comes by mail.
import { COMPANY } from "../../shared/company.js";
import { DATA_REQUEST_TYPE_LABELS } from "../../shared/data-request-terms.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { Field, MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"data_request_received">;

export const subject = MAIL_SUBJECTS.data_request_received;

export default function DataRequestReceivedEmail({ name, reference, type, dueDate }: Props) {
  return (
    <MailLayout title={subject()} preview={subject()}>
      <MailHeading>We received your request</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>Thank you for contacting {COMPANY.name} about your personal data. We have received your request:</Paragraph>
      <Field label="Reference">{reference}</Field>
      <Field label="Request">{DATA_REQUEST_TYPE_LABELS[type]}</Field>
      <Field label="We will reply by">{dueDate}</Field>
      <Paragraph>
        Our team will reply to this e-mail address by that date, and you can follow the request on your profile. Please quote the reference
        if you write to us about it.
      </Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

DataRequestReceivedEmail.PreviewProps = {
  name: "Asha Rao",
  reference: "#42",
  type: "access",
  dueDate: "27 December 2026",
} satisfies Props;
