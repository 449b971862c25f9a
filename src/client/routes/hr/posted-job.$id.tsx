// /hr/posted-job/{id}: one posted job and its applicants, loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { loadPostedJob } from "../../features/hr/api/route-data";
import { JobViewPage } from "../../features/hr/components/job-view-page";
import { PostedJobError } from "../../features/hr/components/posted-job-loader";

export const Route = createFileRoute("/hr/posted-job/$id")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context, params }) => loadPostedJob(context, params.id, { withApplicants: true }),
  component: JobViewRoute,
  errorComponent: PostedJobError,
});

function JobViewRoute() {
  const { id } = Route.useParams();
  return <JobViewPage jobId={id} />;
}
