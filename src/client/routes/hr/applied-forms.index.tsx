import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/applied-forms/")({
  ...SIGNED_IN_ROUTE_STATES,
  component: () => (
    <DepartmentPicker
      heading="Applied Forms Management"
      intro="Hiring rounds: move a department's applicants through the hiring steps and mail them the decision."
      section="applied-forms"
    />
  ),
});
