import { createFileRoute } from "@tanstack/react-router";
import { CandidateProfilePage } from "../../features/hr/components/candidate-profile-page";

export const Route = createFileRoute("/hr/candidate/$candidateId")({
  component: CandidateProfileRoute,
});

function CandidateProfileRoute() {
  const { candidateId } = Route.useParams();
  return <CandidateProfilePage candidateId={candidateId} />;
}
