// Sign-up: the 6-digit code that verifies a new account's e-mail address.
import { COMPANY } from "../../shared/company.js";
import { MAIL_CODE_VALID_MINUTES, type MailPayload } from "../../shared/mail.js";
import { MailLayout } from "./_components/mail-layout.js";
import { CodeBox, MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"signup_code">;

export const subject = (_data: Props) => `Your ${COMPANY.name} verification code`;

export default function SignupCodeEmail({ code }: Props) {
  return (
    <MailLayout title={subject({ code })} preview={`Your ${COMPANY.name} verification code, valid for ${MAIL_CODE_VALID_MINUTES} minutes`}>
      <MailHeading>Verify your e-mail address</MailHeading>
      <Paragraph>Enter this code on the sign-up page to verify your e-mail address and create your {COMPANY.name} account:</Paragraph>
      <CodeBox code={code} />
      <Paragraph>The code is valid for {MAIL_CODE_VALID_MINUTES} minutes. If you did not sign up, you can ignore this e-mail.</Paragraph>
    </MailLayout>
  );
}

SignupCodeEmail.PreviewProps = { code: "482913" } satisfies Props;
