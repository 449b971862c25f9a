// /hr/enquiry: the candidate enquiries, their first page loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { NO_FILTERS } from "../../features/hr/api/candidate-query";
import { candidateListQuery } from "../../features/hr/api/candidates";
import { CandidatesError, CandidatesPage } from "../../features/hr/components/candidates-page";

export const Route = createFileRoute("/hr/enquiry")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context }) => context.queryClient.ensureQueryData(candidateListQuery(context.trpc, NO_FILTERS, 1)),
  component: CandidatesPage,
  errorComponent: CandidatesError,
});
