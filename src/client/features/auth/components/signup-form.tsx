// Sign-up (doc 1 §2, §4): name and e-mail, Send OTP, the mailed code verified (Verify OTP then
// disappears), password twice, Create Account; a success dialog, then /signin after 3 s (carrying
// `redirect`, so the user ends up where they started, and the new address in the history state, not
// the URL, which ends up in logs, so the sign-in form comes filled in). A new code may be requested once a minute:
// the button waits with a visible countdown, also when the server says a code went out recently.
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { AUTH_SUCCESS, CODE_RESEND_SECONDS, OTP_LENGTH, otpForm, sendOtpInput, signupForm } from "../../../../shared/auth";
import { BUTTON_PRIMARY } from "../../../lib/button-styles";
import { useRegister, useSendSignupCode, useVerifySignupCode } from "../api/sign-up";
import { registerErrorText, sendOtpErrorText, verifyOtpErrorText } from "../auth-errors";
import { firstFormError } from "../first-form-error";
import { CODE_ALREADY_SENT, resendWait } from "../resend-wait";
import { useClearOnChange } from "../use-clear-on-change";
import { useCountdown } from "../use-countdown";
import { AuthDialog } from "./auth-dialog";
import { FormAlert, FormStatus, NewPasswordFields, SubmitButton, TextField } from "./form-controls";
import { ResendCountdown } from "./resend-countdown";
import { Button } from "../../../components/ui/button";

export const SIGNUP_REDIRECT_MS = 3000;

declare module "@tanstack/react-router" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface HistoryState {
    /** The address an account was just created with, for the sign-in form. */
    signedUpEmail?: string;
  }
}

const FIELD_ORDER = ["name", "email", "password", "confirmPassword", "emailVerified"] as const;

const normalise = (email: string) => email.trim().toLowerCase();

export function SignupForm({ redirect }: { redirect?: string }) {
  const form = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", emailVerified: false },
  });
  const sendOtp = useSendSignupCode();
  const verifyOtp = useVerifySignupCode();
  const register = useRegister();
  const navigate = useNavigate();
  const resend = useCountdown();

  // Both belong to one address: editing the e-mail afterwards asks for a new code.
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [verifiedEmail, setVerifiedEmail] = useState<string>();
  const [otp, setOtp] = useState("");
  const [actionError, setActionError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [created, setCreated] = useState<string>();

  const email = normalise(useWatch({ control: form.control, name: "email" }));
  const otpSent = codeSentTo !== undefined && codeSentTo === email;
  const verified = verifiedEmail !== undefined && verifiedEmail === email;
  const waiting = otpSent && resend.secondsLeft > 0;
  const { errors, isSubmitting } = form.formState;
  const signInSearch = redirect ? { redirect } : {};

  useClearOnChange(form, () => setActionError(undefined));

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(
      () => void navigate({ to: "/signin", search: redirect ? { redirect } : {}, state: { signedUpEmail: created } }),
      SIGNUP_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [created, navigate, redirect]);

  /** Every action starts without the messages of the one before. */
  function startAction() {
    form.clearErrors();
    setActionError(undefined);
    setStatus(undefined);
  }

  async function onSendOtp() {
    startAction();
    const parsed = sendOtpInput.safeParse({ email: form.getValues("email") });
    if (!parsed.success) return setActionError(parsed.error.issues[0]?.message);
    try {
      const answer = await sendOtp.mutateAsync(parsed.data);
      setCodeSentTo(parsed.data.email);
      setOtp("");
      setStatus(answer.message);
      resend.start(CODE_RESEND_SECONDS);
    } catch (error) {
      const wait = resendWait(error);
      if (wait === undefined) return setActionError(sendOtpErrorText(error));
      setCodeSentTo(parsed.data.email);
      setStatus(CODE_ALREADY_SENT);
      resend.start(wait);
    }
  }

  async function onVerifyOtp() {
    startAction();
    const parsed = otpForm.safeParse({ otp });
    if (!parsed.success || !codeSentTo) return setActionError(parsed.error?.issues[0]?.message);
    try {
      await verifyOtp.mutateAsync({ email: codeSentTo, otp: parsed.data.otp });
      setVerifiedEmail(codeSentTo);
      setStatus(AUTH_SUCCESS.emailVerified);
    } catch (error) {
      setActionError(verifyOtpErrorText(error));
    }
  }

  const submit = form.handleSubmit(async ({ name, email: address, password }) => {
    try {
      await register.mutateAsync({ name, email: address, password });
      setCreated(address);
    } catch (error) {
      setActionError(registerErrorText(error));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    startAction();
    form.setValue("emailVerified", verified);
    return submit(event);
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Full Name" autoComplete="name" invalid={!!errors.name} {...form.register("name")} />
        <div>
          <div className="flex items-end gap-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              className="flex-1"
              invalid={!!errors.email}
              {...form.register("email")}
            />
            {!verified && (
              <Button variant="secondary" onClick={onSendOtp} disabled={!email || sendOtp.isPending || waiting} className="shrink-0">
                {sendOtp.isPending ? "Sending..." : otpSent ? "Resend OTP" : "Send OTP"}
              </Button>
            )}
          </div>
        </div>
        {otpSent && (
          <div className="space-y-2">
            <div className="flex items-end gap-2">
              <TextField
                label="Enter OTP"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                value={otp}
                readOnly={verified}
                onChange={(event) => {
                  setActionError(undefined);
                  setOtp(event.target.value.replace(/\D/g, ""));
                }}
                className="flex-1"
              />
              {!verified && (
                <Button variant="secondary" onClick={onVerifyOtp} disabled={verifyOtp.isPending} className="shrink-0">
                  {verifyOtp.isPending ? "Verifying..." : "Verify OTP"}
                </Button>
              )}
            </div>
            {!verified && <ResendCountdown secondsLeft={resend.secondsLeft} />}
          </div>
        )}
        <FormStatus message={status} />
        <NewPasswordFields
          labels={{ password: "Password", confirm: "Confirm Password" }}
          fields={{ password: form.register("password"), confirm: form.register("confirmPassword") }}
          invalid={{ password: !!errors.password, confirm: !!errors.confirmPassword }}
        />
        <FormAlert message={actionError ?? firstFormError(errors, FIELD_ORDER)} />
        <SubmitButton busy={isSubmitting} busyLabel="Creating Account...">
          Create Account
        </SubmitButton>
      </form>
      <AuthDialog
        open={created !== undefined}
        onOpenChange={() => undefined}
        title="Registration Successful!"
        description={`${AUTH_SUCCESS.accountCreated} Taking you to the login page in 3 seconds…`}
      >
        <Link to="/signin" search={signInSearch} state={{ signedUpEmail: created }} className={BUTTON_PRIMARY}>
          Go to Login
        </Link>
      </AuthDialog>
    </>
  );
}
