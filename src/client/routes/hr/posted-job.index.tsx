import { createFileRoute } from "@tanstack/react-router";
import { PostedJobsPage } from "../../features/hr/components/posted-jobs-page";

export const Route = createFileRoute("/hr/posted-job/")({
  component: PostedJobsPage,
});
