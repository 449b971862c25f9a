// /job-board: the jobs board (the same screen as /apply), its filters in the URL.
import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { boardFiltersSchema, type BoardFilters } from "../../shared/jobs-board";
import { JobsBoardPage } from "../features/jobs/components/jobs-board-page";

export const Route = createFileRoute("/_site/job-board")({
  validateSearch: boardFiltersSchema,
  loader: ({ context }) => void context.trpc.jobs.list.prefetch(),
  component: JobBoard,
});

function JobBoard() {
  const navigate = Route.useNavigate();
  const onFiltersChange = useCallback((search: BoardFilters, replace: boolean) => void navigate({ search, replace }), [navigate]);
  return <JobsBoardPage title="Job Board" filters={Route.useSearch()} onFiltersChange={onFiltersChange} />;
}
