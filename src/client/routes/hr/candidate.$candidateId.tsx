// /hr/candidate/{id}: one enquiry candidate, loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { candidateQuery } from "../../features/hr/api/candidates";
import { candidateId } from "../../features/hr/api/route-data";
import { CandidateProfileError, CandidateProfilePage } from "../../features/hr/components/candidate-profile-page";

export const Route = createFileRoute("/hr/candidate/$candidateId")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context, params }) => {
    const id = candidateId(params.candidateId);
    if (id !== null) await context.queryClient.ensureQueryData({ ...candidateQuery(context.trpc, id), retry: false });
  },
  component: CandidateProfileRoute,
  errorComponent: CandidateProfileError,
});

function CandidateProfileRoute() {
  const { candidateId } = Route.useParams();
  return <CandidateProfilePage candidateId={candidateId} />;
}
