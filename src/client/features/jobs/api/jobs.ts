// The board's reads: the job list (prefetched by the board's routes) and one job's full text, read
// when it is shown (the list's copy stands in meanwhile). A job's page loads the same query.
import { useQuery } from "@tanstack/react-query";
import type { Job } from "../../../../shared/job";
import { trpc, type QueryUtils } from "../../../lib/trpc";

export function jobListQuery(utils: QueryUtils) {
  return utils.jobs.list.queryOptions();
}

export function jobQuery(utils: QueryUtils, id: number) {
  return utils.jobs.byId.queryOptions({ id });
}

export function useJobList() {
  return useQuery(jobListQuery(trpc.useUtils()));
}

export function useJobDetails(listed: Job | undefined) {
  return useQuery({ ...jobQuery(trpc.useUtils(), listed?.id ?? 0), enabled: listed !== undefined, placeholderData: listed });
}
