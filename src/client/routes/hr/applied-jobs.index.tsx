import { createFileRoute } from "@tanstack/react-router";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/applied-jobs/")({
  component: () => <DepartmentPicker heading="Application Management Dashboard" section="applied-jobs" />,
});
