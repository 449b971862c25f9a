// /employers-dashboard: a placeholder for HR users; everyone else goes to / (doc 2 §2, §6).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../lib/route-states";
import { EmployerDashboardPage } from "../features/auth/components/employer-dashboard-page";

export const Route = createFileRoute("/_site/employers-dashboard")({
  beforeLoad: ({ context }) => {
    if (context.auth.user?.role !== "hr") throw redirect({ to: "/" });
  },
  ...SIGNED_IN_ROUTE_STATES,
  component: EmployerDashboardPage,
});
