// /hr/post-job: the job form, empty.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { PostJobForm } from "../../features/hr/components/post-job-form";

export const Route = createFileRoute("/hr/post-job")({
  ...SIGNED_IN_ROUTE_STATES,
  component: PostJobForm,
});
