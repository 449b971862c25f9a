// /careers: the starting point for careers at the company.
import { createFileRoute } from "@tanstack/react-router";
import { CareersPage } from "../features/life/components/careers-page";

export const Route = createFileRoute("/_site/careers")({
  component: CareersPage,
});
