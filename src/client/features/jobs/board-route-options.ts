// The options both jobs board routes share (/job-board and /apply, the same screen under two titles):
// the filters in the URL and the job list prefetched. Apart from the page, so the route's eager chunk
// does not pull in the board's code.
import { boardFiltersSchema } from "../../../shared/jobs-board";
import type { RouterContext } from "../../router";
import { jobListQuery } from "./api/jobs";

export const JOBS_BOARD_ROUTE = {
  validateSearch: boardFiltersSchema,
  loader: ({ context }: { context: RouterContext }) => void context.queryClient.prefetchQuery(jobListQuery(context.trpc)),
};
