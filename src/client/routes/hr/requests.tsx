// /hr/requests: candidates' data requests; the status filter and page are the URL's search params,
// checked without zod (this file is in the first download), and the page is loaded before it shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { dataRequestListQuery } from "../../features/hr/api/data-requests";
import { DataRequestsError, DataRequestsPage } from "../../features/hr/components/data-requests-page";
import { dataRequestSearchFromUrl, type DataRequestSearch } from "../../../shared/data-request-terms";

export const Route = createFileRoute("/hr/requests")({
  ...SIGNED_IN_ROUTE_STATES,
  validateSearch: (search: Record<string, unknown>): DataRequestSearch => dataRequestSearchFromUrl(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(dataRequestListQuery(context.trpc, deps)),
  component: DataRequestsRoute,
  errorComponent: DataRequestsError,
});

function DataRequestsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DataRequestsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
