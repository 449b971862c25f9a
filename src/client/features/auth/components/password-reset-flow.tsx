// The three-step password reset (doc 1 §2, §4; doc 2 §2, §4) for candidates and employers:
// (1) e-mail → code mailed, (2) the 6-digit code (checked on the server only in step 3),
// (3) new password twice → reset; then the success screen. Back goes one step. A new code may be
// requested once a minute: the code step counts the wait down (also when step 1 was sent again
// and the server said a code went out recently) and offers Resend Code when it ends. On the employer
// side, "I already have a code" goes to step 2 without mailing one: an interviewer HR invited has
// the code of the invitation mail (the server accepts it in step 3).
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CODE_RESEND_SECONDS, forgotPasswordInput, newPasswordForm, OTP_LENGTH, otpForm } from "../../../../shared/auth";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { useRequestPasswordReset, useResetPassword } from "../api/password-reset";
import { RESET_FALLBACKS, resetErrorText } from "../auth-errors";
import { firstFormError } from "../first-form-error";
import { CODE_ALREADY_SENT, resendWait } from "../resend-wait";
import { useClearOnChange } from "../use-clear-on-change";
import { useCountdown } from "../use-countdown";
import { AuthCard, TEXT_LINK_CLASS } from "./auth-card";
import { FormAlert, FormStatus, NewPasswordFields, SubmitButton, TextField } from "./form-controls";
import { ResendCountdown } from "./resend-countdown";
import { Button } from "../../../components/ui/button";

export type ResetAudience = "candidate" | "employer";

const LOGIN_PATH = { candidate: "/signin", employer: "/employers-login" } as const;

// Each step keeps what was typed before it, so Back shows it again.
type Step =
  | { at: "email"; email: string }
  | { at: "code"; email: string; notice: string; otp: string }
  | { at: "password"; email: string; otp: string }
  | { at: "done" };

const STEP_NUMBER = { email: 1, code: 2, password: 3 } as const;

const INVITATION_NOTICE = "Enter the 6-digit code from your invitation e-mail (or use Resend Code for a new one).";

/** A code request: the notice to show on the code step, or the error to show where it was asked. */
type CodeRequest = { notice: string } | { error: string };

/** Asks for a reset code; a "too soon" answer still leads to the code step, with the wait counted down. */
function useCodeRequest() {
  const request = useRequestPasswordReset();
  const resend = useCountdown();
  async function requestCode(email: string): Promise<CodeRequest> {
    try {
      const answer = await request.mutateAsync({ email });
      resend.start(CODE_RESEND_SECONDS);
      return { notice: answer.message };
    } catch (error) {
      const wait = resendWait(error);
      if (wait === undefined) return { error: resetErrorText(error, RESET_FALLBACKS.sendCode) };
      resend.start(wait);
      return { notice: CODE_ALREADY_SENT };
    }
  }
  return { requestCode, pending: request.isPending, secondsLeft: resend.secondsLeft };
}

export function PasswordResetFlow({ audience }: { audience: ResetAudience }) {
  const [step, setStep] = useState<Step>({ at: "email", email: "" });
  const codes = useCodeRequest();
  const loginPath = LOGIN_PATH[audience];
  const title = audience === "employer" ? "Employer Password Reset" : "Forgot Password";

  if (step.at === "done") {
    return (
      <AuthCard title="Password Reset Successful!" subtitle="Your password has been changed. You can now log in with your new password.">
        <div className="flex flex-col gap-3">
          {audience === "employer" ? (
            <Link to="/employers-login" className={BUTTON_PRIMARY}>
              Go to Employer Login
            </Link>
          ) : (
            <>
              <Link to="/signin" className={BUTTON_PRIMARY}>
                Go to Login
              </Link>
              <Button variant="secondary" onClick={() => setStep({ at: "email", email: "" })}>
                Reset Another Password
              </Button>
            </>
          )}
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={`Step ${STEP_NUMBER[step.at]} of 3`}
      footer={
        <p>
          <Link to={loginPath} className={TEXT_LINK_CLASS}>
            Back to login
          </Link>
        </p>
      }
    >
      {step.at === "email" && (
        <EmailStep
          email={step.email}
          requestCode={codes.requestCode}
          onSent={(email, notice) => setStep({ at: "code", email, notice, otp: "" })}
          onHaveCode={audience === "employer" ? (email) => setStep({ at: "code", email, notice: INVITATION_NOTICE, otp: "" }) : undefined}
        />
      )}
      {step.at === "code" && (
        <CodeStep
          notice={step.notice}
          otp={step.otp}
          secondsLeft={codes.secondsLeft}
          resending={codes.pending}
          onResend={async () => {
            const outcome = await codes.requestCode(step.email);
            if ("notice" in outcome) setStep({ ...step, notice: outcome.notice });
            return "error" in outcome ? outcome.error : undefined;
          }}
          onBack={() => setStep({ at: "email", email: step.email })}
          onNext={(otp) => setStep({ at: "password", email: step.email, otp })}
        />
      )}
      {step.at === "password" && (
        <PasswordStep
          email={step.email}
          otp={step.otp}
          onBack={() => setStep({ at: "code", email: step.email, notice: "", otp: step.otp })}
          onDone={() => setStep({ at: "done" })}
        />
      )}
    </AuthCard>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} className="flex-1">
      Back
    </Button>
  );
}

