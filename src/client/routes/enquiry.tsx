// /enquiry: the Candidate Enquiry Form page, with its own header instead of the site's.
import { createFileRoute } from "@tanstack/react-router";
import { ReadyMarker } from "../components/ready-marker";
import { EnquiryPage } from "../features/enquiry/components/enquiry-page";

export const Route = createFileRoute("/enquiry")({
  component: EnquiryRoute,
});

function EnquiryRoute() {
  return (
    <>
      <EnquiryPage />
      <ReadyMarker />
    </>
  );
}
