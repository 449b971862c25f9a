// The invitation form of /hr/team: the colleague's name and e-mail, checked by the server's own
// schema before it leaves; the server's refusal (an address of a candidate or HR, too many
// invitations) shows under the form. On success the form empties and the page says what happened.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { useInviteInterviewer } from "../api/team";
import { inviteInterviewerInput, type TeamMemberAnswer } from "../../../../shared/team";
import { serverMessage } from "../../../lib/error-message";
import { CARD } from "../lib/styles";

const INVITE_FAILED = "Failed to send the invitation.";

export function InviteInterviewerForm({ onInvited }: { onInvited: (answer: TeamMemberAnswer) => void }) {
  const form = useForm({ resolver: zodResolver(inviteInterviewerInput), defaultValues: { name: "", email: "" } });
  const invite = useInviteInterviewer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await invite.mutateAsync(values);
      form.reset();
      onInvited(answer);
    } catch (error) {
      setRefusal(serverMessage(error, INVITE_FAILED));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className={CARD} aria-labelledby="invite-interviewer-heading">
      <h2 id="invite-interviewer-heading" className="text-lg font-semibold">
        Invite a colleague
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        They get an e-mail with a code to set their password on the employer login. Interviewers see only the interviews they are on.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("name", { onChange: () => setRefusal(null) })} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="off" {...form.register("email", { onChange: () => setRefusal(null) })} />
          )}
        </Field>
      </div>
      {refusal ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full sm:w-auto">
          {isSubmitting ? "Sending invitation..." : "Invite interviewer"}
        </Button>
      </div>
    </form>
  );
}
