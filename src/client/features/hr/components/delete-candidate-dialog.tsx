// Confirms and deletes a candidate: Deleting while busy; a failure stays in the dialog.
import { BUTTON_SECONDARY } from "../../../components/button-styles";
import { trpc } from "../../../lib/trpc";
import type { Candidate } from "../../../../shared/hr/candidates";
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { HrDialog } from "./hr-dialog";
import { DANGER_BUTTON } from "./styles";

type Props = { candidate: Candidate | null; onClose: () => void; onDeleted: () => void };

export function DeleteCandidateDialog({ candidate, onClose, onDeleted }: Props) {
  const utils = trpc.useUtils();
  const remove = trpc.hr.candidates.delete.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.hr.candidates.invalidate(), utils.hr.dashboard.invalidate()]);
      onDeleted();
    },
  });
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
          <button type="button" className={BUTTON_SECONDARY} onClick={close} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className={DANGER_BUTTON} onClick={() => remove.mutate({ id: candidate.id })} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </button>
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
