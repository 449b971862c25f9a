// Bulk decisions: every applicant matching a step (read afresh each time), the run of one chunk of
// a selection, and the refresh of every HR view once a run is over (lists, step counts, the
// dashboard, the board, the activity: a bulk run may change any of them).
import type { Department } from "../../../../shared/departments";
import type { HiringRound } from "../../../../shared/hr/rounds";
import { trpc } from "../../../lib/trpc";

export function useFetchMatchingIds() {
  const utils = trpc.useUtils();
  return (department: Department, round: HiringRound) => utils.hr.bulk.matchingIds.fetch({ department, round }, { staleTime: 0 });
}

export function useBulkRun() {
  return trpc.hr.bulk.run.useMutation();
}

export function useRefreshHrViews() {
  const utils = trpc.useUtils();
  return () => utils.hr.invalidate();
}
