// /hr/enquiry: the candidate enquiries, their first page loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { NO_FILTERS } from "../../features/hr/api/enquiry-query";
import { enquiryListQuery } from "../../features/hr/api/enquiries";
import { EnquiriesError, EnquiriesPage } from "../../features/hr/components/enquiries-page";

export const Route = createFileRoute("/hr/enquiry")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context }) => context.queryClient.ensureQueryData(enquiryListQuery(context.trpc, NO_FILTERS, 1)),
  component: EnquiriesPage,
  errorComponent: EnquiriesError,
});
