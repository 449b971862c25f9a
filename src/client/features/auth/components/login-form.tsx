// Email + password sign-in for one role. Success stores the session and goes to `destination`;
// failures show the spec's text for that role (doc 1 §8, doc 2 §8). Right after sign-up the address
// comes filled in and the password field has focus.
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { loginFields } from "../../../../shared/auth";
import { safeRedirectPath } from "../../../../shared/redirect-path";
import { staffHome } from "../../../../shared/staff";
import type { LoginRole } from "../../../../shared/user";
import { errorReason } from "../../../lib/error-reason";
import { useSignIn } from "../api/sign-in";
import { useAuth } from "../auth-provider";
import { loginErrorText } from "../auth-errors";
import { firstFormError } from "../first-form-error";
import { useClearOnChange } from "../use-clear-on-change";
import { FormAlert, PasswordField, SubmitButton, TextField } from "./form-controls";

type LoginFormProps = {
  /** The door: the candidate form ("user") or an employer form ("hr", where HR and interviewers sign in). */
  role: LoginRole;
  submitLabel: string;
  /** The spec words the "fill in both fields" message per form. */
  requiredMessage: string;
  /** A same-origin path (checked by the route's search validation); an interviewer goes to /interviews instead of HR's. */
  destination: string;
  /** Shown between the password and the button (the "forgot" link). */
  extra?: ReactNode;
  /** Offered inside the refusal of an account of the other role: where that account signs in. */
  otherRoleLogin?: ReactNode;
  /** The address just signed up with: filled in, the password focused. */
  prefillEmail?: string | undefined;
};

export function LoginForm({ role, submitLabel, requiredMessage, destination, extra, otherRoleLogin, prefillEmail }: LoginFormProps) {
  const schema = useMemo(() => loginFields(requiredMessage), [requiredMessage]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: "", password: "" } });
  const login = useSignIn();
  const auth = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<{ text: string; wrongRole: boolean }>();
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(form, () => setServerError(undefined));

  // After hydration, so the server's empty markup is what hydrates.
  useEffect(() => {
    if (!prefillEmail) return;
    form.setValue("email", prefillEmail);
    form.setFocus("password");
  }, [form, prefillEmail]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await login.mutateAsync({ ...values, role });
      // Commit the new session before navigating, so route guards read it.
      flushSync(() => auth.login(answer.token, answer.user));
      // Checked once more here: whatever a caller passes, the user stays on this site.
      const target = answer.user.role === "interviewer" ? staffHome("interviewer") : destination;
      await navigate({ href: safeRedirectPath(target) ?? "/" });
    } catch (error) {
      setServerError({ text: loginErrorText(error, role), wrongRole: errorReason(error) === "WRONG_ROLE" });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="username" invalid={!!errors.email} {...form.register("email")} />
      <PasswordField label="Password" autoComplete="current-password" invalid={!!errors.password} {...form.register("password")} />
      {extra}
      <FormAlert
        message={serverError?.text ?? firstFormError(errors, ["email", "password"])}
        action={serverError?.wrongRole ? otherRoleLogin : undefined}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Logging in...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
