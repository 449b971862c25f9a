// The audit trail's reads: one page of the trail under its filters (the /hr/activity route loads it
// first; while the next page loads the previous one stays), the people who appear in it (for the
// filter; they rarely change), and one application's history, 50 rows at a time.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { activityListInput, type ActivitySearch } from "../../../../shared/hr/audit";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function activityListQuery(utils: QueryUtils, search: ActivitySearch) {
  return utils.hr.activity.list.queryOptions(activityListInput(search));
}

export function useActivityList(search: ActivitySearch) {
  return useQuery({ ...activityListQuery(trpc.useUtils(), search), placeholderData: keepPreviousData, retry: false });
}

export function useActivityActors() {
  return useQuery(trpc.useUtils().hr.activity.actors.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}

export function useApplicationHistory(applicationId: number) {
  return useInfiniteQuery(
    trpc
      .useUtils()
      .hr.activity.forApplication.infiniteQueryOptions(
        { applicationId },
        { getNextPageParam: (page) => page.nextCursor ?? undefined, retry: false },
      ),
  );
}
