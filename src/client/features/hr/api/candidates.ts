// The enquiry candidates: a page of the list under the filters (the /hr/enquiry route loads the
// first, unfiltered), one candidate (its page's route loads it), and deleting or rejecting one,
// after which the candidates (and, after a delete, the dashboard's figures) are read again before
// the caller hears of it. A refused rejection (already rejected elsewhere) reads them again too, so
// the row shows it.
import { useSuspenseQuery } from "@tanstack/react-query";
import { trpc, type QueryUtils } from "../../../lib/trpc";
import { toCandidatesQuery, type CandidateFilterValues } from "./candidate-query";

export function candidateListQuery(utils: QueryUtils, filters: CandidateFilterValues, page: number) {
  return utils.hr.candidates.list.queryOptions({ ...toCandidatesQuery(filters), page });
}

export function candidateQuery(utils: QueryUtils, id: number) {
  return utils.hr.candidates.byId.queryOptions({ id });
}

export function useCandidateList(filters: CandidateFilterValues, page: number) {
  return useSuspenseQuery(candidateListQuery(trpc.useUtils(), filters, page));
}

export function useCandidate(id: number) {
  return useSuspenseQuery(candidateQuery(trpc.useUtils(), id)).data;
}

export function useDeleteCandidate(onDeleted: () => void) {
  const utils = trpc.useUtils();
  return trpc.hr.candidates.delete.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.hr.candidates.invalidate(), utils.hr.dashboard.invalidate()]);
      onDeleted();
    },
  });
}

export function useRejectCandidate(onRejected: () => void) {
  const utils = trpc.useUtils();
  return trpc.hr.candidates.reject.useMutation({
    onSuccess: async () => {
      await utils.hr.candidates.invalidate();
      onRejected();
    },
    onError: () => utils.hr.candidates.invalidate(),
  });
}
