import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../features/hr/components/dashboard-page";

export const Route = createFileRoute("/hr/")({
  component: DashboardPage,
});
