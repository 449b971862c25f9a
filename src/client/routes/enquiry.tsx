// /enquiry: the Candidate Enquiry Form page.
import { createFileRoute } from "@tanstack/react-router";
import { EnquiryPage } from "../features/enquiry/components/enquiry-page";

export const Route = createFileRoute("/enquiry")({
  component: EnquiryPage,
});
