// /hr/team: the hiring team (invite, list, deactivate interviewers); the list is loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { TeamError, TeamPage } from "../../features/hr/components/team-page";

export const Route = createFileRoute("/hr/team")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context }) => context.trpc.hr.team.list.ensureData(),
  component: TeamPage,
  errorComponent: TeamError,
});
