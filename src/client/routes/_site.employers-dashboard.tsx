// /employers-dashboard: a placeholder for HR users; an interviewer goes to /interviews, everyone else to / (doc 2 §2, §6).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../lib/route-states";
import { staffHome } from "../../shared/staff";
import { EmployerDashboardPage } from "../features/hr/components/employer-dashboard-page";

export const Route = createFileRoute("/_site/employers-dashboard")({
  beforeLoad: ({ context }) => {
    const role = context.auth.user?.role;
    if (role === "interviewer") throw redirect({ to: staffHome(role) });
    if (role !== "hr") throw redirect({ to: "/" });
  },
  ...SIGNED_IN_ROUTE_STATES,
  component: EmployerDashboardPage,
});
