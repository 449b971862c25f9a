// The three-step password reset (doc 1 §2, §4; doc 2 §2, §4) for candidates and employers:
// (1) e-mail → code mailed, (2) the 6-digit code (checked on the server only in step 3),
// (3) new password twice → reset; then the success screen. Back goes one step.
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { forgotPasswordInput, newPasswordForm, OTP_LENGTH, otpForm } from "../../../../shared/auth";
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from "../../../components/button-styles";
import { cx } from "../../../components/cx";
import { trpc } from "../../../lib/trpc";
import { AUTH_FALLBACKS, rawAuthError, resetErrorText } from "../auth-errors";
import { firstFormError } from "../first-form-error";
import { AuthCard, TEXT_LINK_CLASS } from "./auth-card";
import { FormAlert, FormStatus, PasswordField, SubmitButton, TextField } from "./form-controls";

export type ResetAudience = "candidate" | "employer";

const LOGIN_PATH = { candidate: "/signin", employer: "/employers-login" } as const;

// Each step keeps what was typed before it, so Back shows it again.
type Step =
  | { at: "email"; email: string }
  | { at: "code"; email: string; notice: string; otp: string }
  | { at: "password"; email: string; otp: string }
  | { at: "done" };

const STEP_NUMBER = { email: 1, code: 2, password: 3 } as const;

export function PasswordResetFlow({ audience }: { audience: ResetAudience }) {
  const [step, setStep] = useState<Step>({ at: "email", email: "" });
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
              <button type="button" onClick={() => setStep({ at: "email", email: "" })} className={BUTTON_SECONDARY}>
                Reset Another Password
              </button>
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
        <EmailStep email={step.email} onSent={(email, notice) => setStep({ at: "code", email, notice, otp: "" })} />
      )}
      {step.at === "code" && (
        <CodeStep
          notice={step.notice}
          otp={step.otp}
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
    <button type="button" onClick={onClick} className={cx(BUTTON_SECONDARY, "flex-1")}>
      Back
    </button>
  );
}

function EmailStep({ email, onSent }: { email: string; onSent: (email: string, notice: string) => void }) {
  const form = useForm({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email } });
  const request = trpc.auth.forgotPassword.useMutation();
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await request.mutateAsync(values);
      onSent(values.email, answer.message);
    } catch (error) {
      setServerError(resetErrorText(rawAuthError(error, AUTH_FALLBACKS.sendOtp)));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">Enter the e-mail address of your account and we will send you a 6-digit code.</p>
      <TextField label="Email" type="email" autoComplete="email" invalid={!!errors.email} {...form.register("email")} />
      <FormAlert message={serverError ?? errors.email?.message} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending...">
        Send Reset Code
      </SubmitButton>
    </form>
  );
}

type CodeStepProps = { notice: string; otp: string; onBack: () => void; onNext: (otp: string) => void };

function CodeStep({ notice, otp, onBack, onNext }: CodeStepProps) {
  const form = useForm({ resolver: zodResolver(otpForm), defaultValues: { otp } });
  const { errors } = form.formState;
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
      <FormAlert message={errors.otp?.message} />
      <div className="flex gap-3">
        <BackButton onClick={onBack} />
        <button type="submit" className={cx(BUTTON_PRIMARY, "flex-1")}>
          Verify Code
        </button>
      </div>
    </form>
  );
}

type PasswordStepProps = { email: string; otp: string; onBack: () => void; onDone: () => void };

function PasswordStep({ email, otp, onBack, onDone }: PasswordStepProps) {
  const form = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { newPassword: "", confirmPassword: "" } });
  const reset = trpc.auth.resetPassword.useMutation();
  const [serverError, setServerError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError(undefined);
    try {
      await reset.mutateAsync({ email, otp, newPassword });
      onDone();
    } catch (error) {
      // The server's own rules (8+ characters, the code) come back here.
      setServerError(resetErrorText(rawAuthError(error, AUTH_FALLBACKS.resetPassword)));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField label="New Password" autoComplete="new-password" invalid={!!errors.newPassword} {...form.register("newPassword")} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        invalid={!!errors.confirmPassword}
        {...form.register("confirmPassword")}
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
