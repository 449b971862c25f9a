// /hr/posted-job: the posted jobs and their applicant counts, loaded before the page shows; either
// may fail without failing the page (an empty list, a dash for the counts).
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { applicantCountsQuery, postedJobsQuery } from "../../features/hr/api/posted-jobs";
import { PostedJobsPage } from "../../features/hr/components/posted-jobs-page";

export const Route = createFileRoute("/hr/posted-job/")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.prefetchQuery(postedJobsQuery(context.trpc)),
      context.queryClient.prefetchQuery(applicantCountsQuery(context.trpc)),
    ]);
  },
  component: PostedJobsPage,
});
