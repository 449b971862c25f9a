// "Delete my account": a dialog that says what is erased and asks for the password, then
// me.deleteAccount. A wrong password marks the field; once erased, every session of the account is
// already revoked on the server, so this device only forgets its own, then goes home.
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import { ACCOUNT_DATA_TEXTS, deleteAccountInput } from "../../../../shared/me/account-data";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Modal } from "../../../components/ui/modal";
import { errorReason } from "../../../lib/error-reason";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/account";
import { FormAlert, rawAuthError, useAuth } from "../../auth/public";

const DELETE_FAILED = "Your account could not be deleted. Please try again.";
const EMPTY = { password: "" };

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(deleteAccountInput), defaultValues: EMPTY });
  const erase = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  function changeOpen(next: boolean) {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setError(undefined);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await erase.mutateAsync(values);
    } catch (failure) {
      if (errorReason(failure) === "WRONG_CURRENT_PASSWORD") {
        form.setError("password", { message: ACCOUNT_DATA_TEXTS.wrongPassword }, { shouldFocus: true });
      } else {
        setError(rawAuthError(failure, DELETE_FAILED));
      }
      return;
    }
    // Commit the signed-out state before navigating, so route guards read it.
    flushSync(logout);
    toast.success(ACCOUNT_DATA_TEXTS.deleted);
    await navigate({ to: "/" });
  });

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        Delete my account
      </Button>
      <Modal
        open={open}
        onOpenChange={changeOpen}
        title="Delete your account?"
        description="This erases your account for good. It cannot be undone."
        className="w-[calc(100vw-2rem)] max-w-md"
      >
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>your account: name, e-mail and password;</li>
          <li>the personal details of your applications and enquiries (HR keeps only an anonymous count);</li>
          <li>the resumes and documents you uploaded.</li>
        </ul>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Every device signed in to this account is signed out, and we send you one last e-mail to confirm.
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <Field label="Password" hint="Enter your password to confirm." error={errors.password?.message} announceError>
            {(field) => <Input size="md" type="password" autoComplete="current-password" {...field} {...form.register("password")} />}
          </Field>
          <FormAlert message={error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => changeOpen(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
