import { createFileRoute } from "@tanstack/react-router";
import { StepPickerPage } from "../../features/hr/components/step-picker-page";

export const Route = createFileRoute("/hr/applied-forms/$department/")({
  component: StepPickerRoute,
});

function StepPickerRoute() {
  const { department } = Route.useParams();
  return <StepPickerPage departmentSlug={department} />;
}
