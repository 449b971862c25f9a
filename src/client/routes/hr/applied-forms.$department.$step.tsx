import { createFileRoute } from "@tanstack/react-router";
import { CandidateManagementPage } from "../../features/hr/components/candidate-management-page";

export const Route = createFileRoute("/hr/applied-forms/$department/$step")({
  component: CandidateManagementRoute,
});

function CandidateManagementRoute() {
  const { department, step } = Route.useParams();
  return <CandidateManagementPage departmentSlug={department} step={step} />;
}
