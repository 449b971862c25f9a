// Password reset: the 6-digit code, worded for a candidate or for an employer (HR) account.
import { COMPANY } from "../../shared/company.js";
import { MAIL_CODE_VALID_MINUTES, type MailPayload } from "../../shared/mail.js";
import { MailLayout } from "./_components/mail-layout.js";
import { CodeBox, MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"reset_code">;

const ACCOUNT = { candidate: `${COMPANY.name} account`, employer: `${COMPANY.name} employer (HR) account` } as const;

export const subject = ({ audience }: Props) =>
  audience === "employer" ? `Your ${COMPANY.name} employer password reset code` : `Your ${COMPANY.name} password reset code`;

export default function ResetCodeEmail({ code, audience }: Props) {
  return (
    <MailLayout title={subject({ code, audience })} preview={`Reset the password of your ${ACCOUNT[audience]}`}>
      <MailHeading>Reset your password</MailHeading>
      <Paragraph>
        We received a request to reset the password of your {ACCOUNT[audience]}. Enter this code on the password reset page:
      </Paragraph>
      <CodeBox code={code} />
      <Paragraph>
        The code is valid for {MAIL_CODE_VALID_MINUTES} minutes. If you did not ask to reset your password, ignore this e-mail: your
        password stays as it is.
      </Paragraph>
    </MailLayout>
  );
}

ResetCodeEmail.PreviewProps = { code: "305718", audience: "candidate" } satisfies Props;
