import { createFileRoute } from "@tanstack/react-router";
import { PostJobForm } from "../../features/hr/components/post-job-form";

export const Route = createFileRoute("/hr/post-job")({
  component: PostJobForm,
});
