// The frame both rejection mails share (an applicant's at a hiring step, an enquiry's): the update
// heading, the greeting and the HR team's sign-off around the mail's own paragraphs.
import type { ReactNode } from "react";
import { COMPANY } from "../../../shared/company.js";
import { MailLayout } from "./mail-layout.js";
import { MailHeading, Paragraph } from "./mail-parts.js";

export function RejectionMail({
  title,
  heading,
  preview,
  name,
  children,
}: {
  title: string;
  heading: string;
  preview: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <MailLayout title={title} preview={preview}>
      <MailHeading>{heading}</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      {children}
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}
