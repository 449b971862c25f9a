// /hr/analytics: hiring analytics (issue #32), five panels over one filter; the filter is the URL's
// search params, checked without zod (this file is in the first download).
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { AnalyticsPage } from "../../features/hr/components/analytics-page";
import { analyticsSearchFromUrl, type AnalyticsSearch } from "../../features/hr/lib/analytics-search";

export const Route = createFileRoute("/hr/analytics")({
  ...SIGNED_IN_ROUTE_STATES,
  validateSearch: (search: Record<string, unknown>): AnalyticsSearch => analyticsSearchFromUrl(search),
  component: AnalyticsRoute,
});

function AnalyticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AnalyticsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
