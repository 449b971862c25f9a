// /interviews: the staff side an interviewer may use (their interviews, those applicants, their
// scorecards), under the HR area's chrome cut down to that. HR may open it too; anyone else goes
// to /. The stored session is read synchronously at start-up, so there is no pending auth state.
import { createFileRoute, Navigate, Outlet, redirect } from "@tanstack/react-router";
import { ReadyMarker } from "../components/ready-marker";
import { useAuth } from "../features/auth/auth-provider";
import { InterviewerNav } from "../features/interviews/components/interviewer-nav";
import { SIGNED_IN_ROUTE_STATES } from "../lib/route-states";
import { isStaff } from "../../shared/staff";

export const Route = createFileRoute("/interviews")({
  ...SIGNED_IN_ROUTE_STATES,
  beforeLoad: ({ context }) => {
    if (!context.auth.user || !isStaff(context.auth.user)) throw redirect({ to: "/" });
  },
  component: InterviewsLayout,
});

function InterviewsLayout() {
  const { user } = useAuth();
  // Signing out while on the page leaves it too.
  if (!user || !isStaff(user)) return <Navigate to="/" />;
  return (
    <div className="min-h-full">
      <InterviewerNav />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <Outlet />
      </main>
      <ReadyMarker />
    </div>
  );
}
