// /hr/team: the hiring team (invite, list, deactivate interviewers); the list is loaded before the page shows.
import { createFileRoute } from "@tanstack/react-router";
import { SIGNED_IN_ROUTE_STATES } from "../../lib/route-states";
import { teamQuery } from "../../features/hr/api/team";
import { TeamError, TeamPage } from "../../features/hr/components/team-page";

export const Route = createFileRoute("/hr/team")({
  ...SIGNED_IN_ROUTE_STATES,
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQuery(context.trpc)),
  component: TeamPage,
  errorComponent: TeamError,
});
