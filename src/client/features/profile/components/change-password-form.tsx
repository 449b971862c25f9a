// "Change password": the current password, the new one twice (with the one rule shown under it).
// The server ends every other session and answers a new token for this one, stored here, so this
// device stays signed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changePasswordForm } from "../../../../shared/account";
import { useChangePassword } from "../api/account";
import {
  firstFormError,
  FormAlert,
  FormStatus,
  NewPasswordFields,
  PasswordField,
  rawAuthError,
  SubmitButton,
  useAuth,
  useClearOnChange,
} from "../../auth/public";

const CHANGE_FAILED = "Your password could not be changed. Please try again.";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELD_ORDER = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordForm() {
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const change = useChangePassword();
  const auth = useAuth();
  const [outcome, setOutcome] = useState<{ error?: string; status?: string }>({});
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(form, () => setOutcome((current) => (current.error ? {} : current)));

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome({});
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword });
      if (auth.user) auth.login(answer.token, auth.user);
      form.reset(EMPTY);
      setOutcome({ status: answer.message });
    } catch (error) {
      setOutcome({ error: rawAuthError(error, CHANGE_FAILED) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        invalid={!!errors.currentPassword}
        {...form.register("currentPassword")}
      />
      <NewPasswordFields
        labels={{ password: "New Password", confirm: "Confirm New Password" }}
        fields={{ password: form.register("newPassword"), confirm: form.register("confirmPassword") }}
        invalid={{ password: !!errors.newPassword, confirm: !!errors.confirmPassword }}
      />
      <FormAlert message={outcome.error ?? firstFormError(errors, FIELD_ORDER)} />
      <FormStatus message={outcome.status} />
      <SubmitButton busy={isSubmitting} busyLabel="Changing..." className="sm:w-auto">
        Change Password
      </SubmitButton>
    </form>
  );
}
