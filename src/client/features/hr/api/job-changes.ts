// Posting, editing and deleting a job. Each is followed by a new read of the jobs (and of their
// applicant counts after a delete) and of the dashboard's figures, before the caller says it is done.
import { HR_MESSAGES } from "../../../../shared/hr/messages";
import { toast } from "../../../lib/toast";
import { trpc } from "../../../lib/trpc";

export function useCreateJob() {
  const utils = trpc.useUtils();
  return trpc.hr.jobs.create.useMutation({ onSuccess: () => Promise.all([utils.jobs.invalidate(), utils.hr.dashboard.invalidate()]) });
}

export function useUpdateJob() {
  const utils = trpc.useUtils();
  return trpc.hr.jobs.update.useMutation({ onSuccess: () => Promise.all([utils.jobs.invalidate(), utils.hr.dashboard.invalidate()]) });
}

/** Says how many open applications the delete closed, when it closed any. */
export function useDeleteJob() {
  const utils = trpc.useUtils();
  return trpc.hr.jobs.delete.useMutation({
    onSuccess: async ({ closedApplications }) => {
      if (closedApplications > 0) toast.success(HR_MESSAGES.jobDeletedWithApplications(closedApplications));
      await Promise.all([utils.jobs.list.invalidate(), utils.hr.jobs.applicantCounts.invalidate(), utils.hr.dashboard.invalidate()]);
    },
  });
}
