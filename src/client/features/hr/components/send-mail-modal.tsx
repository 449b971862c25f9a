// The Send Mail modal: HR's acceptance or rejection message (prefilled, editable) and an optional
// link; sending moves the applicant and mails them in one call. A bad link (found here by the
// server's own rule, or refused by the server) is shown on the field, which gets the focus.
import { useEffect, useId, useRef, useState } from "react";
import type { ApplicantRow } from "../../../../shared/hr/applicants";
import { optionalLinkSchema } from "../../../../shared/hr/links";
import { ROUND_LABELS, type HiringRound } from "../../../../shared/hr/rounds";
import { HrDialog } from "./hr-dialog";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { Button } from "../../../components/ui/button";

export type Decision = { status: "cleared"; toRound: HiringRound } | { status: "rejected" };

type Props = {
  applicant: ApplicantRow;
  decision: Decision;
  busy: boolean;
  /** Why the link was refused; null once it is edited. */
  linkError: string | null;
  onLinkError: (message: string | null) => void;
  onCancel: () => void;
  onSend: (mail: { message: string; link: string }) => void;
};

function defaultMessage(applicant: ApplicantRow, decision: Decision): string {
  if (decision.status === "rejected") {
    return `Dear ${applicant.fullName},\n\nThank you for your time in our ${applicant.round} step. We regret to inform you that we will not be moving forward with your application.`;
  }
  if (decision.toRound === applicant.roundValue) {
    return `Dear ${applicant.fullName},\n\nCongratulations! You have cleared the ${ROUND_LABELS[decision.toRound]} and been selected.`;
  }
  return `Dear ${applicant.fullName},\n\nCongratulations! You have cleared the ${applicant.round} step and moved to ${ROUND_LABELS[decision.toRound]}.`;
}

export function SendMailModal({ applicant, decision, busy, linkError, onLinkError, onCancel, onSend }: Props) {
  const id = useId();
  const [message, setMessage] = useState(() => defaultMessage(applicant, decision));
  const [link, setLink] = useState("");
  const linkInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (linkError) linkInput.current?.focus();
  }, [linkError]);
  const accepted = decision.status === "cleared";
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={accepted ? "Send acceptance mail" : "Send rejection mail"}
      description={`To ${applicant.fullName} <${applicant.email}>`}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy || message.trim() === ""}>
            {busy ? "Sending..." : "Send"}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = optionalLinkSchema.safeParse(link);
          if (checked.success) onSend({ message, link });
          else onLinkError(checked.error.issues[0]?.message ?? "Please enter a valid link");
        }}
      >
        <div>
          <label htmlFor={`${id}-message`} className={LABEL_CLASS}>
            Message <span aria-hidden="true">*</span>
          </label>
          <Textarea
            id={`${id}-message`}
            rows={6}
            required
            maxLength={5000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-link`} className={LABEL_CLASS}>
            Link (optional)
          </label>
          <Input
            id={`${id}-link`}
            ref={linkInput}
            type="text"
            inputMode="url"
            placeholder="https://meet.example.com/…"
            value={link}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
            onChange={(event) => {
              setLink(event.target.value);
              onLinkError(null);
            }}
          />
          {linkError ? (
            <p id={`${id}-link-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {linkError}
            </p>
          ) : null}
        </div>
      </form>
    </HrDialog>
  );
}
