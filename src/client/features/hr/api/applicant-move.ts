// Accept or Reject on a hiring step: the move (with its mail), after which the lists, the steps'
// counts and the dashboard are read again.
import { trpc } from "../../../lib/trpc";

export function useMoveApplicant() {
  const utils = trpc.useUtils();
  return trpc.hr.applicants.move.useMutation({
    onSuccess: () =>
      void Promise.all([
        utils.hr.applicants.list.invalidate(),
        utils.hr.applicants.stepCounts.invalidate(),
        utils.hr.dashboard.invalidate(),
      ]),
  });
}
