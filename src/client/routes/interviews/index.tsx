// /interviews (index): the interviewer's home.
import { createFileRoute } from "@tanstack/react-router";
import { InterviewerHome } from "../../features/interviews/components/interviewer-home";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";

export const Route = createFileRoute("/interviews/")({
  ...SIGNED_IN_ROUTE_STATES,
  component: InterviewerHome,
});
