// The scorecard criteria of one department's round, and saving them: the answer is the criteria as
// now saved.
import { useQuery } from "@tanstack/react-query";
import type { Department } from "../../../../shared/departments";
import type { HiringRound } from "../../../../shared/hr/rounds";
import { trpc } from "../../../lib/trpc";

export function useScorecardCriteria(department: Department, round: HiringRound) {
  return useQuery(trpc.useUtils().hr.scorecardCriteria.get.queryOptions({ department, round }, { retry: false }));
}

export function useSaveScorecardCriteria() {
  const utils = trpc.useUtils();
  return trpc.hr.scorecardCriteria.set.useMutation({
    onSuccess: (answer, { department, round }) => utils.hr.scorecardCriteria.get.setData({ department, round }, answer),
  });
}
