// /hr/candidate/{id}: one enquiry, loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { enquiryQuery } from "../../features/hr/api/enquiries";
import { enquiryIdOf } from "../../features/hr/api/route-data";
import { EnquiryProfileError, EnquiryProfilePage } from "../../features/hr/components/enquiry-profile-page";

export const Route = createFileRoute("/hr/candidate/$candidateId")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: async ({ context, params }) => {
    const id = enquiryIdOf(params.candidateId);
    if (id !== null) await context.queryClient.ensureQueryData({ ...enquiryQuery(context.trpc, id), retry: false });
  },
  component: EnquiryProfileRoute,
  errorComponent: EnquiryProfileError,
});

function EnquiryProfileRoute() {
  const { candidateId } = Route.useParams();
  return <EnquiryProfilePage idParam={candidateId} />;
}
