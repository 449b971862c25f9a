// HR's search over applicants (asked once the text is long enough; an answer is reused for 30 s)
// and the possible duplicates of one application.
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc";

export function useApplicantSearch(q: string, askable: boolean) {
  return useQuery(trpc.useUtils().hr.search.query.queryOptions({ q }, { enabled: askable, retry: false, staleTime: 30_000 }));
}

export function useDuplicates(applicationId: number) {
  return useQuery(trpc.useUtils().hr.search.duplicates.queryOptions({ applicationId }, { retry: false }));
}
