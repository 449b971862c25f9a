import { createFileRoute } from "@tanstack/react-router";
import { EditJobPage } from "../../features/hr/components/edit-job-page";

export const Route = createFileRoute("/hr/edit-job/$id")({
  component: EditJobRoute,
});

function EditJobRoute() {
  const { id } = Route.useParams();
  return <EditJobPage jobId={id} />;
}
