// /hr/applied-forms/{department}: the hiring steps, their counts loaded first (they may fail
// without failing the page).
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { stepCountsQuery } from "../../features/hr/api/applicants";
import { StepPickerPage } from "../../features/hr/components/step-picker-page";
import { departmentFromSlug } from "../../../shared/departments";

export const Route = createFileRoute("/hr/applied-forms/$department/")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context, params }) => {
    const department = departmentFromSlug(params.department);
    if (department) await context.queryClient.prefetchQuery(stepCountsQuery(context.trpc, department));
  },
  component: StepPickerRoute,
});

function StepPickerRoute() {
  const { department } = Route.useParams();
  return <StepPickerPage departmentSlug={department} />;
}
