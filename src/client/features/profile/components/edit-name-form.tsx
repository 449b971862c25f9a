// "Edit name": saved on the server, then in the stored user, so the header shows it at once.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_TEXTS, updateNameInput } from "../../../../shared/account";
import { useRenameAccount } from "../api/account";
import { FormAlert, FormStatus, rawAuthError, SubmitButton, TextField, useAuth, useClearOnChange } from "../../auth/public";

const SAVE_FAILED = "Your name could not be saved. Please try again.";

export function EditNameForm({ name }: { name: string }) {
  const form = useForm({ resolver: zodResolver(updateNameInput), defaultValues: { name } });
  const rename = useRenameAccount();
  const { updateUser } = useAuth();
  const [outcome, setOutcome] = useState<{ error?: string; status?: string }>({});
  const { errors, isSubmitting } = form.formState;
  useClearOnChange(form, () => setOutcome({}));

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome({});
    try {
      const user = await rename.mutateAsync(values);
      updateUser(user);
      form.reset({ name: user.name });
      setOutcome({ status: ACCOUNT_TEXTS.nameSaved });
    } catch (error) {
      setOutcome({ error: rawAuthError(error, SAVE_FAILED) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Full Name" autoComplete="name" invalid={!!errors.name} {...form.register("name")} />
      <FormAlert message={outcome.error ?? errors.name?.message} />
      <FormStatus message={outcome.status} />
      <SubmitButton busy={isSubmitting} busyLabel="Saving..." className="sm:w-auto">
        Save Name
      </SubmitButton>
    </form>
  );
}
