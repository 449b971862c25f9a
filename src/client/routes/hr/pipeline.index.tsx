import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/pipeline/")({
  ...SIGNED_IN_ROUTE_STATES,
  component: () => (
    <DepartmentPicker
      heading="Pipeline by Department"
      intro="See a department's applicants as a board of hiring rounds and move them with drag and drop."
      section="pipeline"
    />
  ),
});
