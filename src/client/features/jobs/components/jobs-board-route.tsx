// The jobs board as a routed page, one source for its two paths (/job-board and /apply, the same
// screen under two titles): its filters are the route's search (board-route-options.ts).
import { getRouteApi } from "@tanstack/react-router";
import { useCallback } from "react";
import type { BoardFilters } from "../../../../shared/jobs-board";
import { JobsBoardPage } from "./jobs-board-page";

type BoardRouteId = "/_site/job-board" | "/_site/apply";

export function JobsBoardRoute({ routeId, title }: { routeId: BoardRouteId; title: string }) {
  const route = getRouteApi(routeId);
  const navigate = route.useNavigate();
  // The same page in another state: the window stays where it is (a phone keeps the detail in view).
  const onFiltersChange = useCallback(
    (search: BoardFilters, replace: boolean) => void navigate({ search, replace, resetScroll: false }),
    [navigate],
  );
  return <JobsBoardPage title={title} filters={route.useSearch()} onFiltersChange={onFiltersChange} />;
}
