// /hr: the dashboard; its figures are loaded first, and may fail without failing the page.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { dashboardQuery } from "../../features/hr/api/dashboard";
import { DashboardPage } from "../../features/hr/components/dashboard-page";

export const Route = createFileRoute("/hr/")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context }) => context.queryClient.prefetchQuery(dashboardQuery(context.trpc)),
  component: DashboardPage,
});
