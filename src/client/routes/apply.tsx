import { createFileRoute } from "@tanstack/react-router";
import { JobsBoardPage } from "../features/jobs/components/jobs-board-page";

export const Route = createFileRoute("/apply")({
  loader: ({ context }) => context.trpc.jobs.list.ensureData(),
  component: JobsBoardPage,
});
