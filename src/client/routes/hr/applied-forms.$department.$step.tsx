// /hr/applied-forms/{department}/{step}: the step's first page of candidates, loaded before the
// page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { stepApplicantsQuery } from "../../features/hr/api/applicants";
import { StepApplicantsPage, StepApplicantsError } from "../../features/hr/components/step-applicants-page";
import { departmentFromSlug } from "../../../shared/departments";
import { stepFromParam } from "../../../shared/hr/rounds";

export const Route = createFileRoute("/hr/applied-forms/$department/$step")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context, params }) => {
    const department = departmentFromSlug(params.department);
    const step = stepFromParam(params.step);
    if (department && step) await context.queryClient.ensureQueryData(stepApplicantsQuery(context.trpc, department, step));
  },
  component: CandidateManagementRoute,
  errorComponent: StepApplicantsError,
});

function CandidateManagementRoute() {
  const { department, step } = Route.useParams();
  return <StepApplicantsPage departmentSlug={department} step={step} />;
}
