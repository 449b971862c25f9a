import { createFileRoute } from "@tanstack/react-router";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/applied-jobs/")({
  component: () => <DepartmentPicker heading="Applications by Department" intro="Browse and filter every application a department received." section="applied-jobs" />,
});
