// Confirms and deletes a candidate: Deleting while busy; a failure stays in the dialog.
import { useDeleteCandidate } from "../api/candidates";
import type { Candidate } from "../../../../shared/hr/candidates";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { HrDialog } from "./hr-dialog";
import { Button } from "../../../components/ui/button";

type Props = { candidate: Candidate | null; onClose: () => void; onDeleted: () => void };

export function DeleteCandidateDialog({ candidate, onClose, onDeleted }: Props) {
  const remove = useDeleteCandidate(onDeleted);
  if (!candidate) return null;
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
      description={`Are you sure you want to delete ${candidate.fullName}? Their enquiry and documents will be removed.`}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => remove.mutate({ id: candidate.id })} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </>
      }
    >
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {HR_MESSAGES.deleteCandidateFailed}
        </p>
      ) : null}
    </HrDialog>
  );
}
