import { createFileRoute } from "@tanstack/react-router";
import { CandidatesPage } from "../../features/hr/components/candidates-page";

export const Route = createFileRoute("/hr/enquiry")({
  component: CandidatesPage,
});
