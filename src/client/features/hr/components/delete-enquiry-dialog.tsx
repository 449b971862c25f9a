// Confirms and deletes an enquiry: Deleting while busy; a failure stays in the dialog.
import { useDeleteEnquiry } from "../api/enquiries";
import type { Enquiry } from "../../../../shared/hr/enquiries";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { HrDialog } from "./hr-dialog";
import { Button } from "../../../components/ui/button";

type Props = { enquiry: Enquiry | null; onClose: () => void; onDeleted: () => void };

export function DeleteEnquiryDialog({ enquiry, onClose, onDeleted }: Props) {
  const remove = useDeleteEnquiry(onDeleted);
  if (!enquiry) return null;
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <HrDialog
      open
      onOpenChange={(open) => !open && close()}
      title="Delete candidate"
      description={`Are you sure you want to delete ${enquiry.fullName}? Their enquiry and documents will be removed.`}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => remove.mutate({ id: enquiry.id })} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </>
      }
      error={remove.isError ? HR_MESSAGES.deleteEnquiryFailed : null}
    />
  );
}
