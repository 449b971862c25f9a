// /employers-dashboard: a placeholder for HR users; everyone else goes to / (doc 2 §2, §6).
import { createFileRoute, redirect } from "@tanstack/react-router";
import { EmployerDashboardPage } from "../features/auth/components/employer-dashboard-page";

export const Route = createFileRoute("/_site/employers-dashboard")({
  beforeLoad: ({ context }) => {
    if (context.auth.user?.role !== "hr") throw redirect({ to: "/" });
  },
  component: EmployerDashboardPage,
});
