// /job-board: the jobs board (the same screen as /apply, see jobs-board-route.tsx).
import { createFileRoute } from "@tanstack/react-router";
import { JOBS_BOARD_ROUTE } from "../features/jobs/board-route-options";
import { JobsBoardRoute } from "../features/jobs/components/jobs-board-route";

export const Route = createFileRoute("/_site/job-board")({
  ...JOBS_BOARD_ROUTE,
  component: JobBoard,
});

function JobBoard() {
  return <JobsBoardRoute routeId="/_site/job-board" title="Job Board" />;
}
