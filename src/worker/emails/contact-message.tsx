// Contact form: a visitor's message, delivered to the company inbox (replies go to the visitor).
import type { MailPayload } from "../../shared/mail.js";
import { MailLayout } from "./_components/mail-layout.js";
import { Field, MailHeading, QuotedMessage } from "./_components/mail-parts.js";

type Props = MailPayload<"contact_message">;

export const subject = ({ subject: topic, name }: Props) => `New contact message: ${topic} (from ${name})`;

export default function ContactMessageEmail(props: Props) {
  const { name, email, phoneNumber, subject: topic, message } = props;
  return (
    <MailLayout title={subject(props)} preview="A new message from the website's contact form">
      <MailHeading>New message from the contact form</MailHeading>
      <Field label="Name">{name}</Field>
      <Field label="E-mail">{email}</Field>
      {phoneNumber ? <Field label="Phone">{phoneNumber}</Field> : null}
      <Field label="Subject">{topic}</Field>
      <QuotedMessage>{message}</QuotedMessage>
    </MailLayout>
  );
}

ContactMessageEmail.PreviewProps = {
  name: "Vikram Shah",
  email: "vikram@example.com",
  phoneNumber: "9876543210",
  subject: "Project Consultation",
  message: "Hello,\nWe would like to talk about an AI training programme for our team.",
} satisfies Props;
