// HR invited a colleague to interview: who invited them, the one-time code that sets their password
// on the employer password reset form, how long it lasts, and where to sign in afterwards.
import { COMPANY } from "../../shared/company.js";
import type { MailPayload } from "../../shared/mail.js";
import { MAIL_SUBJECTS } from "../../shared/mail-subjects.js";
import { MailLayout } from "./_components/mail-layout.js";
import { CodeBox, LinkButton, MailHeading, Paragraph } from "./_components/mail-parts.js";

type Props = MailPayload<"interviewer_invited">;

export const subject = MAIL_SUBJECTS.interviewer_invited;

export default function InterviewerInvitedEmail({ name, invitedBy, code, validHours, resetUrl, loginUrl }: Props) {
  return (
    <MailLayout title={subject()} preview={`You are invited to the ${COMPANY.name} hiring team`}>
      <MailHeading>Join the hiring team</MailHeading>
      <Paragraph>Dear {name},</Paragraph>
      <Paragraph>
        {invitedBy} invited you to interview candidates at {COMPANY.name}. With your account you see the interviews you are on, the
        candidates&apos; profiles and resumes, and you submit your scorecards.
      </Paragraph>
      <Paragraph>
        First set your password: open &ldquo;Forgot password&rdquo; on the employer login, enter this e-mail address, choose &ldquo;I
        already have a code&rdquo; and enter this code:
      </Paragraph>
      <CodeBox code={code} />
      <LinkButton href={resetUrl} label="Set your password" />
      <Paragraph>
        The code is valid for {validHours} hours and works once. Afterwards, sign in on the employer login with this e-mail address and your
        new password:
      </Paragraph>
      <LinkButton href={loginUrl} label="Open the employer login" />
      <Paragraph>If you were not expecting this invitation, you can ignore this e-mail: nothing happens without the code.</Paragraph>
      <Paragraph>The {COMPANY.name} HR team</Paragraph>
    </MailLayout>
  );
}

InterviewerInvitedEmail.PreviewProps = {
  name: "Vikram Iyer",
  invitedBy: "Meera Nair",
  code: "482913",
  validHours: 72,
  resetUrl: "https://careers.example.com/employer-forgot-password",
  loginUrl: "https://careers.example.com/employers-login",
} satisfies Props;
