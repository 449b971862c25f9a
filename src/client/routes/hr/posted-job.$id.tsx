import { createFileRoute } from "@tanstack/react-router";
import { JobViewPage } from "../../features/hr/components/job-view-page";

export const Route = createFileRoute("/hr/posted-job/$id")({
  component: JobViewRoute,
});

function JobViewRoute() {
  const { id } = Route.useParams();
  return <JobViewPage jobId={id} />;
}
