import { createFileRoute } from "@tanstack/react-router";
import { DepartmentPicker } from "../../features/hr/components/department-picker";

export const Route = createFileRoute("/hr/applied-forms/")({
  component: () => <DepartmentPicker heading="Applied Forms Management" section="applied-forms" />,
});
