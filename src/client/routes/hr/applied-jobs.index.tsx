import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/applied-jobs/")({
  ...SIGNED_IN_ROUTE_STATES,
  component: () => (
    <DepartmentPicker
      heading="Application Management Dashboard"
      intro="Applications by department: browse and filter every application a department received."
      section="applied-jobs"
    />
  ),
});
