// /hr/interviews: the week's interviews by day, filterable by interviewer and department; the week
// and filters are the URL's search params, checked without zod (this file is in the first download).
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { InterviewsCalendarPage } from "../../features/hr/components/interviews-calendar-page";
import { interviewCalendarSearchFromUrl, type InterviewCalendarSearch } from "../../features/hr/lib/interview-calendar-search";

export const Route = createFileRoute("/hr/interviews")({
  ...SIGNED_IN_ROUTE_STATES,
  validateSearch: (search: Record<string, unknown>): InterviewCalendarSearch => interviewCalendarSearchFromUrl(search),
  component: InterviewsCalendarRoute,
});

function InterviewsCalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InterviewsCalendarPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
