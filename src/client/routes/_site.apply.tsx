// /apply: the jobs board (the same screen as /job-board, see jobs-board-route.tsx).
import { createFileRoute } from "@tanstack/react-router";
import { JOBS_BOARD_ROUTE } from "../features/jobs/board-route-options";
import { JobsBoardRoute } from "../features/jobs/components/jobs-board-route";

export const Route = createFileRoute("/_site/apply")({
  ...JOBS_BOARD_ROUTE,
  component: ApplyBoard,
});

function ApplyBoard() {
  return <JobsBoardRoute routeId="/_site/apply" title="Apply for a Job" />;
}
