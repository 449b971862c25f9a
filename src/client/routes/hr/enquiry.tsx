// /hr/enquiry: the candidate enquiries, their first page loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { NO_FILTERS, toCandidatesQuery } from "../../features/hr/api/candidate-query";
import { CandidatesError, CandidatesPage } from "../../features/hr/components/candidates-page";

export const Route = createFileRoute("/hr/enquiry")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context }) => context.trpc.hr.candidates.list.ensureData({ ...toCandidatesQuery(NO_FILTERS), page: 1 }),
  component: CandidatesPage,
  errorComponent: CandidatesError,
});
