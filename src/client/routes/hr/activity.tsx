// /hr/activity: the audit trail; its filters and page are the URL's search params, checked without
// zod (this file is in the first download), and its first page is loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { activityListQuery } from "../../features/hr/api/activity";
import { ActivityError, ActivityPage } from "../../features/hr/components/activity-page";
import { activitySearchFromUrl, type ActivitySearch } from "../../../shared/hr/audit";

export const Route = createFileRoute("/hr/activity")({
  ...SIGNED_IN_ROUTE_STATES,
  validateSearch: (search: Record<string, unknown>): ActivitySearch => activitySearchFromUrl(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(activityListQuery(context.trpc, deps)),
  component: ActivityRoute,
  errorComponent: ActivityError,
});

function ActivityRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ActivityPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
