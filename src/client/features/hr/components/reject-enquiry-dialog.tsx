// Rejects an enquiry, mailing its candidate with HR's reason (blank: the default reason). Sending while busy;
// a failure shows and the dialog stays open.
import { useId, useState } from "react";
import { useRejectEnquiry } from "../api/enquiries";
import type { Enquiry } from "../../../../shared/hr/enquiries";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { DEFAULT_REJECTION_REASON } from "../../../../shared/mail";
import { httpStatusOf } from "../../../lib/error-message";
import { HrDialog } from "./hr-dialog";
import { Textarea } from "../../../components/ui/textarea";
import { LABEL_CLASS } from "../../../lib/control-styles";
import { Button } from "../../../components/ui/button";

type Props = { enquiry: Enquiry | null; onClose: () => void; onSent: () => void };

export function RejectEnquiryDialog({ enquiry, onClose, onSent }: Props) {
  const id = useId();
  const [reason, setReason] = useState("");
  const reject = useRejectEnquiry(() => {
    setReason("");
    onSent();
  });
  if (!enquiry) return null;
  const close = () => {
    if (reject.isPending) return;
    reject.reset();
    setReason("");
    onClose();
  };
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && close()}
      title="Reject candidate"
      description={`${enquiry.fullName} (${enquiry.email}) will be mailed this reason.`}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button onClick={() => reject.mutate({ id: enquiry.id, reason })} disabled={reject.isPending}>
            {reject.isPending ? "Sending..." : "Send rejection"}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className={LABEL_CLASS}>
        Reason
      </label>
      <Textarea
        id={id}
        rows={4}
        maxLength={2000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder={DEFAULT_REJECTION_REASON}
      />
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Left blank, the reason above is sent.</p>
      {reject.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {httpStatusOf(reject.error) === 409 ? reject.error.message : HR_MESSAGES.rejectFailed}
        </p>
      ) : null}
    </HrDialog>
  );
}
