import { createFileRoute } from "@tanstack/react-router";
import { DepartmentApplicationsPage } from "../../features/hr/components/department-applications-page";

export const Route = createFileRoute("/hr/applied-jobs/$department")({
  component: DepartmentApplicationsRoute,
});

function DepartmentApplicationsRoute() {
  const { department } = Route.useParams();
  return <DepartmentApplicationsPage key={department} departmentSlug={department} />;
}
