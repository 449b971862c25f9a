// /hr/edit-job/{id}: a posted job in the job form, loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { loadPostedJob } from "../../features/hr/api/route-data";
import { EditJobPage } from "../../features/hr/components/edit-job-page";
import { PostedJobError } from "../../features/hr/components/posted-job-loader";

export const Route = createFileRoute("/hr/edit-job/$id")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context, params }) => loadPostedJob(context, params.id, { withApplicants: false }),
  component: EditJobRoute,
  errorComponent: PostedJobError,
});

function EditJobRoute() {
  const { id } = Route.useParams();
  return <EditJobPage jobId={id} />;
}