type EmailStepProps = {
  email: string;
  requestCode: (email: string) => Promise<CodeRequest>;
  onSent: (email: string, notice: string) => void;
  /** Offered when a code may already be at hand (an interviewer's invitation): step 2 without mailing one. */
  onHaveCode?: (email: string) => void;
};

function EmailStep({ email, requestCode, onSent, onHaveCode }: EmailStepProps) {
  const form = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email } });
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(form, () => setServerError(undefined));

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    const outcome = await requestCode(values.email);
    if ("error" in outcome) setServerError(outcome.error);
    else onSent(values.email, outcome.notice);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Enter the e-mail address of your account and we will send you a 6-digit code.
      </p>
      <TextField label="Email" type="email" autoComplete="email" invalid={!!errors.email} {...form.register("email")} />
      <FormAlert message={serverError ?? errors.email?.message} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send Reset Code
      </SubmitButton>
      {onHaveCode ? (
        <Button
          variant="secondary"
          className="w-full"
          disabled={isSubmitting}
          onClick={() => void form.handleSubmit((values) => onHaveCode(values.email))()}
        >
          I already have a code
        </Button>
      ) : null}
    </form>
  );
}

type CodeStepProps = {
  notice: string;
  otp: string;
  secondsLeft: number;
  resending: boolean;
  /** Resolves to an error text when the new code could not be requested. */
  onResend: () => Promise<string | undefined>;
  onBack: () => void;
  onNext: (otp: string) => void;
};

function CodeStep({ notice, otp, secondsLeft, resending, onResend, onBack, onNext }: CodeStepProps) {
  const form = useForm({ resolver: zodResolver(otpForm), defaultValues: { otp } });
  const [resendError, setResendError] = useState<string>();
  const { errors } = form.formState;
  useClearOnChange(form, () => setResendError(undefined));
  const otpField = form.register("otp", { setValueAs: (value: string) => value.replace(/\D/g, "") });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onNext(values.otp))} className="space-y-4">
      <FormStatus message={notice} />
      <TextField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        invalid={!!errors.otp}
        {...otpField}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ResendCountdown secondsLeft={secondsLeft} />
        <Button
          variant="link"
          size="sm"
          onClick={async () => {
            form.clearErrors();
            setResendError(await onResend());
          }}
          disabled={secondsLeft > 0 || resending}
          className="ml-auto"
        >
          {resending ? "Sending..." : "Resend Code"}
        </Button>
      </div>
      <FormAlert message={resendError ?? errors.otp?.message} />
      <div className="flex gap-3">
        <BackButton onClick={onBack} />
        <Button type="submit" className="flex-1">
          Verify Code
        </Button>
      </div>
    </form>
  );
}

type PasswordStepProps = { email: string; otp: string; onBack: () => void; onDone: () => void };

function PasswordStep({ email, otp, onBack, onDone }: PasswordStepProps) {
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { newPassword: "", confirmPassword: "" } });
  const reset = useResetPassword();
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(form, () => setServerError(undefined));

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError(undefined);
    try {
      await reset.mutateAsync({ email, otp, newPassword });
      onDone();
    } catch (error) {
      // The server's own rules (predictable passwords, the code) come back here.
      setServerError(resetErrorText(error, RESET_FALLBACKS.resetPassword));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <NewPasswordFields
        labels={{ password: "New Password", confirm: "Confirm New Password" }}
        fields={{ password: form.register("newPassword"), confirm: form.register("confirmPassword") }}
        invalid={{ password: !!errors.newPassword, confirm: !!errors.confirmPassword }}
      />
      <FormAlert message={serverError ?? firstFormError(errors, ["newPassword", "confirmPassword"])} />
      <div className="flex gap-3">
        <BackButton onClick={onBack} />
        <SubmitButton busy={isSubmitting} busyLabel="Resetting..." className="flex-1">
          Reset Password
        </SubmitButton>
      </div>
    </form>
  );
}
