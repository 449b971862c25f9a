// /hr/pipeline/{department}: the department's pipeline board; the job filter's list is loaded first
// (the columns load themselves, each in pages).
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { pipelineJobsQuery } from "../../features/hr/api/pipeline-column";
import { PipelineBoardPage } from "../../features/hr/components/pipeline-board";
import { departmentFromSlug } from "../../../shared/departments";

export const Route = createFileRoute("/hr/pipeline/$department")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context, params }) => {
    const department = departmentFromSlug(params.department);
    if (department) await context.queryClient.ensureQueryData(pipelineJobsQuery(context.trpc, department));
  },
  component: PipelineRoute,
});

function PipelineRoute() {
  const { department } = Route.useParams();
  return <PipelineBoardPage key={department} departmentSlug={department} />;
}
