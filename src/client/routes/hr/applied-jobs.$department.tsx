// /hr/applied-jobs/{department}: the department's applications, loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { departmentApplicationsQuery } from "../../features/hr/api/applicants";
import { DepartmentApplicationsError, DepartmentApplicationsPage } from "../../features/hr/components/department-applications-page";
import { departmentFromSlug } from "../../../shared/departments";

export const Route = createFileRoute("/hr/applied-jobs/$department")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context, params }) => {
    const department = departmentFromSlug(params.department);
    if (department) await context.queryClient.ensureQueryData(departmentApplicationsQuery(context.trpc, department));
  },
  component: DepartmentApplicationsRoute,
  errorComponent: DepartmentApplicationsError,
});

function DepartmentApplicationsRoute() {
  const { department } = Route.useParams();
  return <DepartmentApplicationsPage key={department} departmentSlug={department} />;
}
