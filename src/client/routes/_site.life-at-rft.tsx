// /life-at-rft: life at the company, in four views chosen with ?view=.
import { createFileRoute } from "@tanstack/react-router";
import { LifePage } from "../features/life/components/life-page";
import { parseLifeView, type LifeViewId } from "../features/life/life-views";
import { TestimonialsOverview } from "../features/testimonials/components/testimonials-overview";

export const Route = createFileRoute("/_site/life-at-rft")({
  validateSearch: (search: Record<string, unknown>): { view?: LifeViewId } => {
    const view = parseLifeView(search.view);
    return view ? { view } : {};
  },
  component: LifeAtRftPage,
});

function LifeAtRftPage() {
  const { view = "life" } = Route.useSearch();
  return <LifePage view={view} testimonialsView={<TestimonialsOverview />} />;
}
