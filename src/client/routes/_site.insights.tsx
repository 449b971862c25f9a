// /insights: the gallery.
import { createFileRoute } from "@tanstack/react-router";
import { InsightsPage } from "../features/gallery/components/insights-page";

export const Route = createFileRoute("/_site/insights")({
  component: InsightsPage,
});
