// Delete my account: the last mail to the candidate, confirming that the account and their personal
// data are gone.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"account_erased">;

export const subject = MAIL_SUBJECTS.account_erased;

export default function AccountErasedEmail({ name }: Props) {
  return (
    <MailLayout title={subject()} preview={subject()}>
      <MailHeading>Your account has been deleted</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        As you asked, your {COMPANY.name} careers account has been deleted. The personal details and documents of your applications,
        enquiries and messages have been erased, and every session of the account has been signed out.
      </Paragraph>
      <Paragraph>
        We keep only anonymous records (which job and round an application reached) so our hiring figures stay correct. You are welcome to
        create a new account and apply again at any time.
      </Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

AccountErasedEmail.PreviewProps = { name: "Asha Rao" } satisfies Props;
