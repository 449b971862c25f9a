import { createFileRoute } from "@tanstack/react-router";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/applied-forms/")({
  component: () => <DepartmentPicker heading="Hiring Rounds" intro="Move a department's applicants through the hiring steps and mail them the decision." section="applied-forms" />,
});
